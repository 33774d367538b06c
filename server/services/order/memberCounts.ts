import { and, count, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm'
import type { WalletTab } from '../../../src/domain/contract/couponWallet'
import type { Database } from '../../db/open'
import { coupons, MEMBER_COUPON_STATUS, memberCoupons, orders } from '../../db/schema'

/**
 * The member area's counts (issue 11 item 9): coupons the member can still use and orders the
 * member has placed, in one brand or (brandId absent) in all.
 */

/**
 * Which of the wallet's tabs a member coupon (joined with its template) is in: one place, so the
 * usable tab and getAvailableCouponQuantity (the account's badge) always agree. Usable: available
 * and neither its own validity nor its template has ended; used: held by an order (reserved),
 * spent, or in a gift link not claimed yet (sending); expired: available but ended. A coupon given
 * away (gifted) is in none: the friend holds it now.
 */
export function walletTabWhere(tab: WalletTab, now: Date): SQL {
  const ended = or(lte(memberCoupons.validUntil, now), lte(coupons.endsAt, now))!
  const available = eq(memberCoupons.status, MEMBER_COUPON_STATUS.available)
  switch (tab) {
    case 'usable':
      return and(
        available,
        gt(memberCoupons.validUntil, now),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      )!
    case 'used':
      return inArray(memberCoupons.status, [
        MEMBER_COUPON_STATUS.reserved,
        MEMBER_COUPON_STATUS.used,
        MEMBER_COUPON_STATUS.sending,
      ])
    case 'expired':
      return and(available, ended)!
  }
}

/** Coupons usable now (the wallet's usable tab), of the brand when given. */
export async function availableCouponCount(
  db: Database,
  memberId: number,
  brandId: number | undefined,
  now: Date,
): Promise<number> {
  const conditions: SQL[] = [eq(memberCoupons.memberId, memberId), walletTabWhere('usable', now)]
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
