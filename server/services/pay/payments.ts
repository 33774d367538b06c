import { and, eq, isNull } from 'drizzle-orm'
import { encodeArg } from '../../../src/domain/args'
import {
  type ConfirmPayResult,
  type OrderPayStatus,
  PAY_STATUS,
  type PayStatus,
} from '../../../src/domain/contract/pay'
import type { Locale } from '../../../src/domain/locale'
import { compareMoney } from '../../../src/domain/money'
import { isCancelledStatus, ORDER_PAY_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import { isLivePayStatus } from '../../../src/domain/pay/payStatus'
import { payMethodRefusal } from '../../../src/domain/payTypes'
import type { Database } from '../../db/open'
import { orders, payments } from '../../db/schema'
import type { PaymentEvent } from '../../providers/payment/types'
import { publishOrderChanges } from '../order/events'
import { orderNotFoundError, payMethodError, payTypeNotOfferedError } from '../order/orderErrors'
import { offersPayType } from '../restaurant/payTypes'
import type { PayDeps } from './deps'
import {
  alreadyPaidError,
  inProgressError,
  noPaymentError,
  notOnlineError,
  orderCancelledError,
  paymentClosedError,
  paymentMismatchError,
  providerUnavailableError,
  unknownPaymentError,
} from './payErrors'
import { startRefund } from './refunds'
import {
  heldPayment,
  latestPayment,
  PAY_STATUS_OF,
  type PaymentRow,
  type Settlement,
  settlePayment,
} from './settle'
import { isBillPayment } from './tableBillSettle'

/**
 * The payment calls (SPEC §7 "Orders and payment", §4 "Pay-waiting overlay"; docs/api.md "Pay
 * service"). The provider is never called inside a database transaction: the payment row is
 * written (or found) first, the provider asked after, and what it answers applied by the
 * conditional UPDATEs of ./settle.ts — so a slow provider holds no lock, and every step can be
 * repeated after a lost answer.
 */

type OrderRow = typeof orders.$inferSelect

/** The member's order, or ORDER.NOT_FOUND (another member's order reads as unknown). */
export async function memberOrder(db: Database, memberId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order || order.memberId !== memberId) throw orderNotFoundError()
  return order
}

/** Refuses an order that cannot be paid now: not online, cancelled or paid (`held`: its payment). */
function assertPayable(order: OrderRow, held: PaymentRow | null): void {
  if (order.orderPayType !== ORDER_PAY_TYPE.online) throw notOnlineError()
  if (isCancelledStatus(order.status)) throw orderCancelledError()
  if (held?.status === PAY_STATUS.paid || order.status !== ORDER_STATUS.submitted) throw alreadyPaidError()
}

/** The member's order when it can be paid now (visaPay getToken), else its refusal. */
export async function payableOrder(db: Database, memberId: number, orderId: number): Promise<OrderRow> {
  const order = await memberOrder(db, memberId, orderId)
  assertPayable(order, await heldPayment(db, order.id))
  return order
}

/** Publishes a settlement's order change and starts its refund when one is due. */
async function afterSettlement(deps: PayDeps, orderId: number, settlement: Settlement): Promise<void> {
  if (settlement.changed) await publishOrderChanges(deps.events, [settlement.changed])
  if (settlement.refund) await startRefund(deps, orderId)
}

/** Applies a provider state to a payment in its own transaction, then publishes and refunds. */
export async function applyProviderStatus(
  deps: PayDeps,
  payment: { id: number; orderId: number },
  status: PayStatus,
  cancelType?: number,
): Promise<Settlement> {
  const settlement = await deps.db.transaction((tx) =>
    settlePayment(tx, payment.id, status, deps.now(), cancelType),
  )
  await afterSettlement(deps, payment.orderId, settlement)
  return settlement
}

/** The PWA's return page of an order: /shop/pay/<arg>, arg [brandId, restaurantId, fromIndex 0, orderId]. */
function returnUrlOf(order: Pick<OrderRow, 'brandId' | 'restaurantId' | 'id'>, publicUrl = ''): string {
  return `${publicUrl}/shop/pay/${encodeArg([order.brandId, order.restaurantId, 0, order.id])}`
}

/** The attempt to answer: the one under way in this method, or a new one (the order row locked). */
async function holdAttempt(
  deps: PayDeps,
  memberId: number,
  input: { orderId: number; payType: number },
  handheld: boolean,
) {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
    if (!order || order.memberId !== memberId) throw orderNotFoundError()
    const held = await heldPayment(tx, order.id)
    assertPayable(order, held)
    if (!(await offersPayType(tx, order.restaurantId, input.payType))) throw payTypeNotOfferedError()
    const refusal = payMethodRefusal(input.payType, order.price, handheld)
    if (refusal) throw payMethodError(refusal)
    if (held) {
      if (held.payType !== input.payType) throw inProgressError()
      return { order, payment: held }
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        payType: input.payType,
        amount: order.price,
        status: PAY_STATUS.created,
        provider: deps.provider.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (order.payType !== input.payType)
      await tx.update(orders).set({ payType: input.payType, updatedAt: now }).where(eq(orders.id, order.id))
    return { order, payment: payment! }
  })
}

/**
 * POST order/confirmPay: one payment per attempt. The order must be the member's, online, neither
 * cancelled nor paid, the method offered by its restaurant and allowed for the amount and device.
 * A payment under way in the same method is answered again (the same page); in another method it
 * must be cancelled first. The amount is the order's price, never the client's.
 */
