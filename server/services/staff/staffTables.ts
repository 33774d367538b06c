import { and, asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { StaffTable, StaffTableCloseParams, StaffTablesParams } from '../../../src/domain/contract/staff'
import { MENU_TYPE } from '../../../src/domain/menu/types'
import { TABLE_ERR } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { menus, tableQrCodes } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'
import { closeOpenSession, openSessionOf, sessionView } from '../order/tableSessions'
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
          openedAt: view.openedAt,
        },
      }
    }),
  )
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
  const restaurant = await requireRestaurant(db, params)
  const table = await tableOfCode(db, params.qrCode)
  if (!table || table.restaurantId !== restaurant.id)
    throw new ApiError(200, TABLE_ERR.codeInvalid, 'tableCodeInvalid')
  const closed = await closeOpenSession(db, table.id, now)
  return { qrCode: table.qrCode, closed: closed !== null, sessionId: closed?.id ?? null }
}
