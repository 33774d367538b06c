import { useMemo } from 'react'
import { useRecord } from '../../data/useRecord'
import { useSession } from '../../db/session'
import type { WalletCouponArg } from '../../domain/couponWalletArgs'
import { walletCouponQuery } from './walletCalls'

/** One of the member's coupons by id (member/getMemberCoupon/v2 with memberCouponId), as a record. */
export function useWalletCoupon(context: WalletCouponArg) {
  const memberId = useSession().member?.id ?? 0
  const query = useMemo(
    () => walletCouponQuery(memberId, context.brandId, context.memberCouponId),
    [memberId, context.brandId, context.memberCouponId],
  )
  return { query, state: useRecord(query) }
}
