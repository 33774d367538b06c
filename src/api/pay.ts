import type { ConfirmPayResult, OrderPayStatus } from '../domain/contract/pay'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The payment calls (SPEC §7 "Orders and payment", docs/api.md "Pay service"): starting a
 * payment, its status and cancelling it (a restaurant's methods are a saved read,
 * src/data/restaurantReads.ts). Each resolves to an envelope and never throws; the pay screens say
 * what went wrong themselves, so network failures are not announced.
 */

/** POST order/confirmPay: starts (or resumes) the payment of the order in this method. */
export function confirmPay(
  api: ApiClient,
  orderId: number,
  payType: number,
): Promise<ApiEnvelope<ConfirmPayResult>> {
  return api.request(
    { method: 'POST', path: 'order/confirmPay', body: { orderId, payType } },
    { notify: false },
  )
}

/** POST pay/findOrderPayStatus: the order's latest payment. */
export function findOrderPayStatus(api: ApiClient, orderId: number): Promise<ApiEnvelope<OrderPayStatus>> {
  return api.request({ method: 'POST', path: 'pay/findOrderPayStatus', body: { orderId } }, { notify: false })
}

/** POST pay/paymentCancelPay: the payer gives up (true: cancelled, with the order). */
export function paymentCancelPay(api: ApiClient, orderId: number): Promise<ApiEnvelope<boolean>> {
  return api.request({ method: 'POST', path: 'pay/paymentCancelPay', body: { orderId } }, { notify: false })
}
