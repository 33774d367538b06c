import {
  calculateEstimatedTime,
  getMemberCoupons,
  type MemberCoupon,
  queryDeliveryFee,
} from '../../api/order'
import { type ShownAnswer, useCall } from '../../data/calls'
import type { EstimatedTimeAnswer } from '../../domain/contract/gsa'
import type { MemberAddress } from '../../domain/contract/member'
import { companyTypeOf } from '../../domain/deliveryFee'
import { isDeliveredOrderType } from '../../domain/menu/types'
import { useDeliveryAddress } from '../address/useDeliveryAddress'
import { type PricingFacts, usePricingFacts } from './usePricingFacts'

/**
 * What the order confirmation shows besides the cart, from the server: the pricing settings, the
 * brand's discount rules, the member's level discount and coupons, the chosen address with its
 * delivery fee (gsa/queryDeliveryFee; companyType 3 for cold-chain) and the estimated time.
 * Member calls are keyed by member (forgotten at logout with the member's other calls).
 */

export type DeliveryFeeState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'ok'; fee: string; distanceKm: string }
  | { kind: 'failed'; message: string; errCode?: string }

export type CheckoutFacts = PricingFacts & {
  coupons: ShownAnswer<MemberCoupon[]> | undefined
  /** Delivered orders: the chosen address (undefined while loading, null when none is chosen). */
  address: MemberAddress | null | undefined
  deliveryFee: DeliveryFeeState
  estimate: EstimatedTimeAnswer | null
}

export function useCheckoutFacts(input: {
  brandId: number
  restaurantId: number
  orderType: number
  menuType: number
  memberId: number | null
  /** Bumped after a promo code is redeemed: the coupons are asked again. */
  couponVersion: number
}): CheckoutFacts {
  const { brandId, restaurantId, orderType, menuType, memberId, couponVersion } = input
  const delivered = isDeliveredOrderType(orderType)
  const companyType = companyTypeOf(orderType, menuType)

  const pricing = usePricingFacts({ brandId, restaurantId, memberId })
  const member = memberId === null ? null : `member:${memberId}:${brandId}`
  const coupons = useCall(member && `${member}:checkoutCoupons:${couponVersion}`, (api) =>
    getMemberCoupons(api, brandId),
  )

  const address = useDeliveryAddress(delivered && memberId !== null)
  const addressId = address?.id ?? null

  const feeAnswer = useCall(
    member && delivered && addressId !== null
      ? `${member}:deliveryFee:${restaurantId}:${addressId}:${companyType}`
      : null,
    (api) =>
      queryDeliveryFee(api, { addressId: addressId ?? 0, userId: memberId ?? 0, restaurantId, companyType }),
  )
  const estimateAnswer = useCall(
    member && (!delivered || addressId !== null)
      ? `${member}:estimate:${restaurantId}:${orderType}:${addressId ?? 0}:${companyType}`
      : null,
    (api) =>
      calculateEstimatedTime(api, {
        restaurantId,
        orderType,
        ...(addressId !== null ? { addressId } : {}),
        ...(delivered ? { companyType } : {}),
      }),
  )

  const deliveryFee: DeliveryFeeState = !delivered
    ? { kind: 'none' }
    : addressId === null
      ? { kind: 'none' }
      : !feeAnswer
        ? { kind: 'loading' }
        : feeAnswer.success && feeAnswer.data
          ? { kind: 'ok', fee: feeAnswer.data.deliveryFee, distanceKm: feeAnswer.data.distanceKm }
          : {
              kind: 'failed',
              message: feeAnswer.errMsg ?? '',
              ...(feeAnswer.errCode ? { errCode: feeAnswer.errCode } : {}),
            }

  return {
    ...pricing,
    coupons,
    address,
    deliveryFee,
    estimate: estimateAnswer?.success ? (estimateAnswer.data ?? null) : null,
  }
}
