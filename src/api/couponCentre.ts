import type { MemberCouponItem } from '../domain/contract/coupon'
import type {
  CollectGroup,
  CollectResult,
  GiftInfo,
  GiftLink,
  SendInfo,
} from '../domain/contract/couponCentre'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The coupon centre's and gift links' calls (docs/api.md "Coupon centre and gifts"). Every function
 * resolves to an envelope and never throws; a refusal's errMsg is the server's translated message.
 */

const json = { json: true }

/** POST member-web/coupon/collectList — the centre's groups; a member's token adds what they hold. */
export function getCollectList(api: ApiClient, brandId: number): Promise<ApiEnvelope<CollectGroup[]>> {
  return api.post('member-web/coupon/collectList', { brandId }, json)
}

/** POST member-web/coupon/collect 🔒 — one copy into the wallet. */
export function collectCoupon(
  api: ApiClient,
  brandId: number,
  couponId: number,
): Promise<ApiEnvelope<CollectResult>> {
  return api.post('member-web/coupon/collect', { brandId, couponId }, json)
}

/** POST member-web/coupon/sendInfo 🔒 — the giver's coupon and its latest link. */
export function getSendInfo(
  api: ApiClient,
  brandId: number,
  memberCouponId: number,
): Promise<ApiEnvelope<SendInfo>> {
  return api.post('member-web/coupon/sendInfo', { brandId, memberCouponId }, json)
}

/** POST member-web/coupon/sendSingle 🔒 — makes the gift link (or answers the open one). */
export function sendCoupon(
  api: ApiClient,
  brandId: number,
  memberCouponId: number,
): Promise<ApiEnvelope<GiftLink>> {
  return api.post('member-web/coupon/sendSingle', { brandId, memberCouponId }, json)
}

/** POST member-web/coupon/cancelGift 🔒 — the giver takes an open link back. */
export function cancelGift(api: ApiClient, code: string): Promise<ApiEnvelope<GiftLink>> {
  return api.post('member-web/coupon/cancelGift', { code }, json)
}

/** POST member-web/coupon/giftInfo — what a gift link shows (guests too). */
export function getGiftInfo(api: ApiClient, code: string): Promise<ApiEnvelope<GiftInfo>> {
  return api.post('member-web/coupon/giftInfo', { code }, json)
}

/** POST member-web/coupon/claimGift 🔒 — the friend's claim. */
export function claimGift(api: ApiClient, code: string): Promise<ApiEnvelope<MemberCouponItem>> {
  return api.post('member-web/coupon/claimGift', { code }, json)
}
