import { COUPON_CENTRE_ERR } from '../../../src/domain/contract/couponCentre'
import type { GiftState } from '../../../src/domain/coupons/giftRules'
import { ApiError } from '../../http/errors'

/** The refusals of the coupon centre's and gift links' calls (HTTP 200, success false). */

export function notCollectableError(): ApiError {
  return new ApiError(200, COUPON_CENTRE_ERR.notCollectable, 'couponNotCollectable', { field: 'couponId' })
}

export function soldOutError(): ApiError {
  return new ApiError(200, COUPON_CENTRE_ERR.soldOut, 'couponSoldOut', { field: 'couponId' })
}

export function collectLimitError(): ApiError {
  return new ApiError(200, COUPON_CENTRE_ERR.collectLimit, 'couponCollectLimit', { field: 'couponId' })
}

export function notSendableError(): ApiError {
  return new ApiError(200, COUPON_CENTRE_ERR.notSendable, 'couponNotSendable', { field: 'memberCouponId' })
}

export function giftNotFoundError(): ApiError {
  return new ApiError(200, COUPON_CENTRE_ERR.giftNotFound, 'giftNotFound', { field: 'code' })
}

const CLOSED_MESSAGE = { claimed: 'giftClaimed', cancelled: 'giftCancelled', expired: 'giftExpired' } as const

export function giftClosedError(state: Exclude<GiftState, 'open'>): ApiError {
  return new ApiError(200, COUPON_CENTRE_ERR.giftClosed, CLOSED_MESSAGE[state], { data: { state } })
}

export function giftOwnError(): ApiError {
  return new ApiError(200, COUPON_CENTRE_ERR.giftOwn, 'giftOwn', { field: 'code' })
}
