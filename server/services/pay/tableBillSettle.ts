import { and, eq, inArray } from 'drizzle-orm'
import { PAY_STATUS, type PayStatus } from '../../../src/domain/contract/pay'
import { LIVE_PAY_STATUSES } from '../../../src/domain/pay/payStatus'
import type { Database } from '../../db/open'
import { tableBills } from '../../db/schema'

/**
 * A table bill's payment (./tableBillPay.ts) settles the bill, never an order: its `orderId` is only
 * the bill's first round, which the provider's records name. These guards keep the order paths of
 * the pay service (cancel an unpaid order, refund a cancelled one) off a bill's payment.
 */

/** Whether the payment pays a table's bill. */
export async function isBillPayment(db: Database, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tableBills.id })
    .from(tableBills)
    .where(eq(tableBills.paymentId, paymentId))
    .limit(1)
  return row !== undefined
}

/**
 * Moves the bill of a payment that just left its live status to the same status, in the caller's
 * transaction (once: only a live bill moves). False when the payment pays no bill.
 */
export async function settleBillOfPayment(
  tx: Database,
  paymentId: number,
  status: PayStatus,
  now: Date,
): Promise<boolean> {
  if (!(await isBillPayment(tx, paymentId))) return false
  await tx
    .update(tableBills)
    .set({ status, updatedAt: now, ...(status === PAY_STATUS.paid ? { paidAt: now } : {}) })
    .where(and(eq(tableBills.paymentId, paymentId), inArray(tableBills.status, [...LIVE_PAY_STATUSES])))
  return true
}
