import type { OrderPayment } from '../contract/order'
import { PAY_STATUS } from '../contract/pay'
import { ORDER_PAY_TYPE } from '../orderStatus'
import { REFUND } from '../orderTransitions'
import { isLivePayStatus } from './payStatus'

/**
 * What the order detail says of an order's payment (issue 36): paid with the amount, method and
 * time; refunding or refunded with the amount; under way; not paid; or paid later (cash on delivery,
 * at the shop). From the order's latest online attempt (OrderDetail.payment).
 */
export type OrderPayState =
  | { kind: 'later' }
  | { kind: 'unpaid' }
  | { kind: 'paying'; payType: number }
  | { kind: 'paid'; payType: number; amount: string; paidAt: string | null }
  | { kind: 'refunding'; payType: number; amount: string }
  | { kind: 'refunded'; payType: number; amount: string }

/** The pay state of an order: `payment` absent (a copy kept before orders had it) reads as none. */
export function orderPayState(order: { orderPayType: number; payment?: OrderPayment | null }): OrderPayState {
  if (order.orderPayType !== ORDER_PAY_TYPE.online) return { kind: 'later' }
  const payment = order.payment ?? null
  if (!payment) return { kind: 'unpaid' }
  const { payType, amount } = payment
  if (payment.status === PAY_STATUS.paid) {
    if (payment.refundProgress === REFUND.completed) return { kind: 'refunded', payType, amount }
    if (payment.refundProgress === REFUND.inProgress) return { kind: 'refunding', payType, amount }
    return { kind: 'paid', payType, amount, paidAt: payment.paidAt }
  }
  if (isLivePayStatus(payment.status)) return { kind: 'paying', payType }
  return { kind: 'unpaid' }
}
