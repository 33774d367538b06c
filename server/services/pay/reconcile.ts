import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { PAY_STATUS } from '../../../src/domain/contract/pay'
import { CANCEL_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import { REFUND } from '../../../src/domain/orderTransitions'
import { LIVE_PAY_STATUSES } from '../../../src/domain/pay/payStatus'
import { orders, payments } from '../../db/schema'
import { startPeriodic } from '../periodic'
import type { PayDeps } from './deps'
import { applyProviderStatus } from './payments'
import { askRefund, completeRefund, startRefund } from './refunds'
import { PAY_STATUS_OF, type PaymentRow } from './settle'
import { isBillPayment } from './tableBillSettle'

/**
 * The reconciliation sweep (issue 13 item 5): what callbacks did not settle, the provider's
 * query does. Each round claims its rows — `FOR UPDATE SKIP LOCKED` inside an UPDATE that moves
 * their updated_at to now, so another instance's sweep skips them now and for the next
 * PAY_PENDING_MINUTES — and then asks the provider outside any transaction, applying the answers
 * with the conditional UPDATEs every other path uses (a callback arriving meanwhile wins or loses
 * cleanly). It settles payments pending longer than PAY_PENDING_MINUTES (a lost callback still
 * ends paid), closes at the provider those whose order was cancelled meanwhile, completes refunds
 * the provider reports done, asks again for refunds whose answer was lost, and starts the refund
 * of paid payments whose order is cancelled without one.
 */

/** Minutes a payment may stay pending before the sweep asks its provider (PAY_PENDING_MINUTES). */
const DEFAULT_PAY_PENDING_MINUTES = 5
/** How often a running server sweeps: every 60 s (PAY_SWEEP_SECONDS). */
const PAY_SWEEP_INTERVAL_MS = 60_000
/** Rows claimed per round; a sweep goes on until a round claims fewer. */
const SWEEP_BATCH = 50

/** Claims up to SWEEP_BATCH payments matching `where` (older than `before`), moving their updated_at to now. */
async function claim(deps: PayDeps, where: ReturnType<typeof sql>, before: Date): Promise<PaymentRow[]> {
  const now = deps.now()
  return deps.db
    .update(payments)
    .set({ updatedAt: now })
    .where(
      inArray(
        payments.id,
        sql`(select id from payments where ${where} and updated_at <= ${before.toISOString()}::timestamptz
          order by id limit ${SWEEP_BATCH} for update skip locked)`,
      ),
    )
    .returning()
}

/** One payment under way: asks its provider, settles, or closes it when its order was cancelled. */
async function reconcileLive(deps: PayDeps, payment: PaymentRow): Promise<void> {
  if (!payment.providerRef) {
    // The provider never answered its creation: nothing was shown to the payer.
    await applyProviderStatus(deps, payment, PAY_STATUS.failed)
    return
  }
  let { status } = await deps.provider.query(payment.providerRef)
  const [order] = await deps.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
  // An order no longer waiting for its money closes the payment; a table bill's round moving on does not.
  const closesWithOrder =
    order && order.status !== ORDER_STATUS.submitted && !(await isBillPayment(deps.db, payment.id))
  if ((status === 'pending' || status === 'processing') && closesWithOrder)
    status = await deps.provider.cancel(payment.providerRef)
  if (status === 'processing') {
    await deps.db
      .update(payments)
      .set({ status: PAY_STATUS.processing })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, [...LIVE_PAY_STATUSES])))
    return
  }
  if (status !== 'pending')
    await applyProviderStatus(deps, payment, PAY_STATUS_OF[status], CANCEL_TYPE.system)
}

/** One refund under way: asked again when its answer was lost, completed when the provider says so. */
async function reconcileRefund(deps: PayDeps, payment: PaymentRow): Promise<void> {
  if (!payment.providerRef) return
  if (!payment.refundRef) return askRefund(deps, payment)
  const { refund } = await deps.provider.query(payment.providerRef)
  if (refund === 'completed') await completeRefund(deps, payment)
}

/** Runs `each` on every claimed row, round after round; a row that fails is logged and left for later. */
async function sweepClaimed(
  deps: PayDeps,
  where: ReturnType<typeof sql>,
  before: Date,
  each: (deps: PayDeps, payment: PaymentRow) => Promise<void>,
): Promise<number> {
  let done = 0
  for (;;) {
    const rows = await claim(deps, where, before)
    for (const row of rows) {
      try {
        await each(deps, row)
        done += 1
      } catch (error) {
        deps.logger.warn({ err: error, paymentId: row.id }, 'payment not reconciled; next sweep')
      }
    }
    if (rows.length < SWEEP_BATCH) return done
  }
}

/** One sweep; answers how many payments it looked at. */
export async function sweepPayments(
  deps: PayDeps,
  pendingMinutes = DEFAULT_PAY_PENDING_MINUTES,
): Promise<number> {
  const now = deps.now()
  const due = new Date(now.getTime() - pendingMinutes * 60_000)
  const live = await sweepClaimed(deps, sql`status in (0, 1, 4)`, due, reconcileLive)
  const refunds = await sweepClaimed(deps, sql`refund_progress = ${REFUND.inProgress}`, now, reconcileRefund)
  // Paid, the order cancelled, no refund started (the process stopped between the two).
  const unrefunded = await deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, PAY_STATUS.paid),
        isNull(payments.refundProgress),
        inArray(orders.status, [ORDER_STATUS.cancelled, ORDER_STATUS.cancelled2]),
        lte(payments.updatedAt, due),
        // A table bill's payment is not undone by one of its rounds being cancelled.
        sql`not exists (select 1 from table_bills where table_bills.payment_id = ${payments.id})`,
      ),
    )
    .limit(SWEEP_BATCH)
  for (const { orderId } of unrefunded) await startRefund(deps, orderId)
  return live + refunds + unrefunded.length
}

export type PaySweepOptions = { intervalMs?: number; pendingMinutes?: number }

/** Sweeps now and then every interval; the timer never keeps the process alive. Returns a stop function. */
export function startPaymentSweep(deps: PayDeps, logger: Logger, options: PaySweepOptions = {}): () => void {
  return startPeriodic(
    () => sweepPayments(deps, options.pendingMinutes),
    options.intervalMs ?? PAY_SWEEP_INTERVAL_MS,
    logger,
    { done: 'payments reconciled', failed: 'payment reconciliation failed' },
  )
}
