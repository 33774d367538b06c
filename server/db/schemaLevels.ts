import { index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { at, orders } from './schemaOrder'
import { coupons, memberLevels } from './schemaPromotion'

/**
 * Buying membership levels (issue 39 item 1; server/services/member/levelOrders.ts): the coupons a
 * level gives when it starts, and each level order's term, started once when its payment settles.
 */

/** Coupons a level grants each time a bought term of it starts (its "coupons on joining"). */
export const memberLevelCoupons = pgTable(
  'member_level_coupons',
  {
    levelId: integer()
      .notNull()
      .references(() => memberLevels.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** Copies given per start, 1 or more. */
    quantity: smallint().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.levelId, t.couponId] })],
)

/** An order that buys a level: what it buys, and when its term started, ends and was refunded. */
export const levelOrders = pgTable(
  'level_orders',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    levelId: integer()
      .notNull()
      .references(() => memberLevels.id, { onDelete: 'cascade' }),
    /** The level's length when bought. */
    validDays: integer().notNull(),
    /** Set once, when the payment settles (or staff take the cash): the term starts then. */
    startedAt: at(),
    /** The member's level end this purchase gave (a renewal adds to a running term). */
    endsAt: at(),
    /** Set once when the order is refunded: its days are taken back. */
    endedAt: at(),
  },
  (t) => [index('level_orders_member').on(t.memberId, t.brandId)],
)
