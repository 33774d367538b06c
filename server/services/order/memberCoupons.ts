import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/open'
import { coupons, MEMBER_COUPON_SOURCE, MEMBER_COUPON_STATUS, memberCoupons } from '../../db/schema'

type MemberCouponSource = (typeof MEMBER_COUPON_SOURCE)[keyof typeof MEMBER_COUPON_SOURCE]

/**
 * Members' coupons (member_coupons): issued from a template, reserved by one order at a time,
 * used once that order stands (paid, or taken by the merchant), released by the order's cancel. Every change is a conditional UPDATE on the status, so a coupon
 * sent with two orders at once is reserved by one of them only.
 */

const DAY_MS = 24 * 60 * 60_000

/**
 * Issues the member a copy of the coupon template, valid for the template's validDays from `now`
 * (never past the template's end), counted against its totalQuantity by one conditional UPDATE
 * (never more copies than the total, also when members race). For promo-code exchange, the
 * starter set of a brand and the demo seed. Answers the new id, or null when the template does not
 * exist or all its copies are issued.
 */
export async function issueMemberCoupon(
  db: Database,
  memberId: number,
  couponId: number,
  now: Date,
  source: MemberCouponSource = MEMBER_COUPON_SOURCE.issued,
): Promise<number | null> {
  const [template] = await db
    .update(coupons)
    .set({ issuedQuantity: sql`${coupons.issuedQuantity} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(eq(coupons.totalQuantity, 0), lt(coupons.issuedQuantity, coupons.totalQuantity)),
      ),
    )
    .returning({ validDays: coupons.validDays, endsAt: coupons.endsAt })
  if (!template) return null
  const [row] = await db
    .insert(memberCoupons)
    .values({ memberId, couponId, validUntil: validUntilOf(template, now), createdAt: now, source })
    .returning({ id: memberCoupons.id })
  return row!.id
}

/**
 * Issues a copy the member has earned (a full stamp card's reward): like issueMemberCoupon, but a
 * reward is owed, so it is issued even when the template's copies are all given out (it still
 * counts in issuedQuantity). Throws when the template is gone (the stamp card's reference keeps it).
 */
export async function issueOwedCoupon(
  db: Database,
  memberId: number,
  couponId: number,
  now: Date,
  source: MemberCouponSource,
): Promise<number> {
  const [template] = await db
    .update(coupons)
    .set({ issuedQuantity: sql`${coupons.issuedQuantity} + 1` })
    .where(eq(coupons.id, couponId))
    .returning({ validDays: coupons.validDays, endsAt: coupons.endsAt })
  if (!template) throw new Error(`coupon template ${couponId} not found`)
  const [row] = await db
    .insert(memberCoupons)
    .values({ memberId, couponId, validUntil: validUntilOf(template, now), createdAt: now, source })
    .returning({ id: memberCoupons.id })
  return row!.id
}

/** A new copy's end: the template's validDays from `now`, never past the template's end. */
function validUntilOf(template: { validDays: number; endsAt: Date | null }, now: Date): Date {
  const byDays = new Date(now.getTime() + template.validDays * DAY_MS)
  return template.endsAt && template.endsAt < byDays ? template.endsAt : byDays
}

/** Issues the brand's starter set (templates with issueOnJoin, live now) to a member who just joined it. */
export async function issueStarterCoupons(
  db: Database,
  memberId: number,
  brandId: number,
  now: Date,
): Promise<void> {
  const templates = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.brandId, brandId),
        eq(coupons.issueOnJoin, 1),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      ),
    )
    .orderBy(asc(coupons.id))
  for (const template of templates)
    await issueMemberCoupon(db, memberId, template.id, now, MEMBER_COUPON_SOURCE.join)
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

/**
 * Spends the coupon the order reserved (reserved → used): the order stands — paid online
 * (server/services/pay/settle.ts) or, paid later, taken by the merchant (the staff's status moves).
 * Conditional on the reservation being this order's, so replays and races change it once, and a
 * coupon another order reserved since is left alone.
 */
export async function spendOrderCoupon(db: Database, orderId: number): Promise<void> {
  await db
    .update(memberCoupons)
    .set({ status: MEMBER_COUPON_STATUS.used })
    .where(and(eq(memberCoupons.orderId, orderId), eq(memberCoupons.status, MEMBER_COUPON_STATUS.reserved)))
}

/**
 * Makes the coupon this order held available again: the order was cancelled, before or after it
 * was paid (a paid order is refunded in full, so its coupon comes back as its money does).
 */
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
        inArray(memberCoupons.status, [MEMBER_COUPON_STATUS.reserved, MEMBER_COUPON_STATUS.used]),
      ),
    )
}
