import { and, asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { COUPON_ERR } from '../../../src/domain/contract/coupon'
import type {
  ExchangeItem,
  StaffExchangeItemParams,
  StaffPoints,
  StaffPointsAdjusted,
  StaffPointsAdjustParams,
  StaffPointsRateParams,
} from '../../../src/domain/contract/points'
import { POINT_REASON } from '../../../src/domain/points'
import type { Database } from '../../db/open'
import { coupons, exchangeItems, pointRules } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireBrand } from '../brandScope'
import { itemColumns } from '../member/pointExchanges'
import { changePoints } from '../member/pointsLedger'

/**
 * The merchant's points commands (docs/api.md "Staff API"): the brand's points rate, its exchange
 * items, and adjustments of a member's points — each an entry of its own with the merchant's reason.
 */

/** GET /api/staff/points: the brand's rate (0.00 when none is set) and all its items. */
export async function staffPoints(db: Database, brandId: number): Promise<StaffPoints> {
  await requireBrand(db, brandId)
  const [[rule], items] = await Promise.all([
    db.select({ rate: pointRules.pointsPerDollar }).from(pointRules).where(eq(pointRules.brandId, brandId)),
    db
      .select(itemColumns)
      .from(exchangeItems)
      .where(eq(exchangeItems.brandId, brandId))
      .orderBy(asc(exchangeItems.cost), asc(exchangeItems.id)),
  ])
  return { brandId, pointsPerDollar: rule?.rate ?? '0.00', items: items as ExchangeItem[] }
}

/** POST /api/staff/points/rate: sets the brand's points per dollar (orders completed from now on). */
export async function setPointsRate(
  db: Database,
  params: v.InferOutput<typeof StaffPointsRateParams>,
): Promise<StaffPoints> {
  await requireBrand(db, params.brandId)
  await db
    .insert(pointRules)
    .values({ brandId: params.brandId, pointsPerDollar: params.pointsPerDollar })
    .onConflictDoUpdate({ target: pointRules.brandId, set: { pointsPerDollar: params.pointsPerDollar } })
  return staffPoints(db, params.brandId)
}

/**
 * POST /api/staff/points/items: creates the item, or updates the brand's item of that code (its
 * stock is then set to the number given). A coupon item names one of the brand's coupon templates.
 */
export async function saveExchangeItem(
  db: Database,
  params: v.InferOutput<typeof StaffExchangeItemParams>,
  now: Date,
): Promise<ExchangeItem> {
  await requireBrand(db, params.brandId)
  let couponId: number | null = null
  if (params.kind === 'coupon') {
    const [coupon] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.brandId, params.brandId), eq(coupons.code, params.couponCode.toUpperCase())))
    if (!coupon)
      throw new ApiError(404, COUPON_ERR.codeNotFound, 'couponCodeNotFound', { field: 'couponCode' })
    couponId = coupon.id
  }
  const { couponCode: _code, ...fields } = { couponCode: '', ...params }
  const values = { ...fields, couponId, enabled: 1 }
  const [row] = await db
    .insert(exchangeItems)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: [exchangeItems.brandId, exchangeItems.code], set: values })
    .returning(itemColumns)
  return row as ExchangeItem
}

/** POST /api/staff/points/adjust: adds or removes a member's points in the brand, with the reason. */
export async function adjustPoints(
  db: Database,
  params: v.InferOutput<typeof StaffPointsAdjustParams>,
  now: Date,
): Promise<StaffPointsAdjusted> {
  await requireBrand(db, params.brandId)
  const result = await db.transaction((tx) =>
    changePoints(
      tx,
      params.memberId,
      params.brandId,
      { kind: 'adjust', points: params.points },
      { reason: POINT_REASON.adjustment, note: params.note },
      now,
    ),
  )
  return { memberId: params.memberId, brandId: params.brandId, ...result }
}
