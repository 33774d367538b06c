import { and, asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  STAFF_COUPON_ERR,
  type StaffCouponCreateParams,
  type StaffCouponGroupCreateParams,
  type StaffCouponGroupRow,
  type StaffCouponRow,
  type StaffCoupons,
  type StaffCouponsParams,
} from '../../../src/domain/contract/staffCoupons'
import { copiesLeft } from '../../../src/domain/coupons/collectRules'
import { toDisplayIso } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import { couponGroups, coupons } from '../../db/schema'
import { ApiError, validationError } from '../../http/errors'
import { requireBrand } from '../brandScope'

/** The staff's side of coupons: templates with what is issued and left, new templates and centre groups. */

const TYPE_NAMES = {
  2: { couponTypeName: '現金券', couponTypeName1: 'Cash coupon', couponTypeName2: '现金券' },
  1: { couponTypeName: '折扣券', couponTypeName1: 'Discount coupon', couponTypeName2: '折扣券' },
} as const

function codeTaken(): ApiError {
  return new ApiError(200, STAFF_COUPON_ERR.codeTaken, 'couponCodeTaken', { field: 'code' })
}

function rowOf(coupon: typeof coupons.$inferSelect): StaffCouponRow {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.collectable === 1 ? 'collect' : coupon.exchangeable === 1 ? 'promo' : 'other',
    name1: coupon.name1,
    couponType: coupon.couponType,
    amount: coupon.amount,
    discount: coupon.discount,
    spend: coupon.spend,
    billMinAmount: coupon.billMinAmount,
    accumulate: coupon.accumulate,
    exclusive: coupon.exclusive,
    validDays: coupon.validDays,
    perMemberLimit: coupon.perMemberLimit,
    totalQuantity: coupon.totalQuantity,
    issuedQuantity: coupon.issuedQuantity,
    left: copiesLeft(coupon.totalQuantity, coupon.issuedQuantity),
    groupId: coupon.groupId,
    startsAt: coupon.startsAt && toDisplayIso(coupon.startsAt),
    endsAt: coupon.endsAt && toDisplayIso(coupon.endsAt),
  }
}

const groupColumns = {
  id: couponGroups.id,
  code: couponGroups.code,
  name1: couponGroups.name1,
  sort: couponGroups.sort,
}

/** The brand's centre groups and coupon templates, with copies issued and left. */
export async function staffCoupons(
  db: Database,
  params: v.InferOutput<typeof StaffCouponsParams>,
): Promise<StaffCoupons> {
  await requireBrand(db, params.brandId)
  const groups: StaffCouponGroupRow[] = await db
    .select(groupColumns)
    .from(couponGroups)
    .where(eq(couponGroups.brandId, params.brandId))
    .orderBy(asc(couponGroups.sort), asc(couponGroups.id))
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.brandId, params.brandId))
    .orderBy(asc(coupons.id))
  return { groups, coupons: rows.map(rowOf) }
}

/** A new template: collectable in the centre (in a group of the brand, or none) or a promo code. */
export async function createStaffCoupon(
  db: Database,
  params: v.InferOutput<typeof StaffCouponCreateParams>,
): Promise<StaffCouponRow> {
  await requireBrand(db, params.brandId)
  const { kind, groupId, ...rule } = params
  if (groupId !== undefined) {
    const [group] = await db
      .select({ id: couponGroups.id })
      .from(couponGroups)
      .where(and(eq(couponGroups.id, groupId), eq(couponGroups.brandId, params.brandId)))
    if (!group) throw validationError('groupId')
  }
  if (rule.startsAt && rule.endsAt && rule.endsAt <= rule.startsAt) throw validationError('endsAt')
  const [created] = await db
    .insert(coupons)
    .values({
      ...rule,
      ...TYPE_NAMES[rule.couponType as 1 | 2],
      groupId: groupId ?? null,
      collectable: kind === 'collect' ? 1 : 0,
      exchangeable: kind === 'promo' ? 1 : 0,
    })
    .onConflictDoNothing()
    .returning()
  if (!created) throw codeTaken()
  return rowOf(created)
}

/** A new group of the brand's coupon centre. */
export async function createStaffCouponGroup(
  db: Database,
  params: v.InferOutput<typeof StaffCouponGroupCreateParams>,
): Promise<StaffCouponGroupRow> {
  await requireBrand(db, params.brandId)
  const [created] = await db.insert(couponGroups).values(params).onConflictDoNothing().returning(groupColumns)
  if (!created) throw codeTaken()
  return created
}
