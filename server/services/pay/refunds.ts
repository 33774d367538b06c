import { and, eq, isNull } from 'drizzle-orm'
import { PAY_STATUS } from '../../../src/domain/contract/pay'
import { REFUND } from '../../../src/domain/orderTransitions'
import { orders, payments } from '../../db/schema'
import { publishOrderChanges } from '../order/events'
import type { PayDeps } from './deps'
import { CHANGED_FIELDS, type PaymentRow } from './settle'

/**
 * Refunds through the provider (SPEC §4 "Refund"; issue 13 item 4): a paid payment whose order is
 * cancelled is refunded in full once — claimed by a conditional UPDATE (refundProgress null → 7)
 * before the provider is asked, so two cancels or a cancel and the sweep never refund twice; the
 * provider's refund is idempotent per payment, so a refund whose answer was lost is asked again
 * by the sweep. The order shows refundProgress 7 (refunding) until the provider reports the
 * refund completed, then 5.
 */

/** Completes a refund the provider reports done: payment and order 7 → 5, the change published. */
export async function completeRefund(deps: PayDeps, payment: PaymentRow): Promise<void> {
  const now = deps.now()
  const changed = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(payments)
      .set({ refundProgress: REFUND.completed, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.refundProgress, REFUND.inProgress)))
      .returning({ id: payments.id })
    if (!done) return null
    const [order] = await tx
      .update(orders)
      .set({ refundProgress: REFUND.completed, updatedAt: now })
      .where(and(eq(orders.id, payment.orderId), eq(orders.refundProgress, REFUND.inProgress)))
      .returning(CHANGED_FIELDS)
    return order ?? null
  })
  if (changed) await publishOrderChanges(deps.events, [changed])
}

/** Asks the provider for the refund of a claimed payment (again, when its answer was lost). */
export async function askRefund(deps: PayDeps, payment: PaymentRow): Promise<void> {
  if (!payment.providerRef) return
  const refund = await deps.provider.refund(payment.providerRef, payment.amount)
  await deps.db
    .update(payments)
    .set({ refundRef: refund.refundRef, updatedAt: deps.now() })
    .where(eq(payments.id, payment.id))
  if (refund.status === 'completed') await completeRefund(deps, payment)
}

/**
 * Starts the refund of the order's paid payment, once: claims it, marks the order refunding (a
 * cancel already did; a payment that arrived after the cancel did in ./settle.ts), asks the
 * provider. A provider that fails leaves the claim for the sweep to ask again.
 */
export async function startRefund(deps: PayDeps, orderId: number): Promise<void> {
  const now = deps.now()
  const [claimed] = await deps.db
    .update(payments)
    .set({ refundProgress: REFUND.inProgress, updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, PAY_STATUS.paid),
        isNull(payments.refundProgress),
      ),
    )
    .returning()
  if (!claimed) return
  await deps.db
    .update(orders)
    .set({ refundProgress: REFUND.inProgress })
    .where(and(eq(orders.id, orderId), isNull(orders.refundProgress)))
  try {
    await askRefund(deps, claimed)
  } catch (error) {
    deps.logger.warn(
      { err: error, paymentId: claimed.id },
      'refund not taken by the provider; the sweep retries',
    )
  }
}
