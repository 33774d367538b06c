/**
 * Which moves the merchant (staff API) may make on an order, as pure rules (SPEC §4). The status
 * path after the diner submits is 0/1 → 8 confirmed → 2 in production ("merchant has the order") →
 * 3 waiting for meal (pick-up) / out for delivery → 4 taken / served → 5 completed; forward steps
 * may be skipped, never taken back. The merchant may cancel (6, cancel type 2) anything not yet
 * cancelled, a completed order included (its refund). Delivery orders carry the seven tracking states (./orderTracking.ts); a cancelled
 * order paid online carries refund progress 7 (refunding) then 5 (completed).
 */
import { isDeliveredOrderType } from './menu/types'
import { isCancelledStatus, ORDER_PAY_TYPE, ORDER_STATUS } from './orderStatus'
import { isTrackingState, TRACKING_STATE, trackingPathIndex } from './orderTracking'

/** Why a move is refused (the staff API answers 409 ORDER.ILLEGAL_TRANSITION naming it). */
export type MoveRefusal =
  /** Cancelled or completed: nothing moves any more. */
  | 'closed'
  /** Online order not paid yet (status 0 with orderPayType 2): only a cancel or the sweep. */
  | 'unpaid'
  /** A later step needs the merchant's confirmation first. */
  | 'notConfirmed'
  /** The order is already past that status. */
  | 'backwards'
  /** Not a status the merchant moves to (0, 1, 6, 7 or unknown): cancels go through cancel. */
  | 'notStaffStatus'
  /** Tracking: not a delivered order, not out yet or already served, or out of the path's order. */
  | 'notDelivered'
  | 'trackingOrder'
  /** Refund: nothing was paid online, the order is not cancelled, or not 7 → 5. */
  | 'noRefund'
  | 'refundOrder'

/** A move's outcome: allowed (`changed` false when the order is already there), or refused. */
export type MoveOutcome = { ok: true; changed: boolean } | { ok: false; refusal: MoveRefusal }

const allowed = (changed = true): MoveOutcome => ({ ok: true, changed })
const refused = (refusal: MoveRefusal): MoveOutcome => ({ ok: false, refusal })

/** The merchant's status path, in order (SPEC §4 codes). */
const STAFF_STATUS_PATH = [
  ORDER_STATUS.confirmed,
  ORDER_STATUS.merchantHasOrder,
  ORDER_STATUS.waitingMealOrDelivering,
  ORDER_STATUS.takenOrServed,
  ORDER_STATUS.completed,
] as const
type StaffStatus = (typeof STAFF_STATUS_PATH)[number]

/** Whether a number is a status the merchant moves an order to. */
function isStaffStatus(status: unknown): status is StaffStatus {
  return typeof status === 'number' && (STAFF_STATUS_PATH as readonly number[]).includes(status)
}

/** The order fields the rules read. */
export type MoveFields = { status: number; orderType: number; orderPayType: number }

/** Whether the order is online-paid and not paid yet (status 0, orderPayType 2): what the sweep cancels. */
export function isUnpaidOnline(order: Pick<MoveFields, 'status' | 'orderPayType'>): boolean {
  return order.status === ORDER_STATUS.submitted && order.orderPayType === ORDER_PAY_TYPE.online
}

/** Whether nothing moves any more: cancelled (6, 7) or completed (5). */
function isClosedStatus(status: number): boolean {
  return isCancelledStatus(status) || status === ORDER_STATUS.completed
}

/** Whether the diner has submitted and the merchant not yet confirmed (0 or 1). */
function isBeforeConfirmation(status: number): boolean {
  return status === ORDER_STATUS.submitted || status === ORDER_STATUS.waitingConfirmation
}

/**
 * A staff status move: to 8 (confirm) from 0 or 1 (an online order must be paid, i.e. at 1), then
 * forward along STAFF_STATUS_PATH (skipping allowed). Moving to the status the order has is allowed
 * and changes nothing (a retried command).
 */
export function staffStatusMove(order: MoveFields, target: number): MoveOutcome {
  if (!isStaffStatus(target)) return refused('notStaffStatus')
  if (order.status === target) return allowed(false)
  if (isClosedStatus(order.status)) return refused('closed')
  if (isUnpaidOnline(order)) return refused('unpaid')
  if (isBeforeConfirmation(order.status))
    return target === ORDER_STATUS.confirmed ? allowed() : refused('notConfirmed')
  const from = STAFF_STATUS_PATH.indexOf(order.status as StaffStatus)
  const to = STAFF_STATUS_PATH.indexOf(target)
  if (from < 0) return refused('notStaffStatus')
  return to > from ? allowed() : refused('backwards')
}

/**
 * Whether the merchant may cancel: anything not yet cancelled (a cancelled one: no change). A
 * completed order too: that is a refund after the meal (issue 38 item 4) — the money goes back as
 * for any cancel, the points the order earned are taken back, and nothing is returned to stock.
 */
export function staffCancelMove(order: Pick<MoveFields, 'status'>): MoveOutcome {
  if (isCancelledStatus(order.status)) return allowed(false)
  return allowed()
}

/**
 * The refund progress a cancel starts: 7 (refunding) when the order was paid online — online pay
 * type and past status 0 (an unpaid online order has nothing to refund) — else null.
 */
export function refundOnCancel(order: MoveFields): number | null {
  if (order.orderPayType !== ORDER_PAY_TYPE.online || isUnpaidOnline(order)) return null
  return REFUND.inProgress
}

/** refundProgress codes (SPEC §4): 7 refunding / refund processing, 5 refund completed. */
export const REFUND = { inProgress: 7, completed: 5 } as const

/** Refund progress moves: only on a cancelled online-paid order, 7 → 5 (and 5 → 5, 7 → 7 change nothing). */
export function refundMove(
  order: Pick<MoveFields, 'status' | 'orderPayType'> & { refundProgress: number | null },
  target: number,
): MoveOutcome {
  if (!isCancelledStatus(order.status) || order.orderPayType !== ORDER_PAY_TYPE.online)
    return refused('noRefund')
  if (order.refundProgress === null) return refused('noRefund')
  if (target === order.refundProgress) return allowed(false)
  if (order.refundProgress === REFUND.inProgress && target === REFUND.completed) return allowed()
  return refused('refundOrder')
}

/**
 * A tracking state for a delivered order (not pick-up) that the merchant has confirmed and not yet
 * served, completed or cancelled (8, 2 or 3). States go forward along the path (skipping allowed);
 * reassigned (another delivery man) may follow any state from assigned until delivered, and is
 * followed by at-pickup or later. Nothing follows delivered.
 */
export function trackingMove(order: MoveFields, last: number | null, next: number): MoveOutcome {
  if (!isTrackingState(next)) return refused('trackingOrder')
  if (!isDeliveredOrderType(order.orderType)) return refused('notDelivered')
  const open: number[] = [
    ORDER_STATUS.confirmed,
    ORDER_STATUS.merchantHasOrder,
    ORDER_STATUS.waitingMealOrDelivering,
  ]
  if (!open.includes(order.status)) return refused('notDelivered')
  const from = last === null ? -1 : trackingPathIndex(last)
  if (from === trackingPathIndex(TRACKING_STATE.delivered)) return refused('trackingOrder')
  if (next === TRACKING_STATE.reassigned)
    return from >= trackingPathIndex(TRACKING_STATE.assigned) ? allowed() : refused('trackingOrder')
  return trackingPathIndex(next) > from ? allowed() : refused('trackingOrder')
}
