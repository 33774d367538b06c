/**
 * SPEC §4 order status codes and what a diner may do with an order in each. 0 submitted (reads as
 * waiting for confirmation when orderPayType is 1), 1 waiting for confirmation, 2 merchant has the
 * order, 3 waiting for meal / in delivery, 4 meal taken / served, 5 completed, 6 and 7 cancelled,
 * 8 confirmed.
 */

/** SPEC §4 status codes by name. */
export const ORDER_STATUS = {
  submitted: 0,
  waitingConfirmation: 1,
  merchantHasOrder: 2,
  waitingMealOrDelivering: 3,
  takenOrServed: 4,
  completed: 5,
  cancelled: 6,
  cancelled2: 7,
  confirmed: 8,
} as const

/** orderPayType: 1 pays later (cash on delivery, at the shop), 2 pays online first. */
export const ORDER_PAY_TYPE = { later: 1, online: 2 } as const

/** cancelType: who cancelled (SPEC §4 reads 1 or 2 alike, and 3 apart). */
export const CANCEL_TYPE = { diner: 1, merchant: 2, system: 3 } as const

/** Whether the status is one of the two cancelled codes (6, 7). */
export function isCancelledStatus(status: number): boolean {
  return status === ORDER_STATUS.cancelled || status === ORDER_STATUS.cancelled2
}

/**
 * Whether the order is over for the diner: taken or served (4), completed (5) or cancelled (6, 7).
 * Before that the order's own next step (pay, wait, cancel) comes first, and ordering the same
 * again is a secondary action.
 */
export function isOrderOver(status: number): boolean {
  return (
    status === ORDER_STATUS.takenOrServed || status === ORDER_STATUS.completed || isCancelledStatus(status)
  )
}

/**
 * Whether the diner may still cancel (SPEC §4: refused once the merchant has confirmed).
 * Interpretation: only 0 (submitted) and 1 (waiting for confirmation) are before the merchant's
 * confirmation; every later code (2, 3, 4, 5, 8) means the merchant has it.
 */
export function dinerMayCancel(status: number): boolean {
  return status === ORDER_STATUS.submitted || status === ORDER_STATUS.waitingConfirmation
}

/**
 * Whether the order waits for its online payment: paid online first (orderPayType 2) and still
 * submitted (0); paying moves it to 1, cancelling to 6 (server/services/pay/settle.ts).
 */
export function awaitsOnlinePayment(order: { status: number; orderPayType: number }): boolean {
  return order.orderPayType === ORDER_PAY_TYPE.online && order.status === ORDER_STATUS.submitted
}
