import Decimal from 'decimal.js'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { OrderPayment } from '../../../src/domain/contract/order'
import { PAY_ERR, PAY_STATUS } from '../../../src/domain/contract/pay'
import type { TableBillView } from '../../../src/domain/contract/table'
import { isLivePayStatus } from '../../../src/domain/pay/payStatus'
import { payTypeName } from '../../../src/domain/payTypes'
import type { PriceResult } from '../../../src/domain/pricing/priceOrder'
import { type BilledRound, isBilledRound, sessionBill } from '../../../src/domain/table/sessionBill'
import { TABLE_ERR } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { orders, tableBillRounds, tableBills } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { detailsOf } from './orderRows'

/**
 * The bills of a table's session (issue 37 item 2), read side: which rounds each bill covers, what
 * is paid and what is still due. A round is settled by a paid bill and held by one under way; every
 * other round that stands is due. Amounts are sums of the rounds' stored price results
 * (src/domain/table/sessionBill.ts): nothing is priced here.
 */

export type BillRow = typeof tableBills.$inferSelect
/** A bill with the rounds (order ids) it covers. */
export type SessionBill = { bill: BillRow; orderIds: number[] }
/** A round as the bill reads it. */
export type BillableRound = BilledRound & { orderId: number }

/** The session's bills, oldest first, each with its rounds. */
export async function billsOf(db: Database, sessionId: number): Promise<SessionBill[]> {
  const bills = await db
    .select()
    .from(tableBills)
    .where(eq(tableBills.sessionId, sessionId))
    .orderBy(tableBills.id)
  if (bills.length === 0) return []
  const covered = await db
    .select()
    .from(tableBillRounds)
    .where(
      inArray(
        tableBillRounds.billId,
        bills.map((bill) => bill.id),
      ),
    )
  return bills.map((bill) => ({
    bill,
    orderIds: covered.filter((row) => row.billId === bill.id).map((row) => row.orderId),
  }))
}

/** Whether the bill holds its rounds: paid, or a payment under way. */
const holds = (bill: BillRow) => bill.status === PAY_STATUS.paid || isLivePayStatus(bill.status)

/** The rounds still to pay: those that stand and that no paid bill or bill under way covers. */
export function dueRounds<TRound extends BillableRound>(
  rounds: readonly TRound[],
  bills: readonly SessionBill[],
): TRound[] {
  const held = new Set(bills.filter(({ bill }) => holds(bill)).flatMap(({ orderIds }) => orderIds))
  return rounds.filter((round) => isBilledRound(round) && !held.has(round.orderId))
}

/** A bill as the order screens show a payment (OrderDetail.payment) of each round it covers. */
function billPayment(bill: BillRow): OrderPayment {
  return {
    status: bill.status,
    payType: bill.payType,
    payTypeName: payTypeName(bill.payType),
    amount: bill.amount,
    paidAt: bill.paidAt?.toISOString() ?? null,
    refundProgress: null,
  }
}

/** The table's bill: every round as one price, what is paid, what is due, the payment under way. */
export function billView(rounds: readonly BillableRound[], bills: readonly SessionBill[]): TableBillView {
  const priceResult: PriceResult = sessionBill(rounds)
  const paid = bills
    .filter(({ bill }) => bill.status === PAY_STATUS.paid)
    .reduce((sum, { bill }) => sum.plus(bill.amount), new Decimal(0))
    .toFixed(2)
  const live = bills.find(({ bill }) => isLivePayStatus(bill.status))?.bill
  return {
    priceResult,
    paid,
    due: sessionBill(dueRounds(rounds, bills)).price,
    paying: live
      ? { billId: live.id, amount: live.amount, payType: live.payType, status: live.status }
      : null,
  }
}

/**
 * The payment facts of the rounds among `orderIds` that a bill covers: the latest bill of each
 * (the order screens show a round's latest attempt, as they do an order's own payments).
 */
export async function billPaymentsOf(db: Database, orderIds: number[]): Promise<Map<number, OrderPayment>> {
  const byOrder = new Map<number, OrderPayment>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select({ orderId: tableBillRounds.orderId, bill: tableBills })
    .from(tableBillRounds)
    .innerJoin(tableBills, eq(tableBills.id, tableBillRounds.billId))
    .where(inArray(tableBillRounds.orderId, orderIds))
    .orderBy(desc(tableBills.id))
  for (const row of rows) if (!byOrder.has(row.orderId)) byOrder.set(row.orderId, billPayment(row.bill))
  return byOrder
}

/** Nothing is due: every round that stands is paid (SPEC §8 pay.0002, 'Paid'). */
export function billPaidError(): ApiError {
  return new ApiError(200, PAY_ERR.alreadyPaid, 'alreadyPaid')
}

/** Someone at the table is paying the bill (in another method), or the staff are taking it. */
export function billInProgressError(): ApiError {
  return new ApiError(200, TABLE_ERR.billInProgress, 'tableBillInProgress')
}

/** The session's standing rounds as the bill reads them, in the order they were sent. */
export async function billableRoundsOf(tx: Database, sessionId: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.tableSessionId, sessionId))
    .orderBy(asc(orders.roundNo))
  return (await detailsOf(tx, rows)).map((order) => ({
    orderId: order.id,
    status: order.status,
    priceResult: order.priceResult,
  }))
}
