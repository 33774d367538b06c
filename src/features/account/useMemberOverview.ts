import {
  getAvailableCouponQuantity,
  getMemberDiscount,
  getMemberInfo,
  getMemberLevel,
  getMemberLevelQueue,
  getWalletStatus,
  type LevelQueue,
  type MemberDiscount,
  type MemberLevel,
  type WalletStatus,
} from '../../api/member'
import type { Envelope } from '../../domain/envelope'
import type { MemberInfo } from '../../domain/memberApi'
import { useCall } from '../shell/useCall'

export type MemberOverview = {
  info: Envelope<MemberInfo> | undefined
  level: Envelope<MemberLevel | null> | undefined
  points: Envelope<LevelQueue> | undefined
  coupons: Envelope<number> | undefined
  wallet: Envelope<WalletStatus> | undefined
  discount: Envelope<MemberDiscount | null> | undefined
}

/** Cache prefix of the member's calls, forgotten at logout and after a profile change. */
export const MEMBER_CALLS = 'member:'

/** The account screen's calls, run in parallel and shared per member and brand. */
export function useMemberOverview(memberId: number, brandId: number, version: number): MemberOverview {
  const scope = `${MEMBER_CALLS}${memberId}:${brandId}`
  return {
    info: useCall(`${scope}:info:${version}`, () => getMemberInfo(brandId)),
    level: useCall(`${scope}:level`, () => getMemberLevel(brandId)),
    points: useCall(`${scope}:points`, () => getMemberLevelQueue(brandId)),
    coupons: useCall(`${scope}:coupons`, () => getAvailableCouponQuantity(brandId)),
    wallet: useCall(`${scope}:wallet`, () => getWalletStatus(brandId)),
    discount: useCall(`${scope}:discount`, () => getMemberDiscount(brandId)),
  }
}
