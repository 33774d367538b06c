import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { orders } from './schemaOrder'
import { coupons } from './schemaPromotion'

/**
 * Member points (issue 38 item 4; rules in src/domain/points.ts). The balance of a member in a brand
 * is member_brands.points, always the sum of that member's point_entries in the brand: an entry and
 * the balance change in one transaction with the member_brands row locked. Points are whole numbers.
 */

const at = () => timestamp({ withTimezone: true, mode: 'date' })

/** The brand's points rate: points per dollar paid (0 earns nothing). A brand without a row earns nothing. */
export const pointRules = pgTable('point_rules', {
  brandId: integer()
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  pointsPerDollar: numeric({ precision: 6, scale: 2 }).notNull().default('0.00'),
})

/** What a brand offers for points: a coupon (kind 'coupon', its template) or a gift picked up at the shop. */
export const exchangeItems = pgTable(
  'exchange_items',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Natural key of the seed and the staff command. */
    code: text().notNull(),
    /** 'coupon' or 'gift'. */
    kind: text().notNull(),
    /** The coupon template issued (kind 'coupon'). */
    couponId: integer().references(() => coupons.id, { onDelete: 'restrict' }),
    /** Names and descriptions: Traditional Chinese, English, Simplified Chinese (as coupons). */
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    description: text().notNull().default(''),
    description1: text().notNull().default(''),
    description2: text().notNull().default(''),
    cost: integer().notNull(),
    /** How many are left; an exchange takes one with a conditional UPDATE. */
    stock: integer().notNull(),
    /** 1 offered, 0 withdrawn. */
    enabled: smallint().notNull().default(1),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('exchange_items_brand_code').on(t.brandId, t.code),
    check('exchange_items_stock', sql`${t.stock} >= 0`),
    check('exchange_items_cost', sql`${t.cost} > 0`),
  ],
)

/** A member's exchange: the item taken, what it cost, and the coupon issued or the gift's pick-up code. */
export const pointExchanges = pgTable(
  'point_exchanges',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => exchangeItems.id, { onDelete: 'cascade' }),
    cost: integer().notNull(),
    memberCouponId: integer(),
    /** The code the member shows staff to pick a gift up (kind 'gift'). */
    giftCode: text(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('point_exchanges_member').on(t.memberId, t.brandId),
    uniqueIndex('point_exchanges_gift_code').on(t.giftCode),
  ],
)

/**
 * The ledger: one row per change of a member's points in a brand, signed. An order earns once and
 * is reversed once (the unique index on order and reason), whatever retries or races happen.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Signed whole points. */
    amount: integer().notNull(),
    /** POINT_REASON (src/domain/points.ts). */
    reason: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    exchangeId: integer().references(() => pointExchanges.id, { onDelete: 'set null' }),
    /** A reversal: points the order earned that were already spent, so not taken back. */
    shortfall: integer().notNull().default(0),
    /** The merchant's reason for an adjustment. */
    note: text().notNull().default(''),
    createdAt: at().notNull(),
  },
  (t) => [
    index('point_entries_member').on(t.memberId, t.brandId, t.id),
    uniqueIndex('point_entries_order_reason').on(t.orderId, t.reason).where(sql`${t.orderId} is not null`),
  ],
)
