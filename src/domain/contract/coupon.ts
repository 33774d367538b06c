/**
 * The checkout's coupon calls (SPEC §7 "Orders and payment": member-web/member/getMemberCouponByMemberId
 * and member-web/coupon/exchange; docs/api.md "Coupons at checkout"), shared by the PWA and
 * server/services/member-web. A listed coupon fits the pricing engine's Coupon
 * (./pricing/schemas.ts), so the PWA can pass the list to couponUsability as it is.
 */
import * as v from 'valibot'
import { boundedText } from '../inputBounds'
import type { Coupon } from '../pricing/schemas'
import { IdParam, OptionalIdParam } from './idParams'

/** Error codes of member-web/coupon/exchange (besides VALIDATION, AUTH.*, BRAND.NOT_FOUND). */
export const COUPON_ERR = {
  /** SPEC §8 'Coupon code does not exist' (also a code not live now). */
  codeNotFound: 'COUPON.CODE_NOT_FOUND',
  /** SPEC §8 'redemption limit reached': the member's own limit, or every copy given out. */
  limitReached: 'COUPON.LIMIT_REACHED',
  /** SPEC §8 'use your promo code before redeeming a new one': an unused promo-code coupon of the brand is held. */
  unusedPromo: 'COUPON.UNUSED_PROMO',
  /** Too many unknown codes lately (per member and per IP): no code is checked until the window ends. */
  tooManyAttempts: 'COUPON.TOO_MANY_ATTEMPTS',
} as const

/** A promo code as typed: trimmed, 1–32 letters, digits, `-` or `_`; matched without regard to case. */
const PromoCodeParam = v.pipe(
  v.union([boundedText(256), v.pipe(v.number(), v.transform(String))]),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{1,32}$/),
  v.toUpperCase(),
)

/** POST member-web/member/getMemberCouponByMemberId. */
export const MemberCouponListParams = v.object({
  brandId: IdParam,
  /** When given, the token's member. */
  memberId: OptionalIdParam,
})

/** POST member-web/coupon/exchange. */
export const CouponExchangeParams = v.object({
  code: PromoCodeParam,
  brandId: IdParam,
  memberId: OptionalIdParam,
})

/**
 * member_coupons.status of a listed coupon: 'reserved' is held by an order not yet paid or taken
 * by the merchant (given back if it is cancelled); 'used' was spent on an order that stands.
 */
export type MemberCouponStatus = 'available' | 'reserved' | 'used'

/** One of the member's coupons as the checkout lists it: SPEC §3 Coupon plus names, validity and status. */
export type MemberCouponItem = Coupon & {
  /** The member's copy (addOrder2's memberCouponId). */
  id: number
  /** The template. */
  couponId: number
  /** Coupon names: Traditional Chinese, English, Simplified Chinese. */
  name: string
  name1: string
  name2: string
  /** Type names: Traditional Chinese, English, Simplified Chinese. */
  couponTypeName: string
  couponTypeName1: string
  couponTypeName2: string
  /** Usable from / until, ISO 8601 at +08:00. */
  validFrom: string
  validTo: string
  status: MemberCouponStatus
}
