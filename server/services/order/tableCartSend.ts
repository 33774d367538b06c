import type { OrderDetail } from '../../../src/domain/contract/order'
import {
  TABLE_CART_ERR,
  type TableCartSendAnswer,
  type TableCartSendInput,
  tableCartSubmissionKey,
} from '../../../src/domain/contract/tableCart'
import type { Locale } from '../../../src/domain/locale'
import { TABLE_ERR, TABLE_SESSION_STATUS } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { ApiError } from '../../http/errors'
import { orderMenusOf } from './orderMenus'
import { readKeyedOrder } from './orderRows'
import { bumpVersion, lineOf, liveLines, newGeneration } from './sharedCart'
import { submissionFingerprint } from './submission'
import { lockedCart, tableCartRow, tableCartView } from './tableCart'
import { placeRoundInTransaction, roundSessionView } from './tableRounds'
import { sessionById } from './tableSessions'
import type { TableOfCode } from './tables'

const cartChanged = () => new ApiError(200, TABLE_CART_ERR.changed, 'tableCartChanged')

/**
 * POST order/tableCart/send (issue 37 item 3): the table's shared cart as one round. Under the
 * cart's lock: a send of the generation the cart holds, at the version the phone showed, places
 * the round from the cart's own lines and starts the next generation, empty, in one transaction. A send of the generation a round already sent (a second phone at the same moment,
 * or a retry whose answer was lost) answers that round, whoever sent it: one round per cart.
 */
export async function sendTableCart(
  db: Database,
  memberId: number,
  table: TableOfCode,
  input: TableCartSendInput,
  now: Date,
  locale: Locale,
): Promise<TableCartSendAnswer> {
  const menus = orderMenusOf(db)
  const submissionKey = tableCartSubmissionKey(input.generation)
  const placed = await db.transaction(async (tx) => {
    const cart = await lockedCart(tx, table.id, now)
    if (cart.generation !== input.generation) return null
    if (cart.version !== input.version) throw cartChanged()
    const lines = await liveLines(tx, cart)
    if (lines.length === 0) throw new ApiError(200, TABLE_CART_ERR.empty, 'tableCartEmpty')
    const order = await placeRoundInTransaction(tx, menus, table, {
      memberId,
      sessionId: input.sessionId,
      lines: lines.map(lineOf),
      remark: input.remark,
      submissionKey,
      expectedPrice: input.expectedPrice,
      businessDay: input.businessDay,
      fingerprint: submissionFingerprint(input),
      now,
      locale,
    })
    if (!order) return null
    // The sent lines stay with their generation: a late retry of their adds finds them there.
    await bumpVersion(tx, cart, now, {
      generation: newGeneration(),
      sentGeneration: input.generation,
      sentOrderId: order.id,
    })
    return order
  })
  const order = placed ?? (await sentRoundOf(db, table, input.generation, input.sessionId))
  const [session, cart] = await Promise.all([roundSessionView(db, order), tableCartView(db, table.id)])
  return { order, session, cart }
}

/**
 * The round a generation of the table's cart was sent as. None: TABLE.SESSION_CLOSED when the
 * staff emptied that generation by closing the table, or the session the phone named is closed;
 * else TABLE.CART_CHANGED (a generation the table does not hold).
 */
async function sentRoundOf(
  db: Database,
  table: TableOfCode,
  generation: string,
  sessionId: number | undefined,
): Promise<OrderDetail> {
  const submissionKey = tableCartSubmissionKey(generation)
  const sent = await readKeyedOrder(db, submissionKey)
  if (sent?.order.tableRound && sent.order.restaurantId === table.restaurantId) return sent.order
  const cart = await tableCartRow(db, table.id)
  const session = sessionId === undefined ? null : await sessionById(db, sessionId)
  const sessionClosed = session?.tableId === table.id && session.status !== TABLE_SESSION_STATUS.open
  if (cart?.closedGeneration === generation || sessionClosed)
    throw new ApiError(200, TABLE_ERR.sessionClosed, 'tableSessionClosed')
  throw cartChanged()
}
