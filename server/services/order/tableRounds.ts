import type { OrderDetail, OrderToPlace } from '../../../src/domain/contract/order'
import type { TableRoundInput, TableSessionView } from '../../../src/domain/contract/table'
import type { Locale } from '../../../src/domain/locale'
import { type CartLine, MENU_TYPE, ORDER_TYPE } from '../../../src/domain/menu/types'
import { CASH_PAY_TYPE } from '../../../src/domain/payTypes'
import { TABLE_ERR, TABLE_SESSION_STATUS } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { ApiError, validationError } from '../../http/errors'
import { type OrderMenus, orderMenusOf } from './orderMenus'
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
import { orderableTable, type TableOfCode } from './tables'

/** What a round is made of, whichever call sends it. */
export type RoundToPlace = {
  memberId: number
  /** The session the phone names (refused once closed); absent: the open one, opened if none. */
  sessionId: number | undefined
  lines: CartLine[]
  remark: string
  submissionKey: string
  expectedPrice: string
  businessDay: string | undefined
  fingerprint: string
  now: Date
  locale: Locale
}

/**
 * Places a round into the table's session, inside the caller's transaction: under the session's
 * row lock, the round's number, and the lines already sent, which limitType 2 counts; the
 * per-person limits use the session's guests. Paid at the end, for the whole table: pay later.
 * Null when the round's key placed an order already.
 */
export async function placeRoundInTransaction(
  tx: Database,
  menus: OrderMenus,
  table: TableOfCode,
  round: RoundToPlace,
): Promise<OrderDetail | null> {
  const session =
    round.sessionId === undefined
      ? await openSessionLocked(tx, table, round.now)
      : await tableSessionLocked(tx, table, round.sessionId)
  if (!session) throw validationError('sessionId')
  if (session.status !== TABLE_SESSION_STATUS.open)
    throw new ApiError(200, TABLE_ERR.sessionClosed, 'tableSessionClosed')
  const toPlace: OrderToPlace = {
    brandId: table.brandId,
    restaurantId: table.restaurantId,
    orderType: ORDER_TYPE.scan,
    menuType: MENU_TYPE.scan,
    lines: round.lines,
    timeSlot: { type: 0 },
    persons: session.persons,
    remark: round.remark,
    payType: CASH_PAY_TYPE,
    submissionKey: round.submissionKey,
    expectedPrice: round.expectedPrice,
    ...(round.businessDay ? { businessDay: round.businessDay } : {}),
  }
  return placeInTransaction(tx, menus, {
    memberId: round.memberId,
    input: toPlace,
    fingerprint: round.fingerprint,
    now: round.now,
    locale: round.locale,
    handheld: false,
    round: {
      sessionId: session.id,
      roundNo: await nextRoundNo(tx, session.id),
      sent: await sentLinesOf(tx, session.id),
    },
  })
}

/** The round's table session as everyone at the table sees it. */
export async function roundSessionView(db: Database, order: OrderDetail): Promise<TableSessionView> {
  const session = order.tableRound && (await sessionById(db, order.tableRound.sessionId))
  if (!session) throw new Error(`round ${order.id} has no table session`)
  return sessionView(db, session)
}

/**
 * A round of a table's order sent with its lines (issue 37): an order of type 3 from the scan
 * menu, placed exactly once under its submission key (DESIGN §4) like any order. The first round
 * (qrcode/addTableOrder) opens the session or joins the one another phone opened; a later round
 * (scan/additionalOrder) names its session and is refused once the staff closed it.
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
  const order = await placeUnderKey(db, memberId, { submissionKey: input.submissionKey, fingerprint }, (tx) =>
    placeRoundInTransaction(tx, menus, table, {
      memberId,
      sessionId: input.sessionId,
      lines: input.lines,
      remark: input.remark,
      submissionKey: input.submissionKey,
      expectedPrice: input.expectedPrice,
      businessDay: input.businessDay,
      fingerprint,
      now,
      locale,
    }),
  )
  return { order, session: await roundSessionView(db, order) }
}
