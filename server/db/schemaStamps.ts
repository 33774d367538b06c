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
import { members } from './schemaMember'
import { memberCoupons, orders } from './schemaOrder'
import { coupons } from './schemaPromotion'

/**
 * Stamp cards (issue 39 item 3; rules in src/domain/stamps/). A brand's card needs N stamps; each
 * qualifying completed order puts one on the member's card (member_stamp_cards, changed only with
 * its row locked), recorded once per order in stamp_entries; a full card issues a reward coupon
 * (stamp_rewards) and starts again.
 */

const at = () => timestamp({ withTimezone: true, mode: 'date' })

export const stampCards = pgTable(
  'stamp_cards',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Natural key of the seed and the staff command, lower case. */
    code: text().notNull(),
    /** Names: Traditional Chinese, English, Simplified Chinese. */
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    stampsNeeded: smallint().notNull(),
    /** Order types that earn a stamp (SPEC §4 codes); empty: every type. */
    orderTypes: smallint().array().notNull(),
    /** Least an order must cost (its price, after discounts and coupons) to earn a stamp. */
    minSpend: numeric({ precision: 12, scale: 2 }).notNull().default('0.00'),
    /** The coupon template a full card turns into. */
    rewardCouponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('stamp_cards_brand_code').on(t.brandId, t.code),
    check('stamp_cards_needed', sql`${t.stampsNeeded} between 2 and 50`),
  ],
)

/** A member's progress on a card: stamps on it now and stamps owed (src/domain/stamps/completion.ts). */
export const memberStampCards = pgTable(
  'member_stamp_cards',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => stampCards.id, { onDelete: 'cascade' }),
    stamps: smallint().notNull().default(0),
    debt: integer().notNull().default(0),
    updatedAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.cardId] }),
    check('member_stamp_cards_counts', sql`${t.stamps} >= 0 and ${t.debt} >= 0`),
  ],
)

/** STAMP_ENTRY_KIND: a stamp earned by an order's completion, or taken back by its refund. */
export const STAMP_ENTRY_KIND = { earned: 'earned', reversed: 'reversed' } as const

/** The ledger: one row per order, card and kind, so a retried completion or refund changes nothing. */
export const stampEntries = pgTable(
  'stamp_entries',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => stampCards.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex('stamp_entries_order_card_kind').on(t.orderId, t.cardId, t.kind)],
)

/** STAMP_REWARD_STATUS: in the member's wallet (whatever became of the coupon), or withdrawn by a refund. */
export const STAMP_REWARD_STATUS = { issued: 'issued', withdrawn: 'withdrawn' } as const

/** A reward a full card turned into: the member's coupon, and the order whose stamp filled the card. */
export const stampRewards = pgTable(
  'stamp_rewards',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => stampCards.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    memberCouponId: integer()
      .notNull()
      .references(() => memberCoupons.id, { onDelete: 'cascade' }),
    status: text().notNull().default(STAMP_REWARD_STATUS.issued),
    createdAt: at().notNull(),
  },
  (t) => [index('stamp_rewards_member_card').on(t.memberId, t.cardId, t.id)],
)
