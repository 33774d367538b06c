import { PAY_ERR } from '../../../src/domain/contract/pay'
import { ApiError } from '../../http/errors'
import type { MessageKey } from '../../i18n/messages'
import type { CallbackRefusal } from '../../providers/payment/types'

/** The refusals of the payment calls (docs/api.md "Pay service"): business errors answer HTTP 200. */

const business = (errCode: string, message: MessageKey) => () => new ApiError(200, errCode, message)

export const alreadyPaidError = business(PAY_ERR.alreadyPaid, 'alreadyPaid')
export const paymentClosedError = business(PAY_ERR.closed, 'paymentClosed')
export const noPaymentError = business(PAY_ERR.noPayment, 'noPayment')
export const orderCancelledError = business(PAY_ERR.orderCancelled, 'orderCancelledNoPay')
export const notOnlineError = business(PAY_ERR.notOnline, 'notOnlineOrder')
export const inProgressError = business(PAY_ERR.inProgress, 'paymentInProgress')
export const providerUnavailableError = business(PAY_ERR.providerUnavailable, 'providerUnavailable')

/** A provider call given a method of a group it does not take (./providerCalls.ts). */
export function methodNotAcceptedError(): ApiError {
  return new ApiError(200, PAY_ERR.methodNotAccepted, 'payMethodNotAccepted', { field: 'payType' })
}

/** visaPay decryptPaymentToken of a token not this member's, altered or expired. */
export function tokenInvalidError(): ApiError {
  return new ApiError(200, PAY_ERR.tokenInvalid, 'payTokenInvalid', { field: 'token' })
}

/** A refused notification: 401 when not the provider's or stale, 400 when unreadable. */
export function callbackError(refusal: CallbackRefusal): ApiError {
  if (refusal === 'malformed')
    return new ApiError(400, 'VALIDATION', 'invalidField', { field: 'body', params: { field: 'body' } })
  return refusal === 'stale'
    ? new ApiError(401, PAY_ERR.stale, 'callbackStale')
    : new ApiError(401, PAY_ERR.signature, 'callbackSignature')
}

/** A notification for a payment this server does not know, or not matching its order or amount. */
export const unknownPaymentError = () => new ApiError(400, PAY_ERR.unknownPayment, 'unknownPayment')
export const paymentMismatchError = () => new ApiError(400, PAY_ERR.mismatch, 'paymentMismatch')
