import type { OrderDetail, OrderToPlace } from '../../../src/domain/contract/order'
import { TABLE_ERR, type TableRoundInput, type TableSessionView } from '../../../src/domain/contract/table'
import type { Locale } from '../../../src/domain/locale'
import { MENU_TYPE, ORDER_TYPE } from '../../../src/domain/menu/types'
import { CASH_PAY_TYPE } from '../../../src/domain/payTypes'
import { TABLE_SESSION_STATUS } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { ApiError, validationError } from '../../http/errors'
import { orderMenusOf } from './orderMenus'
import { placeInTransaction, placeUnderKey } from './placeOrder'
import { submissionFingerprint } from './submission'
import {
  nextRoundNo,
  openSessionLocked,
  sentLinesOf,
  sessionById,
  sessionView,
  tableSessionLocked,
} from './tableSessions'
import { orderableTable } from './tables'

/**
 * A round of a table's order (issue 37): an order of type 3 from the scan menu, placed exactly once
 * under its submission key (DESIGN §4) like any order, into the table's open session. The first
 * round (qrcode/addTableOrder) opens the session or joins the one another phone opened; a later
 * round (scan/additionalOrder) names its session and is refused once the staff closed it. Under the
 * session's row lock: the round's number, and the lines already sent, which limitType 2 counts; the
 * per-person limits use the session's guests. Paid at the end, for the whole table: pay later.
 */
export async function placeRound(
  db: Database,
  memberId: number,
  input: TableRoundInput,
  call: 'first' | 'additional',
  now: Date,
  locale: Locale,
): Promise<{ order: OrderDetail; session: TableSessionView }> {
  if (call === 'additional' && input.sessionId === undefined)
    throw validationError('sessionId', 'missingField')
  const table = await orderableTable(db, input.qrCode)
  const menus = orderMenusOf(db)
  const fingerprint = submissionFingerprint(input)
  const order = await placeUnderKey(
    db,
    memberId,
    { submissionKey: input.submissionKey, fingerprint },
    async (tx) => {
      const session =
        input.sessionId === undefined
          ? await openSessionLocked(tx, table, now)
          : await tableSessionLocked(tx, table, input.sessionId)
      if (!session) throw validationError('sessionId')
      if (session.status !== TABLE_SESSION_STATUS.open)
        throw new ApiError(200, TABLE_ERR.sessionClosed, 'tableSessionClosed')
      const toPlace: OrderToPlace = {
        brandId: table.brandId,
        restaurantId: table.restaurantId,
        orderType: ORDER_TYPE.scan,
        menuType: MENU_TYPE.scan,
        lines: input.lines,
        timeSlot: { type: 0 },
        persons: session.persons,
        remark: input.remark,
        payType: CASH_PAY_TYPE,
        submissionKey: input.submissionKey,
        expectedPrice: input.expectedPrice,
        ...(input.businessDay ? { businessDay: input.businessDay } : {}),
      }
      const round = {
        sessionId: session.id,
        roundNo: await nextRoundNo(tx, session.id),
        sent: await sentLinesOf(tx, session.id),
      }
      return placeInTransaction(tx, menus, {
        memberId,
        input: toPlace,
        fingerprint,
        now,
        locale,
        handheld: false,
        round,
      })
    },
  )
  const session = order.tableRound && (await sessionById(db, order.tableRound.sessionId))
  if (!session) throw new Error(`round ${order.id} has no table session`)
  return { order, session: await sessionView(db, session) }
}
