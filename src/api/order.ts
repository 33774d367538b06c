import * as v from 'valibot'
import type { DeliveryFeeAnswer, EstimatedTimeAnswer } from '../domain/contract/gsa'
import { type Coupon, CouponSchema, type DiscountRule, DiscountRuleSchema } from '../domain/pricing/schemas'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The calls of the order confirmation screens (SPEC §7 "Orders and payment", "Restaurant and menu":
 * gsa): delivery fee and estimated time, the member's coupons and promo codes, the brand's discount
 * rules. Placing an order goes through the device's order outbox (src/sync/orderSync.ts), never
 * straight from a screen. Every function resolves to an envelope and never throws.
 */

/** POST gsa/gsa/queryDeliveryFee — the fee to one of the member's addresses (companyType 3: cold-chain). */
export function queryDeliveryFee(
  api: ApiClient,
  params: {
    addressId: number
    userId: number
    restaurantId: number
    companyType?: number
  },
): Promise<ApiEnvelope<DeliveryFeeAnswer>> {
  return api.post('gsa/gsa/queryDeliveryFee', params)
}

/** POST gsa/calculateEstimatedTime — minutes until the order is ready (pick-up) or arrives. */
export function calculateEstimatedTime(
  api: ApiClient,
  params: {
    restaurantId: number
    addressId?: number
    orderType: number
    companyType?: number
  },
): Promise<ApiEnvelope<EstimatedTimeAnswer>> {
  return api.post('gsa/calculateEstimatedTime', params)
}

/** A member coupon as the checkout lists it: the pricing fields and its names and end. */
export type MemberCoupon = Coupon & {
  couponTypeName2?: string
  name?: string
  name1?: string
  name2?: string
  validTo?: string
  /** 'reserved': held by an order not yet paid or taken; 'used': spent on an order. Not usable now. */
  status?: string
}

const NameFields = {
  couponTypeName2: v.optional(v.string()),
  name: v.optional(v.string()),
  name1: v.optional(v.string()),
  name2: v.optional(v.string()),
  validTo: v.optional(v.string()),
  status: v.optional(v.string()),
}
const MemberCouponSchema = v.object({ ...CouponSchema.entries, ...NameFields })

/** The items that are coupons the pricing engine can take; others are left out (never guessed). */
function couponsOf(data: unknown): MemberCoupon[] {
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list)
      ? (data as { list: unknown[] }).list
      : []
  return list.flatMap((item) => {
    const parsed = v.safeParse(MemberCouponSchema, item)
    return parsed.success ? [parsed.output] : []
  })
}

/** POST member-web/member/getMemberCouponByMemberId — the member's coupons of the brand that can be used now. */
export async function getMemberCoupons(
  api: ApiClient,
  brandId: number,
): Promise<ApiEnvelope<MemberCoupon[]>> {
  const answer = await api.post<unknown>('member-web/member/getMemberCouponByMemberId', { brandId })
  return answer.success ? { ...answer, data: couponsOf(answer.data) } : { ...answer, data: undefined }
}

/** POST member-web/coupon/exchange — redeems a promo code; errMsg carries SPEC §8's message on refusal. */
export function exchangeCoupon(api: ApiClient, code: string, brandId: number): Promise<ApiEnvelope<unknown>> {
  return api.post('member-web/coupon/exchange', { code, brandId })
}

/** GET order/public/discountRules — the brand's live discount rules for a restaurant (what addOrder2 prices with). */
export async function getDiscountRules(
  api: ApiClient,
  brandId: number,
  restaurantId: number,
): Promise<ApiEnvelope<DiscountRule[]>> {
  const answer = await api.request<unknown>(
    { method: 'GET', path: 'order/public/discountRules', params: { brandId, restaurantId } },
    { notify: false },
  )
  if (!answer.success) return { ...answer, data: undefined }
  const list = Array.isArray(answer.data) ? answer.data : []
  const rules = list.flatMap((item) => {
    const parsed = v.safeParse(DiscountRuleSchema, item)
    return parsed.success ? [parsed.output] : []
  })
  return { ...answer, data: rules }
}
