import { desc, inArray } from 'drizzle-orm'
import type { OrderPayment } from '../../../src/domain/contract/order'
import { payTypeName } from '../../../src/domain/payTypes'
import type { Database } from '../../db/open'
import { payments } from '../../db/schema'
import { billPaymentsOf } from './tableBills'

/**
 * The payment an order detail shows (OrderDetail.payment): its latest online attempt, read from the
 * payments table the pay service writes; for a table's round, the latest bill that covers it (the
 * table's bill is paid for all its rounds at once: ./tableBills.ts). Read only: the order service
 * never changes a payment.
 */
export async function paymentFactsOf(db: Database, orderIds: number[]): Promise<Map<number, OrderPayment>> {
  const byOrder = new Map<number, OrderPayment>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .selectDistinctOn([payments.orderId])
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(payments.orderId, desc(payments.id))
  for (const row of rows)
    byOrder.set(row.orderId, {
      status: row.status,
      payType: row.payType,
      payTypeName: payTypeName(row.payType),
      amount: row.amount,
      paidAt: row.paidAt?.toISOString() ?? null,
      refundProgress: row.refundProgress,
    })
  for (const [orderId, payment] of await billPaymentsOf(db, orderIds)) byOrder.set(orderId, payment)
  return byOrder
}
