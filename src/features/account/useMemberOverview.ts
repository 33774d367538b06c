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
import { getStampCards } from '../../api/stamps'
import { useCall } from '../../data/calls'
import type { MemberInfo } from '../../domain/contract/member'
import type { StampCardList } from '../../domain/contract/stamps'
import type { Envelope } from '../../domain/envelope'

export type MemberOverview = {
  info: Envelope<MemberInfo> | undefined
  level: Envelope<MemberLevel | null> | undefined
  points: Envelope<LevelQueue> | undefined
  coupons: Envelope<number> | undefined
  wallet: Envelope<WalletStatus> | undefined
  discount: Envelope<MemberDiscount | null> | undefined
  /** The key prefix of these calls of the member's standing: other calls of it share it. */
  standing: string
  stamps: Envelope<StampCardList> | undefined
}

/** Cache prefix of the member's calls, forgotten at logout and after a profile change. */
export const MEMBER_CALLS = 'member:'

/** Bumped to ask again: `profile` after a profile change, `membership` after joining the brand. */
export type OverviewVersions = { profile: number; membership: number }

/** The account screen's calls, run in parallel and shared per member and brand. */
export function useMemberOverview(
  memberId: number,
  brandId: number,
  versions: OverviewVersions,
): MemberOverview {
  const scope = `${MEMBER_CALLS}${memberId}:${brandId}`
  const standing = `${scope}:${versions.membership}`
  return {
    info: useCall(`${scope}:info:${versions.profile}`, (api) => getMemberInfo(api, brandId)),
    level: useCall(`${standing}:level`, (api) => getMemberLevel(api, brandId)),
    points: useCall(`${standing}:points`, (api) => getMemberLevelQueue(api, brandId)),
    coupons: useCall(`${standing}:coupons`, (api) => getAvailableCouponQuantity(api, brandId)),
    wallet: useCall(`${standing}:wallet`, (api) => getWalletStatus(api, brandId)),
    discount: useCall(`${standing}:discount`, (api) => getMemberDiscount(api, brandId)),
    standing,
    stamps: useCall(`${standing}:stamps`, (api) => getStampCards(api, brandId)),
  }
}
