import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { PAY_STATUS, type PayStatus } from '../../../src/domain/contract/pay'
import { isPurchaseOrderType } from '../../../src/domain/order/orderTypes'
import { CANCEL_TYPE, isCancelledStatus, ORDER_PAY_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import { REFUND } from '../../../src/domain/orderTransitions'
import { LIVE_PAY_STATUSES } from '../../../src/domain/pay/payStatus'
import type { Database } from '../../db/open'
import { orders, payments } from '../../db/schema'
import type { ProviderPaymentStatus } from '../../providers/payment/types'
import { startPurchase } from '../member/purchases'
import { releaseOrderHolds } from '../order/cancelOrder'
import type { ChangedOrder } from '../order/events'
import { spendOrderCoupon } from '../order/memberCoupons'
import { settleBillOfPayment } from './tableBillSettle'

/**
 * Settling a payment and what it does to its order, in the caller's transaction, each step a
 * conditional UPDATE so that it happens once however many callbacks, queries and cancels race:
 * the payment leaves a live status (0, 1, 4) once; paid moves the order 0 → 1 (waiting for the
 * merchant's confirmation, SPEC §4) and spends its coupon (reserved → used) — or, when the order was cancelled meanwhile, marks its refund
 * (refundProgress 7) for the caller to start; cancelled cancels the unpaid order (status 6, stock
 * and coupon given back); failed leaves the order unpaid (a new attempt may pay it).
 */

export type PaymentRow = typeof payments.$inferSelect

/** The payment status a provider's state maps to (SPEC §4 codes of pay/findOrderPayStatus). */
export const PAY_STATUS_OF: Record<ProviderPaymentStatus, PayStatus> = {
  pending: PAY_STATUS.pending,
  processing: PAY_STATUS.processing,
  paid: PAY_STATUS.paid,
  failed: PAY_STATUS.failed,
  cancelled: PAY_STATUS.cancelled,
}

/** What a settlement changed: the order's change to publish, and whether a refund must start. */
export type Settlement = { applied: boolean; changed: ChangedOrder | null; refund: boolean }

const NOTHING: Settlement = { applied: false, changed: null, refund: false }
/** The order fields a change is published with (./../order/events.ts ChangedOrder). */
export const CHANGED_FIELDS = {
  id: orders.id,
  memberId: orders.memberId,
  status: orders.status,
  updatedAt: orders.updatedAt,
}

/** Cancels an unpaid online order (status 0 → 6) and gives back what it held; the change, or null. */
async function cancelUnpaidOrder(
  tx: Database,
  orderId: number,
  cancelType: number,
  now: Date,
): Promise<ChangedOrder | null> {
  const [changed] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.cancelled, cancelType, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.submitted)))
    .returning({ ...CHANGED_FIELDS, memberCouponId: orders.memberCouponId })
  if (!changed) return null
  await releaseOrderHolds(tx, orderId, changed.memberCouponId)
  return changed
}

/**
 * A purchase (a level's term, a package of vouchers) needs no kitchen: once paid, what it bought
 * starts (the term, the vouchers) and the order is complete (1 → 5).
 */
async function purchasePaid(
  tx: Database,
  order: { id: number; orderType: number },
  now: Date,
): Promise<ChangedOrder | null> {
  await startPurchase(tx, order, now)
  const [completed] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.completed, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.waitingConfirmation)))
    .returning(CHANGED_FIELDS)
  return completed ?? null
}

/** A paid payment's order: 0 → 1 (a purchase on to 5), or (cancelled meanwhile) its refund marked. */
async function orderPaid(tx: Database, orderId: number, now: Date): Promise<Settlement> {
  const [paid] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.waitingConfirmation, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, ORDER_STATUS.submitted),
        eq(orders.orderPayType, ORDER_PAY_TYPE.online),
      ),
    )
    .returning({ ...CHANGED_FIELDS, orderType: orders.orderType })
  if (paid) {
    const { orderType, ...changed } = paid
    await spendOrderCoupon(tx, orderId)
    if (isPurchaseOrderType(orderType))
      return {
        applied: true,
        changed: await purchasePaid(tx, { id: orderId, orderType }, now),
        refund: false,
      }
    return { applied: true, changed, refund: false }
  }
  // The money came after the order was cancelled (by the diner, the merchant or the sweep): give it back.
  const [refunding] = await tx
    .update(orders)
    .set({ refundProgress: REFUND.inProgress, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [ORDER_STATUS.cancelled, ORDER_STATUS.cancelled2]),
        isNull(orders.refundProgress),
      ),
    )
    .returning(CHANGED_FIELDS)
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  return {
    applied: true,
    changed: refunding ?? null,
    refund: order ? isCancelledStatus(order.status) : false,
  }
}

/**
 * Moves a live payment to `status` (a live one only updates its status: 1 → 4). Answers what
 * changed; nothing when the payment had already left the live statuses (a replay, a race lost).
 */
export async function settlePayment(
  tx: Database,
  paymentId: number,
  status: PayStatus,
  now: Date,
  cancelType: number = CANCEL_TYPE.diner,
): Promise<Settlement> {
  const [payment] = await tx
    .update(payments)
    .set({ status, updatedAt: now, ...(status === PAY_STATUS.paid ? { paidAt: now } : {}) })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...LIVE_PAY_STATUSES])))
    .returning({ orderId: payments.orderId })
  if (!payment) return NOTHING
  // A table's bill: its rounds read paid through the bill; the order it names is left as it is.
  if (await settleBillOfPayment(tx, paymentId, status, now))
    return { applied: true, changed: null, refund: false }
  if (status === PAY_STATUS.paid) return orderPaid(tx, payment.orderId, now)
  if (status === PAY_STATUS.cancelled)
    return {
      applied: true,
      changed: await cancelUnpaidOrder(tx, payment.orderId, cancelType, now),
      refund: false,
    }
  return { applied: true, changed: null, refund: false }
}

/** The order's payment that is live or paid (at most one: payments_one_live_per_order), or null. */
export async function heldPayment(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), sql`${payments.status} in (0, 1, 2, 4)`))
    .limit(1)
  return row ?? null
}

/** The order's latest payment attempt, or null. */
export async function latestPayment(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(sql`${payments.id} desc`)
    .limit(1)
  return row ?? null
}
