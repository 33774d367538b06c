import { COUPON_ERR } from '../../../src/domain/contract/coupon'
import { ApiError } from '../../http/errors'

/** The refusals of member-web/coupon/exchange (HTTP 200, success false; SPEC §8 messages). */

export function codeNotFoundError(): ApiError {
  return new ApiError(200, COUPON_ERR.codeNotFound, 'couponCodeNotFound', { field: 'code' })
}

export function limitReachedError(): ApiError {
  return new ApiError(200, COUPON_ERR.limitReached, 'couponLimitReached', { field: 'code' })
}

export function unusedPromoError(): ApiError {
  return new ApiError(200, COUPON_ERR.unusedPromo, 'couponUnusedPromo', { field: 'code' })
}

export function tooManyAttemptsError(): ApiError {
  return new ApiError(200, COUPON_ERR.tooManyAttempts, 'couponTooManyAttempts')
}
