import type {
  LevelQueue,
  LoginResult,
  MemberDiscount,
  MemberInfo,
  MemberLevel,
  WalletStatus,
} from '../domain/contract/member'
import { SMS_TYPE } from '../domain/contract/member'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The member calls (SPEC §7 "System and login", "Member area"). Every function resolves to an
 * envelope and never throws; network failures are announced by the client. Paths are relative to
 * /api: the service, then SPEC's path (docs/api.md), e.g. /api/member/member/getMemberInfoOth1.
 */

/** POST system/public/sms/send — asks the server to text a login code. */
export function sendSmsCode(api: ApiClient, countryId: number, phone: string): Promise<ApiEnvelope<unknown>> {
  return api.post('system/public/sms/send', { countryId, phone, type: SMS_TYPE.login })
}

export type LoginPayload = { phone: string; code: string; brandId: number; countryId: number }

/** POST member/public/sms/login — LoginResult, or errCode LOGIN.0007 for an unknown phone. */
export function smsLogin(api: ApiClient, payload: LoginPayload): Promise<ApiEnvelope<LoginResult>> {
  return api.post('member/public/sms/login', { ...payload, smsType: SMS_TYPE.login })
}

/** POST member/public/register — the login payload plus sex 0 (SPEC §3). */
export function registerMember(api: ApiClient, payload: LoginPayload): Promise<ApiEnvelope<LoginResult>> {
  return api.post('member/public/register', { ...payload, smsType: SMS_TYPE.login, sex: 0 })
}

/** POST member/logout — revokes the current token on the server. */
export function revokeLogin(api: ApiClient): Promise<ApiEnvelope<unknown>> {
  return api.post('member/logout', {})
}

/** POST member/getMemberInfoOth1 — the logged-in member. */
export function getMemberInfo(api: ApiClient, brandId: number): Promise<ApiEnvelope<MemberInfo>> {
  return api.post('member/member/getMemberInfoOth1', { brandId })
}

/** Any of the editable fields; headImg is an uploaded image's URL (src/api/upload.ts). */
export type MemberUpdate = Partial<Pick<MemberInfo, 'name' | 'sex' | 'email' | 'birthday' | 'headImg'>>

/** POST member/updateMemberInfo — saves the editable profile fields and answers the new member. */
export function updateMemberInfo(api: ApiClient, update: MemberUpdate): Promise<ApiEnvelope<MemberInfo>> {
  return api.post('member/member/updateMemberInfo', update)
}

/** GET member/memberType/memberType — the member's level in the brand, or null. */
export function getMemberLevel(api: ApiClient, brandId: number): Promise<ApiEnvelope<MemberLevel | null>> {
  return api.get('member/memberType/memberType', { brandId })
}

/** GET member/member/memberCoupon/getAvailableCouponQuantity — coupons the member can use. */
export function getAvailableCouponQuantity(api: ApiClient, brandId: number): Promise<ApiEnvelope<number>> {
  return api.get('member/member/memberCoupon/getAvailableCouponQuantity', { brandId })
}

/** GET member/memberWallet/getMemberWalletStatusByBrandId */
export function getWalletStatus(api: ApiClient, brandId: number): Promise<ApiEnvelope<WalletStatus>> {
  return api.get('member/memberWallet/getMemberWalletStatusByBrandId', { brandId })
}

/** GET member/public/memberDiscount/getMemberDiscountInfo — the member's discount percentage. */
export function getMemberDiscount(
  api: ApiClient,
  brandId: number,
): Promise<ApiEnvelope<MemberDiscount | null>> {
  return api.get('member/public/memberDiscount/getMemberDiscountInfo', { brandId })
}

/** GET member/memberPoints/getMemberLevelQueue — the member's points and the brand's levels. */
export function getMemberLevelQueue(api: ApiClient, brandId: number): Promise<ApiEnvelope<LevelQueue>> {
  return api.get('member/memberPoints/getMemberLevelQueue', { brandId })
}

/** The source a join is credited to: this web app on its host (the server keeps at most 64 characters). */
const webSource = () => `pwa:${globalThis.location?.hostname ?? ''}`.slice(0, 64)

/** POST member-web/member/joinBrand — idempotent; appType 7 is the web app (SPEC §7). */
export function joinBrand(
  api: ApiClient,
  member: Pick<MemberInfo, 'id' | 'phone'>,
  brandId: number,
): Promise<ApiEnvelope<unknown>> {
  return api.post('member-web/member/joinBrand', {
    memberId: member.id,
    phone: member.phone,
    brandId,
    appType: 7,
    webSource: webSource(),
  })
}

export type { LevelQueue, MemberDiscount, MemberLevel, WalletStatus }
