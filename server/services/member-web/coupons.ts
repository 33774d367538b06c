import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { MemberCouponItem, MemberCouponStatus } from '../../../src/domain/contract/coupon'
import { toDisplayIso } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import { coupons, MEMBER_COUPON_SOURCE, MEMBER_COUPON_STATUS, memberCoupons, members } from '../../db/schema'
import { issueMemberCoupon } from '../order/memberCoupons'
import { limitReachedError, unusedPromoError } from './couponErrors'

/**
 * The member's coupons at checkout and promo-code exchange (docs/api.md "Coupons at checkout").
 * Reads and issues member_coupons; reserving and releasing them is order placement's
 * (server/services/order/memberCoupons.ts).
 */

const LISTED = [MEMBER_COUPON_STATUS.available, MEMBER_COUPON_STATUS.reserved, MEMBER_COUPON_STATUS.used]

/** The listed order of the statuses: usable first, then held by an order in progress, then spent. */
const STATUS_RANK = sql`case ${memberCoupons.status} when ${MEMBER_COUPON_STATUS.available} then 0
  when ${MEMBER_COUPON_STATUS.reserved} then 1 else 2 end`

/** A row's status as listed; anything unknown reads as held (never offered as usable). */
function listedStatus(status: string): MemberCouponStatus {
  if (status === MEMBER_COUPON_STATUS.available || status === MEMBER_COUPON_STATUS.used) return status
  return MEMBER_COUPON_STATUS.reserved
}

/** The template is live now (started, not ended). */
const liveTemplate = (now: Date) =>
  and(
    or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
    or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
  )

/**
 * The member's coupons of the brand that are not expired, usable now or not: available, reserved
 * by an order in progress, or used by an order that stands (the checkout says so); available
 * first, then reserved, then used, each the soonest to expire first.
 */
export async function memberCouponList(
  db: Database,
  memberId: number,
  brandId: number,
  now: Date,
  onlyId?: number,
): Promise<MemberCouponItem[]> {
  const rows = await db
    .select({ member: memberCoupons, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        eq(coupons.brandId, brandId),
        inArray(memberCoupons.status, LISTED),
        gt(memberCoupons.validUntil, now),
        liveTemplate(now),
        onlyId === undefined ? undefined : eq(memberCoupons.id, onlyId),
      ),
    )
    .orderBy(STATUS_RANK, asc(memberCoupons.validUntil), asc(memberCoupons.id))
  return rows.map(({ member, coupon }) => memberCouponItem(member, coupon))
}

/** A template's terms and names, as every coupon call gives them (the wallet's, the centre's). */
export function couponTermFields(coupon: typeof coupons.$inferSelect) {
  return {
    couponId: coupon.id,
    couponType: coupon.couponType,
    amount: coupon.amount,
    discount: coupon.discount,
    spend: coupon.spend,
    billMinAmount: coupon.billMinAmount,
    accumulate: coupon.accumulate === 1 ? (1 as const) : (0 as const),
    exclusive: coupon.exclusive === 1 ? (1 as const) : (0 as const),
    orderTypes: coupon.orderTypes,
    name: coupon.name,
    name1: coupon.name1,
    name2: coupon.name2,
    couponTypeName: coupon.couponTypeName,
    couponTypeName1: coupon.couponTypeName1,
    couponTypeName2: coupon.couponTypeName2,
  }
}

/** One of the member's coupons as listed: the template's terms with the copy's validity and status. */
export function memberCouponItem(
  member: typeof memberCoupons.$inferSelect,
  coupon: typeof coupons.$inferSelect,
): MemberCouponItem {
  const from = coupon.startsAt && coupon.startsAt > member.createdAt ? coupon.startsAt : member.createdAt
  return {
    id: member.id,
    ...couponTermFields(coupon),
    validFrom: toDisplayIso(from),
    validTo: toDisplayIso(member.validUntil),
    status: listedStatus(member.status),
  }
}

/** The live promo-code template of the brand with this code (upper case), or null. */
export async function promoTemplate(db: Database, brandId: number, code: string, now: Date) {
  const [template] = await db
    .select({ id: coupons.id, perMemberLimit: coupons.perMemberLimit })
    .from(coupons)
    .where(
      and(
        eq(coupons.brandId, brandId),
        eq(sql`upper(${coupons.code})`, code),
        eq(coupons.exchangeable, 1),
        liveTemplate(now),
      ),
    )
    .limit(1)
  return template ?? null
}

/** Whether the member holds a promo-code coupon of the brand not yet used (available and unexpired). */
async function holdsUnusedPromo(
  db: Database,
  memberId: number,
  brandId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        eq(coupons.brandId, brandId),
        eq(memberCoupons.source, MEMBER_COUPON_SOURCE.promo),
        eq(memberCoupons.status, MEMBER_COUPON_STATUS.available),
        gt(memberCoupons.validUntil, now),
      ),
    )
  return (row?.n ?? 0) > 0
}

/**
 * Redeems a promo code: under a lock on the member's row (so one member's concurrent redemptions
 * count each other), the member's limit of this template, then no unused promo coupon of the
 * brand, then a copy within the template's total. Answers the new coupon, or null when the code is
 * not a live promo code of the brand.
 */
export async function exchangePromoCode(
  db: Database,
  memberId: number,
  brandId: number,
  code: string,
  now: Date,
): Promise<MemberCouponItem | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update')
    const template = await promoTemplate(tx, brandId, code, now)
    if (!template) return null
    const [held] = await tx
      .select({ n: count() })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.couponId, template.id)))
    if ((held?.n ?? 0) >= template.perMemberLimit) throw limitReachedError()
    if (await holdsUnusedPromo(tx, memberId, brandId, now)) throw unusedPromoError()
    const id = await issueMemberCoupon(tx, memberId, template.id, now, MEMBER_COUPON_SOURCE.promo)
    if (id === null) throw limitReachedError()
    const [item] = await memberCouponList(tx, memberId, brandId, now, id)
    return item!
  })
}
