import { MENU_ERR } from '../../../src/domain/contract/menu'
import { ORDER_ERR } from '../../../src/domain/contract/order'
import { PACKAGE_ERROR } from '../../../src/domain/contract/packages'
import { PAY_ERR } from '../../../src/domain/contract/pay'
import { CODE_LIMIT } from '../../../src/domain/envelope'
import type { ShopStateCode } from '../../../src/domain/menu/menuFlow'
import type { PayMethodRefusal } from '../../../src/domain/payTypes'
import type { PriceResult } from '../../../src/domain/pricing/priceOrder'
import { ApiError } from '../../http/errors'
import type { MessageKey } from '../../i18n/messages'
import type { LimitOutcome } from '../restaurant/orderLimits'

/** The refusals of the order calls, as ApiErrors (HTTP 200, success false; docs/api.md "Order calls"). */

/** 'afterHours' is no refusal: it takes orders for a later slot (placeOrder.ts checks the slot). */
const SHOP_STATE: Record<
  Exclude<ShopStateCode, 'ok' | 'afterHours'>,
  { errCode: string; message: MessageKey }
> = {
  closed: { errCode: ORDER_ERR.shopClosed, message: 'shopClosed' },
  busy: { errCode: ORDER_ERR.shopBusy, message: 'shopBusy' },
  unavailable: { errCode: ORDER_ERR.shopUnavailable, message: 'shopUnavailable' },
  takeawayNotOpen: { errCode: ORDER_ERR.takeawayNotOpen, message: 'takeawayNotOpen' },
  outOfScope: { errCode: ORDER_ERR.outOfScope, message: 'outOfScope' },
  needAddress: { errCode: ORDER_ERR.needAddress, message: 'needAddress' },
}

/** SPEC §4 shop state refusal with its §8 message. */
export function shopStateError(code: Exclude<ShopStateCode, 'ok' | 'afterHours'>): ApiError {
  const { errCode, message } = SHOP_STATE[code]
  return new ApiError(200, errCode, message, code === 'needAddress' ? { field: 'addressId' } : {})
}

const LIMIT: Record<
  Exclude<LimitOutcome['code'], 'ok'>,
  { errCode: string; message: MessageKey; code?: number }
> = {
  maxNumber: { errCode: MENU_ERR.limit, message: 'limitReached', code: CODE_LIMIT },
  overCategoryMax: { errCode: MENU_ERR.limit, message: 'limitReached', code: CODE_LIMIT },
  soldOut: { errCode: MENU_ERR.stock, message: 'soldOut', code: CODE_LIMIT },
  stockReached: { errCode: MENU_ERR.stock, message: 'stockReached', code: CODE_LIMIT },
  invisible: { errCode: MENU_ERR.foodUnavailable, message: 'foodUnavailable' },
  disabled: { errCode: MENU_ERR.foodUnavailable, message: 'foodUnavailable' },
}

/** A limit or stock refusal as the limit calls give it (code -1 for limits and stock), the food in `data`. */
export function limitError(outcome: Exclude<LimitOutcome, { code: 'ok' }>, foodName: string): ApiError {
  const { errCode, message, code } = LIMIT[outcome.code]
  return new ApiError(200, errCode, message, { code, params: { food: foodName }, data: outcome.hit })
}

/** The server's price is not the one the diner saw: the fresh figures go back in `data`. */
export function priceChangedError(price: PriceResult): ApiError {
  return new ApiError(200, ORDER_ERR.priceChanged, 'priceChanged', {
    field: 'expectedPrice',
    params: { price: price.price },
    data: price,
  })
}

/** SPEC §5: 'The payment amount should be greater than 0'. */
export function amountNotPositiveError(price: PriceResult): ApiError {
  return new ApiError(200, ORDER_ERR.amountNotPositive, 'amountNotPositive', { data: price })
}

/** Order type 1 short of the minimum without the make-up line the server would add. */
export function belowMinimumError(amount: string): ApiError {
  return new ApiError(200, ORDER_ERR.belowMinimum, 'belowMinimum', { field: 'lines', params: { amount } })
}

export function couponUnavailableError(): ApiError {
  return new ApiError(200, ORDER_ERR.couponUnavailable, 'couponUnavailable', { field: 'memberCouponId' })
}

