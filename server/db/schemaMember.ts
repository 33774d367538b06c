import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { memberLevels } from './schemaPromotion'

/**
 * Members (SPEC §3, §6). A member is one person across all brands, identified by countryId + phone;
 * membership of a brand (its level and points) is a member_brands row made at registration or by
 * joinBrand. A deleted account keeps its row for order history but is anonymised: phone null (so the
 * phone can register afresh), personal fields cleared, deletedAt set.
 */

const money = () => numeric({ precision: 12, scale: 2 })
const at = () => timestamp({ withTimezone: true, mode: 'date' })

export const members = pgTable(
  'members',
  {
    id: serial().primaryKey(),
    countryId: integer().notNull(),
    /** Null once the account is deleted. */
    phone: text(),
    name: text().notNull().default(''),
    /** 0 unknown, 1 male, 2 female. */
    sex: smallint().notNull().default(0),
    email: text().notNull().default(''),
    /** `YYYY-MM-DD` or empty. */
    birthday: text().notNull().default(''),
    headImg: text().notNull().default(''),
    /** 1 active, 2 suspended (LOGIN.0005). */
    status: smallint().notNull().default(1),
    /** Past this instant login answers LOGIN.0006; null never expires. */
    expiresAt: at(),
    createdAt: at().notNull().defaultNow(),
    deletedAt: at(),
  },
  (t) => [uniqueIndex('members_country_phone').on(t.countryId, t.phone)],
)

export const memberBrands = pgTable(
  'member_brands',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    levelId: integer().references(() => memberLevels.id, { onDelete: 'set null' }),
    /**
     * When a bought level ends (server/services/member/levelOrders.ts); null for a level that does
     * not end (the brand's lowest, one given by staff). Past it the member reads at the brand's lowest level.
     */
    levelEndsAt: at(),
    points: money().notNull().default('0.00'),
    /** 1 on, 0 off. */
    walletStatus: smallint().notNull().default(0),
    walletBalance: money().notNull().default('0.00'),
    /** appType and webSource of the join (SPEC §7 joinBrand). */
    appType: integer().notNull().default(7),
    webSource: text().notNull().default(''),
    joinedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.brandId] }),
    // The points balance is the sum of the member's point_entries (schemaPoints.ts), never below 0.
    check('member_brands_points', sql`${t.points} >= 0`),
    // The level sweep (server/services/member/levelSweep.ts) reads only bought terms.
    index('member_brands_level_ends').on(t.levelEndsAt).where(sql`${t.levelEndsAt} is not null`),
  ],
)

/** Bearer tokens: only the SHA-256 of the random token is stored. */
export const memberTokens = pgTable(
  'member_tokens',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    lastUsedAt: at(),
    revokedAt: at(),
  },
  (t) => [uniqueIndex('member_tokens_hash').on(t.tokenHash), index('member_tokens_member').on(t.memberId)],
)

/** One-time SMS codes: salted SHA-256 of the code, 5 minutes, ≤ 5 checks, single use. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial().primaryKey(),
    /** `<countryId>-<phone>`. */
    phoneKey: text().notNull(),
    type: smallint().notNull(),
    salt: text().notNull(),
    codeHash: text().notNull(),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    attempts: smallint().notNull().default(0),
    usedAt: at(),
  },
  (t) => [index('sms_codes_phone').on(t.phoneKey, t.createdAt)],
)

/** Rate counters and locks (used when REDIS_URL is not set): a count that resets at expiresAt. */
export const rateCounters = pgTable('rate_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  expiresAt: at().notNull(),
})

export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    receiver: text().notNull(),
    phone: text().notNull(),
    currentAddress: text().notNull(),
    address: text().notNull(),
    floor: text().notNull().default(''),
    unit: text().notNull().default(''),
    dimensionMap: text().notNull().default(''),
    isdefault: smallint().notNull().default(0),
    sex: smallint().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('member_addresses_member').on(t.memberId),
    // One default address per member.
    uniqueIndex('member_addresses_one_default').on(t.memberId).where(sql`${t.isdefault} = 1`),
  ],
)

/** Deleted accounts: when and why, without personal data. */
export const accountDeletions = pgTable('account_deletions', {
  id: serial().primaryKey(),
  memberId: integer()
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  brandId: integer(),
  reason: text().notNull().default(''),
  deletedAt: at().notNull(),
})