export async function confirmPay(
  deps: PayDeps,
  memberId: number,
  input: { orderId: number; payType: number },
  handheld: boolean,
  locale: Locale,
): Promise<ConfirmPayResult> {
  const { order, payment } = await holdAttempt(deps, memberId, input, handheld)
  let created: { providerRef: string; redirectUrl: string }
  try {
    created = await deps.provider.createPayment({
      paymentId: payment.id,
      orderId: order.id,
      amount: payment.amount,
      method: payment.payType,
      returnUrl: returnUrlOf(order, deps.publicUrl),
      locale,
    })
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: payment.id }, 'payment provider refused to create a payment')
    await deps.db
      .update(payments)
      .set({ status: PAY_STATUS.failed, updatedAt: deps.now() })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.status, PAY_STATUS.created),
          isNull(payments.providerRef),
        ),
      )
    throw providerUnavailableError()
  }
  const [pending] = await deps.db
    .update(payments)
    .set({ providerRef: created.providerRef, status: PAY_STATUS.pending, updatedAt: deps.now() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, PAY_STATUS.created)))
    .returning({ status: payments.status })
  return {
    paymentId: payment.id,
    orderId: order.id,
    payType: payment.payType,
    amount: payment.amount,
    status: (pending?.status ?? payment.status) as PayStatus,
    redirectUrl: created.redirectUrl,
  }
}

/** POST pay/findOrderPayStatus: the order's latest payment (code.online.payment.003 when none). */
export async function orderPayStatus(
  deps: PayDeps,
  memberId: number,
  orderId: number,
): Promise<OrderPayStatus> {
  await memberOrder(deps.db, memberId, orderId)
  const payment = await latestPayment(deps.db, orderId)
  if (!payment) throw noPaymentError()
  return {
    orderId,
    paymentId: payment.id,
    payType: payment.payType,
    status: payment.status as PayStatus,
    amount: payment.amount,
  }
}

/**
 * POST pay/paymentCancelPay: the payer gives up. The provider closes the payment first (a payer
 * who was faster has paid: pay.0002, the payment settled as paid); the payment is then cancelled
 * and its unpaid order with it (status 6 by the diner, stock and coupon given back). A payment
 * already failed or cancelled: pay.0017; paid: pay.0002; none: code.online.payment.003; one the
 * provider could not close (still processing): false.
 */
export async function cancelPay(deps: PayDeps, memberId: number, orderId: number): Promise<boolean> {
  await memberOrder(deps.db, memberId, orderId)
  const payment = await latestPayment(deps.db, orderId)
  if (!payment) throw noPaymentError()
  if (payment.status === PAY_STATUS.paid) throw alreadyPaidError()
  if (!isLivePayStatus(payment.status)) throw paymentClosedError()
  let status: PayStatus = PAY_STATUS.cancelled
  if (payment.providerRef) {
    try {
      status = PAY_STATUS_OF[await deps.provider.cancel(payment.providerRef)]
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: payment.id }, 'payment provider refused to cancel')
      throw providerUnavailableError()
    }
  }
  const settlement = await applyProviderStatus(deps, payment, status)
  // The provider could not close it (the money is being taken): not cancelled ('Cancellation failed').
  if (isLivePayStatus(status)) return false
  if (status === PAY_STATUS.paid) throw alreadyPaidError()
  if (status !== PAY_STATUS.cancelled) throw paymentClosedError()
  if (!settlement.applied) {
    // Settled meanwhile by a callback: answer as the payment is now.
    const now = await latestPayment(deps.db, orderId)
    if (now?.status === PAY_STATUS.paid) throw alreadyPaidError()
    if (now?.status !== PAY_STATUS.cancelled) throw paymentClosedError()
  }
  return true
}

/**
 * A provider's notification, verified: applied once to its payment (a replay, or one that lost a
 * race with the sweep or a cancel, is acknowledged and changes nothing). A payment this server
 * does not know, or one of another order or amount, is refused with nothing changed.
 */
export async function applyPaymentEvent(deps: PayDeps, event: PaymentEvent): Promise<{ applied: boolean }> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.provider.name), eq(payments.providerRef, event.providerRef)))
  if (!payment) throw unknownPaymentError()
  if (payment.orderId !== event.orderId || compareMoney(payment.amount, event.amount) !== 0)
    throw paymentMismatchError()
  const { applied } = await applyProviderStatus(deps, payment, PAY_STATUS_OF[event.status])
  return { applied }
}

/**
 * After an order was cancelled (the diner's cancel, the merchant's): a paid payment is refunded, a
 * payment under way is closed at the provider (a payer faster than the cancel is refunded by the
 * settlement). Failures are logged: the reconciliation sweep finishes the job.
 */
export async function afterOrderCancelled(deps: PayDeps, orderId: number): Promise<void> {
  try {
    const payment = await heldPayment(deps.db, orderId)
    // A table bill's payment pays every round it covers: one round cancelled does not undo it.
    if (!payment || (await isBillPayment(deps.db, payment.id))) return
    if (payment.status === PAY_STATUS.paid) return await startRefund(deps, orderId)
    const status = payment.providerRef
      ? PAY_STATUS_OF[await deps.provider.cancel(payment.providerRef)]
      : PAY_STATUS.cancelled
    await applyProviderStatus(deps, payment, status)
  } catch (error) {
    deps.logger.warn({ err: error, orderId }, 'payment of a cancelled order not settled; the sweep retries')
  }
}
