/**
 * What the order screens say about an order, as codes (SPEC §4): the status text by order type and
 * orderPayType, the refund state of a cancelled online-paid order and its expected time, the
 * payment naming, the order type and the delivery-tracking timeline. Pure; the screens map each
 * code to a Lingui message (src/features/orders/orderMessages.ts).
 */
import { type Locale, localized } from './locale'
import { ORDER_TYPE } from './menu/types'
import { PURCHASE_ORDER_TYPE } from './order/orderTypes'
import { CANCEL_TYPE, isCancelledStatus, ORDER_PAY_TYPE, ORDER_STATUS } from './orderStatus'
import { REFUND } from './orderTransitions'
import { CASH_PAY_TYPE } from './payTypes'

/** The status texts of SPEC §4 ("Text also covers in production, arrived, …" are the tracking's). */
export type OrderStatusText =
  | 'submitOrder'
  | 'waitingConfirmation'
  | 'merchantHasOrder'
  | 'waitingMeal'
  | 'inDelivery'
  | 'mealTaken'
  | 'served'
  | 'completed'
  | 'cancelled'
  | 'confirmed'
  | 'unknown'

/** The order fields the status text reads. */
type StatusFields = { status: number; orderType: number; orderPayType: number }

/**
 * SPEC §4 status text: 0 reads 'waiting for confirmation' when orderPayType is 1, else 'submit
 * order'; 3 'waiting for meal' for pick-up (type 7), 'in delivery' for others; 4 'meal taken' for
 * type 7, 'served' for others; 6 and 7 cancelled; a code SPEC does not list is 'unknown'.
 */
export function orderStatusText({ status, orderType, orderPayType }: StatusFields): OrderStatusText {
  const pickup = orderType === ORDER_TYPE.pickup
  switch (status) {
    case ORDER_STATUS.submitted:
      return orderPayType === ORDER_PAY_TYPE.later ? 'waitingConfirmation' : 'submitOrder'
    case ORDER_STATUS.waitingConfirmation:
      return 'waitingConfirmation'
    case ORDER_STATUS.merchantHasOrder:
      return 'merchantHasOrder'
    case ORDER_STATUS.waitingMealOrDelivering:
      return pickup ? 'waitingMeal' : 'inDelivery'
    case ORDER_STATUS.takenOrServed:
      return pickup ? 'mealTaken' : 'served'
    case ORDER_STATUS.completed:
      return 'completed'
    case ORDER_STATUS.cancelled:
    case ORDER_STATUS.cancelled2:
      return 'cancelled'
    case ORDER_STATUS.confirmed:
      return 'confirmed'
    default:
      return 'unknown'
  }
}

/** The order types of SPEC §4 as codes (type 1, placed from a delivery menu, is shown as delivery). */
export type OrderTypeText =
  | 'delivery'
  | 'takeout'
  | 'scan'
  | 'pickup'
  | 'coldChain'
  | 'memberLevel'
  | 'package'
  | 'other'

/** SPEC §4 order types: 1 shop (delivery) order, 2 takeout, 3 scan order, 7 pick-up, 8 cold-chain; 11 a membership level, 12 a package of vouchers (./order/purchaseOrders.ts). */
export function orderTypeText(orderType: number): OrderTypeText {
  switch (orderType) {
    case ORDER_TYPE.shop:
      return 'delivery'
    case ORDER_TYPE.takeout:
      return 'takeout'
    case ORDER_TYPE.scan:
      return 'scan'
    case ORDER_TYPE.pickup:
      return 'pickup'
    case ORDER_TYPE.coldChain:
      return 'coldChain'
    case PURCHASE_ORDER_TYPE.memberLevel:
      return 'memberLevel'
    case PURCHASE_ORDER_TYPE.package:
      return 'package'
    default:
      return 'other'
  }
}

/** Whether the order was paid online: a pay type that is set (above 0) and not cash (SPEC §4). */
export function isOnlinePayType(payType: number | null | undefined): boolean {
  return typeof payType === 'number' && payType > 0 && payType !== CASH_PAY_TYPE
}

/** The refund states SPEC §4 names. */
export type RefundText = 'refundProcessing' | 'refunding' | 'refundCompleted'

type RefundFields = {
  status: number
  payType: number | null
  cancelType: number | null
  refundProgress: number | null
}

/**
 * SPEC §4 refund state, shown only for a cancelled order paid online: cancel type 3 reads
 * refundProgress 7 as 'refund processing', cancel types 1 or 2 read it as 'refunding'; 5 is
 * 'refund completed' for all. Null when there is nothing to show (not cancelled, cash, another
 * cancel type, or a progress SPEC does not name).
 */
export function refundText(order: RefundFields): RefundText | null {
  if (!isCancelledStatus(order.status) || !isOnlinePayType(order.payType)) return null
  const { cancelType, refundProgress } = order
  const known =
    cancelType === CANCEL_TYPE.system ||
    cancelType === CANCEL_TYPE.diner ||
    cancelType === CANCEL_TYPE.merchant
  if (!known) return null
  if (refundProgress === REFUND.completed) return 'refundCompleted'
  if (refundProgress !== REFUND.inProgress) return null
  return cancelType === CANCEL_TYPE.system ? 'refundProcessing' : 'refunding'
}

/** Card / Google Pay payType whose refunds take longer (SPEC §4). */
const SLOW_REFUND_PAY_TYPE = 1021

/** SPEC §4/§8 expected refund time: 5-7 days for payType 1021, else 1-3 working days. */
export function refundTimeText(payType: number): 'days5to7' | 'workingDays1to3' {
  return payType === SLOW_REFUND_PAY_TYPE ? 'days5to7' : 'workingDays1to3'
}

/** How the payment is named: cash on delivery, the method's own name, or generic online payment. */
export type PaymentText = { kind: 'cash' } | { kind: 'named'; name: string } | { kind: 'online' }

/** SPEC §4: pay type 1 is cash on delivery; otherwise the method's name, or generic online payment. */
export function paymentText(payType: number, payTypeName?: string | null): PaymentText {
  if (payType === CASH_PAY_TYPE) return { kind: 'cash' }
  const name = payTypeName?.trim() ?? ''
  return name !== '' ? { kind: 'named', name } : { kind: 'online' }
}

/** An order line as the summary reads it: its names (./locale.ts localized) and quantity. */
type SummaryLine = Record<string, unknown> & { productId: number; number: number }

/** The dishes of an order in one line, "Borscht ×2, Milk Tea ×1"; the make-up line left out. */
export function dishesSummary(lines: readonly SummaryLine[], locale: Locale): string {
  return lines
    .filter((line) => line.productId !== 0)
    .map((line) => `${localized(line, 'productName', locale)} ×${line.number}`)
    .join(', ')
}
