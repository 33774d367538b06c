import { and, count, eq, gt, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/open'
import { coupons, MEMBER_COUPON_STATUS, memberCoupons, orders } from '../../db/schema'

/**
 * The member area's counts (issue 11 item 9): coupons the member can still use and orders the
 * member has placed, in one brand or (brandId absent) in all.
 */

/** Coupons available now: not reserved or used, not expired, of the brand when given. */
export async function availableCouponCount(
  db: Database,
  memberId: number,
  brandId: number | undefined,
  now: Date,
): Promise<number> {
  const conditions: SQL[] = [
    eq(memberCoupons.memberId, memberId),
    eq(memberCoupons.status, MEMBER_COUPON_STATUS.available),
    gt(memberCoupons.validUntil, now),
  ]
  if (brandId !== undefined) conditions.push(eq(coupons.brandId, brandId))
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(...conditions))
  return row?.n ?? 0
}

/** Orders the member has placed (every status), of the brand when given. */
export async function memberOrderCount(db: Database, memberId: number, brandId?: number): Promise<number> {
  const where =
    brandId === undefined
      ? eq(orders.memberId, memberId)
      : and(eq(orders.memberId, memberId), eq(orders.brandId, brandId))
  const [row] = await db.select({ n: count() }).from(orders).where(where)
  return row?.n ?? 0
}
