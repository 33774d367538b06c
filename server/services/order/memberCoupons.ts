import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/open'
import { coupons, MEMBER_COUPON_STATUS, memberCoupons } from '../../db/schema'

/**
 * Members' coupons (member_coupons): issued from a template, reserved by one order at a time,
 * released by the order's cancel. Every change is a conditional UPDATE on the status, so a coupon
 * sent with two orders at once is reserved by one of them only.
 */

const DAY_MS = 24 * 60 * 60_000

/**
 * Issues the member a copy of the coupon template, valid for the template's validDays from `now`
 * (never past the template's end). For promo-code exchange and the demo seed. Answers the new id,
 * or null when the template does not exist.
 */
export async function issueMemberCoupon(
  db: Database,
  memberId: number,
  couponId: number,
  now: Date,
): Promise<number | null> {
  const [template] = await db.select().from(coupons).where(eq(coupons.id, couponId)).limit(1)
  if (!template) return null
  const byDays = new Date(now.getTime() + template.validDays * DAY_MS)
  const validUntil = template.endsAt && template.endsAt < byDays ? template.endsAt : byDays
  const [row] = await db
    .insert(memberCoupons)
    .values({ memberId, couponId, validUntil, createdAt: now })
    .returning({ id: memberCoupons.id })
  return row!.id
}

/** Reserves the member's available, unexpired coupon for the order; false when it is not (any more). */
export async function reserveMemberCoupon(
  db: Database,
  memberCouponId: number,
  memberId: number,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const reserved = await db
    .update(memberCoupons)
    .set({ status: MEMBER_COUPON_STATUS.reserved, orderId })
    .where(
      and(
        eq(memberCoupons.id, memberCouponId),
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.status, MEMBER_COUPON_STATUS.available),
        gt(memberCoupons.validUntil, now),
      ),
    )
    .returning({ id: memberCoupons.id })
  return reserved.length === 1
}

/** Makes the coupon reserved by this order available again (the order was cancelled). */
export async function releaseMemberCoupon(
  db: Database,
  memberCouponId: number,
  orderId: number,
): Promise<void> {
  await db
    .update(memberCoupons)
    .set({ status: MEMBER_COUPON_STATUS.available, orderId: null })
    .where(
      and(
        eq(memberCoupons.id, memberCouponId),
        eq(memberCoupons.orderId, orderId),
        eq(memberCoupons.status, MEMBER_COUPON_STATUS.reserved),
      ),
    )
}
