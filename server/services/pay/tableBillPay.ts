import { and, eq, inArray } from 'drizzle-orm'
import { encodeArg } from '../../../src/domain/args'
import { PAY_STATUS, type PayStatus } from '../../../src/domain/contract/pay'
import type { TableBillPayInput, TableBillPayResult } from '../../../src/domain/contract/table'
import type { Locale } from '../../../src/domain/locale'
import { MENU_TYPE } from '../../../src/domain/menu/types'
import { menuArgValues } from '../../../src/domain/menuRouteArgs'
import { isLivePayStatus } from '../../../src/domain/pay/payStatus'
import { payMethodRefusal } from '../../../src/domain/payTypes'
import { sessionBill } from '../../../src/domain/table/sessionBill'
import { payments, tableBillRounds, tableBills } from '../../db/schema'
import { validationError } from '../../http/errors'
import { payMethodError, payTypeNotOfferedError } from '../order/orderErrors'
import {
  type BillRow,
  billableRoundsOf,
  billInProgressError,
  billPaidError,
  billsOf,
  dueRounds,
} from '../order/tableBills'
import { tableSessionLocked } from '../order/tableSessions'
import { orderableTable, type TableOfCode } from '../order/tables'
import { offersPayType } from '../restaurant/payTypes'
import type { PayDeps } from './deps'
import { providerUnavailableError } from './payErrors'
import { applyProviderStatus } from './payments'

/**
 * Paying a table's bill online (issue 37 item 2, docs/api.md "pay/tableBill/pay"): one payment
 * for the rounds the session still owes, through the same payments, provider, callback and sweep
 * as an order's. The bill and its payment are written under the session's row lock, and at most one
 * bill of a session is under way (table_bills_one_live), so phones paying together start one
 * payment; the amount is the sum of the covered rounds' stored prices; a round sent later is not
 * covered and stays due. The payment names the bill's first round as its order (what the
 * provider's records carry); settling it settles the bill (./tableBillSettle.ts).
 */

/** Where the provider sends the payer back: the table's screen, which shows the bill's state. */
function tableReturnUrl(table: TableOfCode, publicUrl = ''): string {
  const values = menuArgValues({
    brandId: table.brandId,
    restaurantId: table.restaurantId,
    fromIndex: false,
    menuType: MENU_TYPE.scan,
    qrCode: table.qrCode,
    reType: undefined,
  })
  return `${publicUrl}/shop/scanOrder/${encodeArg(values)}`
}

/** A bill under way answered again, or a new bill and payment for what is due (the session locked). */
async function holdBill(
  deps: PayDeps,
  memberId: number,
  input: TableBillPayInput,
  handheld: boolean,
): Promise<{ table: TableOfCode; bill: BillRow; anchorOrderId: number }> {
  const table = await orderableTable(deps.db, input.qrCode)
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const session = await tableSessionLocked(tx, table, input.sessionId)
    // Another table's session reads as none: the code opens its own table only.
    if (!session) throw validationError('sessionId')
    const bills = await billsOf(tx, session.id)
    const underWay = bills.find(({ bill }) => isLivePayStatus(bill.status))
    if (underWay) {
      // The same method: the same payment and page, whichever phone asks; another: wait for it.
      if (underWay.bill.payType !== input.payType) throw billInProgressError()
      return { table, bill: underWay.bill, anchorOrderId: underWay.orderIds[0]! }
    }
    const due = dueRounds(await billableRoundsOf(tx, session.id), bills)
    if (due.length === 0) throw billPaidError()
    const amount = sessionBill(due).price
    if (!(await offersPayType(tx, table.restaurantId, input.payType))) throw payTypeNotOfferedError()
    const refusal = payMethodRefusal(input.payType, amount, handheld)
    if (refusal) throw payMethodError(refusal)
    const anchorOrderId = due[0]!.orderId
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: anchorOrderId,
        payType: input.payType,
        amount,
        status: PAY_STATUS.created,
        provider: deps.provider.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id })
    const [bill] = await tx
      .insert(tableBills)
      .values({
        sessionId: session.id,
        memberId,
        payType: input.payType,
        amount,
        status: PAY_STATUS.created,
        paymentId: payment!.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await tx
      .insert(tableBillRounds)
      .values(due.map((round) => ({ billId: bill!.id, orderId: round.orderId })))
    return { table, bill: bill!, anchorOrderId }
  })
}

/**
 * POST pay/tableBill/pay: starts paying what the session owes (or answers the payment under way in
 * the same method: the same provider page), then asks the provider for its page, outside any
 * transaction. A provider that refuses leaves the bill failed, its rounds due again.
 */
export async function payTableBill(
  deps: PayDeps,
  memberId: number,
  input: TableBillPayInput,
  handheld: boolean,
  locale: Locale,
): Promise<TableBillPayResult> {
  const { table, bill, anchorOrderId } = await holdBill(deps, memberId, input, handheld)
  const paymentId = bill.paymentId!
  let created: { providerRef: string; redirectUrl: string }
  try {
    created = await deps.provider.createPayment({
      paymentId,
      orderId: anchorOrderId,
      amount: bill.amount,
      method: bill.payType,
      returnUrl: tableReturnUrl(table, deps.publicUrl),
      locale,
    })
  } catch (error) {
    deps.logger.warn({ err: error, paymentId }, 'payment provider refused to create a table bill payment')
    const [row] = await deps.db.select().from(payments).where(eq(payments.id, paymentId))
    if (row && row.providerRef === null) await applyProviderStatus(deps, row, PAY_STATUS.failed)
    throw providerUnavailableError()
  }
  const pendingNow = { status: PAY_STATUS.pending, updatedAt: deps.now() }
  const [pending] = await deps.db
    .update(payments)
    .set({ ...pendingNow, providerRef: created.providerRef })
    .where(and(eq(payments.id, paymentId), eq(payments.status, PAY_STATUS.created)))
    .returning({ status: payments.status })
  if (pending)
    await deps.db
      .update(tableBills)
      .set(pendingNow)
      .where(and(eq(tableBills.id, bill.id), inArray(tableBills.status, [PAY_STATUS.created])))
  return {
    billId: bill.id,
    paymentId,
    sessionId: bill.sessionId,
    payType: bill.payType,
    amount: bill.amount,
    status: (pending?.status ?? bill.status) as PayStatus,
    redirectUrl: created.redirectUrl,
  }
}