/** A voucher is not the member's, used, withdrawn or past its end (or another order just used it). */
export function voucherUnavailableError(): ApiError {
  return new ApiError(200, PACKAGE_ERROR.voucherUnavailable, 'voucherUnavailable', { field: 'voucherIds' })
}

/** A voucher's dish has no unit left in the cart to cover. */
export function voucherNoDishError(): ApiError {
  return new ApiError(200, PACKAGE_ERROR.voucherNoDish, 'voucherNoDish', { field: 'voucherIds' })
}

/** The chosen coupon is for other order types: the fresh figures (without it) in `data`. */
export function couponOrderTypeError(price: PriceResult): ApiError {
  return new ApiError(200, ORDER_ERR.couponOrderType, 'couponOrderType', {
    field: 'memberCouponId',
    data: price,
  })
}

/** The chosen coupon's spend is not reached by this order. */
export function couponSpendError(spend: string, price: PriceResult): ApiError {
  return new ApiError(200, ORDER_ERR.couponSpend, 'couponSpend', {
    field: 'memberCouponId',
    params: { amount: spend },
    data: price,
  })
}

export function orderNotFoundError(): ApiError {
  return new ApiError(200, ORDER_ERR.orderNotFound, 'orderNotFound', { field: 'orderId' })
}

/** SPEC §8 'Order confirmed, cannot cancel'. */
export function cannotCancelError(): ApiError {
  return new ApiError(200, ORDER_ERR.cannotCancel, 'cannotCancel')
}

/**
 * The key already placed an order from another request (Stripe's idempotency rule): HTTP 409, as
 * a request at odds with what the server holds; `data` names the order the key placed.
 */
export function submissionKeyReusedError(orderId: number): ApiError {
  return new ApiError(409, ORDER_ERR.submissionKeyReused, 'submissionKeyReused', {
    field: 'submissionKey',
    data: { orderId },
  })
}

/** Issue 34 item 4: the member placed `limit` orders within `minutes`; `retryAt` the first can go again. */
export function rateLimitedError(
  rate: { limit: number; minutes: number },
  retryAt: Date,
  now: Date,
): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000))
  const params = { limit: String(rate.limit), minutes: String(rate.minutes) }
  return new ApiError(200, ORDER_ERR.rateLimited, 'rateLimited', {
    code: CODE_LIMIT,
    params: { ...params, wait: String(Math.ceil(retryAfterSeconds / 60)) },
    data: { ...rate, retryAt: retryAt.toISOString(), retryAfterSeconds },
  })
}

/** The member has `limit` orders open (unpaid or not yet confirmed). */
export function openLimitError(limit: number): ApiError {
  return new ApiError(200, ORDER_ERR.openLimit, 'openLimit', {
    code: CODE_LIMIT,
    params: { limit: String(limit) },
    data: { limit },
  })
}

/** The line at `index` has more units than one line may have. */
export function lineUnitsLimitError(index: number, max: number, foodName: string): ApiError {
  return new ApiError(200, ORDER_ERR.lineUnitsLimit, 'lineUnitsLimit', {
    field: `lines.${index}.number`,
    code: CODE_LIMIT,
    params: { max: String(max), food: foodName },
    data: { index, max },
  })
}

/** The order's price is above the brand's cap: the fresh figures and the cap go back in `data`. */
export function totalLimitError(max: string, price: PriceResult): ApiError {
  return new ApiError(200, ORDER_ERR.totalLimit, 'totalLimit', {
    code: CODE_LIMIT,
    params: { max },
    data: { max, price },
  })
}

/** The restaurant does not offer the method (addOrder2 and confirmPay). */
export function payTypeNotOfferedError(): ApiError {
  return new ApiError(200, ORDER_ERR.payTypeNotOffered, 'payTypeNotOffered', { field: 'payType' })
}

const METHOD: Record<PayMethodRefusal, { errCode: string; message: MessageKey }> = {
  amountNotPositive: { errCode: ORDER_ERR.amountNotPositive, message: 'amountNotPositive' },
  applePayMinimum: { errCode: PAY_ERR.applePayMinimum, message: 'applePayMinimum' },
  desktopOnly: { errCode: PAY_ERR.desktopOnly, message: 'desktopOnly' },
}

/** SPEC §5's refusal of a method for this amount or device, with its message. */
export function payMethodError(refusal: PayMethodRefusal): ApiError {
  const { errCode, message } = METHOD[refusal]
  return new ApiError(200, errCode, message, { field: 'payType' })
}
