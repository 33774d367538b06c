import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm'
import type {
  CollectableCoupon,
  CollectGroup,
  CollectResult,
} from '../../../src/domain/contract/couponCentre'
import { collectBlock, copiesLeft } from '../../../src/domain/coupons/collectRules'
import { toDisplayIso } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import { couponGroups, coupons, MEMBER_COUPON_SOURCE, memberCoupons, members } from '../../db/schema'
import { issueMemberCoupon } from '../order/memberCoupons'
import { collectLimitError, notCollectableError, soldOutError } from './couponCentreErrors'
import { couponTermFields } from './coupons'

/**
 * The coupon centre (docs/api.md "Coupon centre and gifts"): the brand's collectable coupons by
 * group, with the copies left and the member's own count, and collecting one into the wallet.
 */

type CouponRow = typeof coupons.$inferSelect

/** Collectable templates of the brand live now, in groups the centre shows (or in none). */
const collectableNow = (brandId: number, now: Date) =>
  and(
    eq(coupons.brandId, brandId),
    eq(coupons.collectable, 1),
    or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
    or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
    or(isNull(coupons.groupId), eq(couponGroups.collectable, 1)),
  )

/**
 * Copies of each template the member got that count against their limit: collected, by promo code
 * or otherwise issued, whatever became of them (used, expired, given away), but not those a friend
 * gave them.
 */
async function heldCounts(db: Database, memberId: number, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map()
  const rows = await db
    .select({ couponId: memberCoupons.couponId, n: count() })
    .from(memberCoupons)
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        inArray(memberCoupons.couponId, couponIds),
        ne(memberCoupons.source, MEMBER_COUPON_SOURCE.gift),
      ),
    )
    .groupBy(memberCoupons.couponId)
  return new Map(rows.map((row) => [row.couponId, row.n]))
}

function collectableOf(coupon: CouponRow, held: number): CollectableCoupon {
  return {
    id: coupon.id,
    ...couponTermFields(coupon),
    groupId: coupon.groupId,
    validDays: coupon.validDays,
    endsAt: coupon.endsAt ? toDisplayIso(coupon.endsAt) : null,
    left: copiesLeft(coupon.totalQuantity, coupon.issuedQuantity),
    limit: coupon.perMemberLimit,
    held,
  }
}

async function collectableCoupons(db: Database, brandId: number, now: Date, couponId?: number) {
  const rows = await db
    .select({ coupon: coupons })
    .from(coupons)
    .leftJoin(couponGroups, eq(couponGroups.id, coupons.groupId))
    .where(and(collectableNow(brandId, now), couponId === undefined ? undefined : eq(coupons.id, couponId)))
    .orderBy(asc(coupons.id))
  return rows.map((row) => row.coupon)
}

/**
 * The centre: the brand's shown groups in their order, each with its collectable coupons live now,
 * then (as group 0) those of no group; empty groups are left out. `held` is the member's (0 for a guest).
 */
export async function collectList(
  db: Database,
  brandId: number,
  memberId: number | null,
  now: Date,
): Promise<CollectGroup[]> {
  const groups = await db
    .select({
      id: couponGroups.id,
      name: couponGroups.name,
      name1: couponGroups.name1,
      name2: couponGroups.name2,
    })
    .from(couponGroups)
    .where(and(eq(couponGroups.brandId, brandId), eq(couponGroups.collectable, 1)))
    .orderBy(asc(couponGroups.sort), asc(couponGroups.id))
  const templates = await collectableCoupons(db, brandId, now)
  const held =
    memberId === null
      ? new Map<number, number>()
      : await heldCounts(
          db,
          memberId,
          templates.map((coupon) => coupon.id),
        )
  const all = [...groups, { id: 0, name: '', name1: '', name2: '' }]
  return all
    .map((group) => ({
      ...group,
      coupons: templates
        .filter((coupon) => (coupon.groupId ?? 0) === group.id)
        .map((coupon) => collectableOf(coupon, held.get(coupon.id) ?? 0)),
    }))
    .filter((group) => group.coupons.length > 0)
}

/**
 * Collects one copy into the member's wallet. Under a lock on the member's row (so one member's
 * concurrent collects count each other) the member's limit is checked, then one conditional UPDATE
 * takes a copy of the total (issueMemberCoupon), so members racing for the last copies never get
 * more than there are.
 */
export async function collectCoupon(
  db: Database,
  memberId: number,
  brandId: number,
  couponId: number,
  now: Date,
): Promise<CollectResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update')
    const [template] = await collectableCoupons(tx, brandId, now, couponId)
    if (!template) throw notCollectableError()
    const held = (await heldCounts(tx, memberId, [couponId])).get(couponId) ?? 0
    const left = copiesLeft(template.totalQuantity, template.issuedQuantity)
    const block = collectBlock({ left, limit: template.perMemberLimit, held })
    if (block === 'limitReached') throw collectLimitError()
    if (block === 'soldOut') throw soldOutError()
    const memberCouponId = await issueMemberCoupon(tx, memberId, couponId, now, MEMBER_COUPON_SOURCE.collect)
    if (memberCouponId === null) throw soldOutError()
    const [after] = await collectableCoupons(tx, brandId, now, couponId)
    return { coupon: collectableOf(after!, held + 1), memberCouponId }
  })
}
