import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { at, memberCoupons } from './schemaOrder'

/** coupon_gifts.status. */
export const COUPON_GIFT_STATUS = {
  open: 'open',
  claimed: 'claimed',
  cancelled: 'cancelled',
  expired: 'expired',
} as const

/**
 * A member's coupon offered to a friend through a link (/sendSingle): while open the giver's copy is
 * `sending`; a claim gives the friend a copy of their own and marks the giver's `gifted`; a cancel or
 * the expiry makes the giver's copy available again. Each move is one conditional UPDATE on status.
 */
export const couponGifts = pgTable(
  'coupon_gifts',
  {
    id: serial().primaryKey(),
    /** The link's secret (≥ 128 bits, base64url). */
    code: text().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    giverId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The giver's copy. */
    memberCouponId: integer()
      .notNull()
      .references(() => memberCoupons.id, { onDelete: 'cascade' }),
    /** open, claimed, cancelled or expired (COUPON_GIFT_STATUS). */
    status: text().notNull().default(COUPON_GIFT_STATUS.open),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    /** When it was claimed, cancelled or expired. */
    settledAt: at(),
    claimedBy: integer().references(() => members.id, { onDelete: 'set null' }),
    /** The friend's copy, once claimed. */
    claimedCouponId: integer().references(() => memberCoupons.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('coupon_gifts_code').on(t.code),
    index('coupon_gifts_member_coupon').on(t.memberCouponId, t.status),
    index('coupon_gifts_open_expiry').on(t.status, t.expiresAt),
  ],
)
