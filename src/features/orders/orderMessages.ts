import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CANCEL_TYPE } from '../../domain/orderStatus'
import type {
  OrderStatusText,
  OrderTypeText,
  PaymentText,
  RefundText,
  refundTimeText,
} from '../../domain/orderText'
import { TRACKING_STATE, type TrackingState } from '../../domain/orderTracking'

/** The words of the order screens for the codes of src/domain/orderText.ts and orderTracking.ts. */

const STATUS: Record<OrderStatusText, MessageDescriptor> = {
  submitOrder: msg`Submit order`,
  waitingConfirmation: msg`Waiting for confirmation`,
  merchantHasOrder: msg`The merchant has received the order`,
  waitingMeal: msg`Waiting for meal`,
  inDelivery: msg`In delivery`,
  mealTaken: msg`Meal taken`,
  served: msg`Served`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  confirmed: msg`Confirmed`,
  unknown: msg`Processing`,
}

/** SPEC §4 status text. */
export function statusMessage(i18n: I18n, code: OrderStatusText): string {
  return i18n._(STATUS[code])
}

const TYPE: Record<OrderTypeText, MessageDescriptor> = {
  delivery: msg`Delivery`,
  takeout: msg`Takeout`,
  scan: msg`Scan order`,
  pickup: msg`Pick-up`,
  coldChain: msg`Cold-chain delivery`,
  memberLevel: msg`Membership`,
  package: msg`Voucher package`,
  other: msg`Order`,
}

/** SPEC §4 order type. */
export function orderTypeMessage(i18n: I18n, code: OrderTypeText): string {
  return i18n._(TYPE[code])
}

const REFUND: Record<RefundText, MessageDescriptor> = {
  refundProcessing: msg`Refund processing`,
  refunding: msg`Refunding`,
  refundCompleted: msg`Refund completed`,
}

/** SPEC §4 refund state. */
export function refundMessage(i18n: I18n, code: RefundText): string {
  return i18n._(REFUND[code])
}

/** Who cancelled the order (cancelType 1 the diner, 2 the restaurant, 3 the system). */
export function cancelledByMessage(i18n: I18n, cancelType: number | null): string {
  if (cancelType === CANCEL_TYPE.diner) return i18n._(msg`You cancelled this order.`)
  if (cancelType === CANCEL_TYPE.merchant) return i18n._(msg`The restaurant cancelled this order.`)
  if (cancelType === CANCEL_TYPE.system)
    return i18n._(msg`This order was cancelled automatically: it was not paid in time.`)
  return i18n._(msg`This order has been cancelled.`)
}

/** SPEC §8 expected refund time. */
export function refundTimeMessage(i18n: I18n, code: ReturnType<typeof refundTimeText>): string {
  return code === 'days5to7'
    ? i18n._(msg`The refund is expected to arrive in 5-7 days`)
    : i18n._(msg`The refund is expected to arrive in 1-3 working days`)
}

/** SPEC §4 payment naming; pay type 1 reads 'pay at the shop' on an order that is not delivered. */
export function paymentMessage(i18n: I18n, payment: PaymentText, delivered: boolean): string {
  switch (payment.kind) {
    case 'cash':
      return delivered ? i18n._(msg`Cash on delivery`) : i18n._(msg`Pay at the shop`)
    case 'named':
      return payment.name
    case 'online':
      return i18n._(msg`Online payment`)
  }
}

const TRACKING: Record<TrackingState, MessageDescriptor> = {
  [TRACKING_STATE.created]: msg`Delivery order created`,
  [TRACKING_STATE.assigned]: msg`Assigned to a delivery man`,
  [TRACKING_STATE.atPickup]: msg`Near or at the pickup point`,
  [TRACKING_STATE.inProgress]: msg`Delivery in progress`,
  [TRACKING_STATE.nearDestination]: msg`Near the destination`,
  [TRACKING_STATE.delivered]: msg`Delivered`,
  [TRACKING_STATE.reassigned]: msg`Reassigned to another delivery man`,
}

/** SPEC §4 delivery tracking state. */
export function trackingMessage(i18n: I18n, state: TrackingState): string {
  return i18n._(TRACKING[state])
}
