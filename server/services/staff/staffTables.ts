import { and, asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { PAY_STATUS } from '../../../src/domain/contract/pay'
import type {
  StaffTable,
  StaffTableCloseParams,
  StaffTablePaid,
  StaffTablePaidParams,
  StaffTablesParams,
} from '../../../src/domain/contract/staff'
import { MENU_TYPE } from '../../../src/domain/menu/types'
import { isLivePayStatus } from '../../../src/domain/pay/payStatus'
import { CASH_PAY_TYPE } from '../../../src/domain/payTypes'
import { sessionBill } from '../../../src/domain/table/sessionBill'
import { TABLE_ERR } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { menus, tableBillRounds, tableBills, tableQrCodes } from '../../db/schema'
import { ApiError, validationError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'
import { billableRoundsOf, billInProgressError, billPaidError, billsOf, dueRounds } from '../order/tableBills'
import { closeOpenSession, openSessionOf, sessionView, tableSessionLocked } from '../order/tableSessions'
import { tableOfCode, tablePagePath } from '../order/tables'

/** The restaurant's tables with the codes printed on them, the page each opens, and their open sessions. */
export async function staffTables(
  db: Database,
  params: v.InferOutput<typeof StaffTablesParams>,
): Promise<StaffTable[]> {
  const restaurant = await requireRestaurant(db, params)
  const rows = await db
    .select({
      id: tableQrCodes.id,
      tableName: tableQrCodes.tableName,
      seats: tableQrCodes.seats,
      qrCode: tableQrCodes.qrCode,
    })
    .from(tableQrCodes)
    .innerJoin(menus, eq(menus.id, tableQrCodes.menuId))
    .where(and(eq(menus.restaurantId, restaurant.id), eq(menus.menuType, MENU_TYPE.scan)))
    .orderBy(asc(tableQrCodes.id))
  return Promise.all(
    rows.map(async (row) => {
      const open = await openSessionOf(db, row.id)
      const view = open && (await sessionView(db, open))
      return {
        tableName: row.tableName,
        seats: row.seats,
        qrCode: row.qrCode,
        path: tablePagePath(row.qrCode),
        session: view && {
          id: view.id,
          persons: view.persons,
          rounds: view.rounds.length,
          total: view.total,
          paid: view.bill.paid,
          due: view.bill.due,
          openedAt: view.openedAt,
        },
      }
    }),
  )
}

/** The restaurant's table with this code (TABLE.CODE_INVALID for another restaurant's). */
async function restaurantTable(db: Database, params: v.InferOutput<typeof StaffTableCloseParams>) {
  const restaurant = await requireRestaurant(db, params)
  const table = await tableOfCode(db, params.qrCode)
  if (!table || table.restaurantId !== restaurant.id)
    throw new ApiError(200, TABLE_ERR.codeInvalid, 'tableCodeInvalid')
  return table
}

/**
 * The table paid at the counter: one bill, paid now in cash, for every round its session still
 * owes (under the session's lock, like an online payment). A payment under way online is refused
 * (TABLE.BILL_IN_PROGRESS: wait for it, or let the payer cancel it); nothing due is pay.0002.
 */
export async function payStaffTableAtCounter(
  db: Database,
  params: v.InferOutput<typeof StaffTablePaidParams>,
  now: Date,
): Promise<StaffTablePaid> {
  const table = await restaurantTable(db, params)
  const sessionId = params.sessionId ?? (await openSessionOf(db, table.id))?.id
  if (sessionId === undefined) throw validationError('sessionId', 'missingField')
  return db.transaction(async (tx) => {
    const session = await tableSessionLocked(tx, table, sessionId)
    if (!session) throw validationError('sessionId')
    const bills = await billsOf(tx, session.id)
    if (bills.some(({ bill }) => isLivePayStatus(bill.status))) throw billInProgressError()
    const due = dueRounds(await billableRoundsOf(tx, session.id), bills)
    if (due.length === 0) throw billPaidError()
    const amount = sessionBill(due).price
    const [bill] = await tx
      .insert(tableBills)
      .values({
        sessionId: session.id,
        payType: CASH_PAY_TYPE,
        amount,
        status: PAY_STATUS.paid,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tableBills.id })
    await tx
      .insert(tableBillRounds)
      .values(due.map((round) => ({ billId: bill!.id, orderId: round.orderId })))
    return { qrCode: table.qrCode, sessionId: session.id, amount, rounds: due.map((round) => round.orderId) }
  })
}

/**
 * Closes the table's open session (scan/unbundingQrcode): its bill is settled, its rounds stay with
 * it, a later round sent to it is refused and the next scan starts a new session. `closed` false
 * when it had none open (a repeat of the call changes nothing).
 */
export async function closeStaffTable(
  db: Database,
  params: v.InferOutput<typeof StaffTableCloseParams>,
  now: Date,
): Promise<{ qrCode: string; closed: boolean; sessionId: number | null }> {
  const table = await restaurantTable(db, params)
  const closed = await closeOpenSession(db, table.id, now)
  return { qrCode: table.qrCode, closed: closed !== null, sessionId: closed?.id ?? null }
}
