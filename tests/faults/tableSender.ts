import { orderRetryDelayMs } from '../../src/db/orderOutbox'
import { businessDay } from '../../src/domain/businessDay'
import {
  TABLE_CART_ERR,
  type TableCartSendAnswer,
  type TableCartView,
  tableCartSubmissionKey,
} from '../../src/domain/contract/tableCart'
import { cartTotals } from '../../src/domain/menu/cartTotals'
import { TABLE_ERR } from '../../src/domain/table/tableSession'
import { apiCall } from '../bench/apiCall'
import {
  type OutboxRecord,
  type OutboxResult,
  type OutboxSendOptions,
  sendUntilAnswered,
} from './outboxSender'
import { lineFingerprint, MAX_ATTEMPTS, must } from './phones'
import type { TableRoundRun } from './tableRoundTally'

/**
 * A phone at a table through the bad network (./tablePhones.ts): its changes and its sends go
 * through the fault proxy as an outbox sends them, its reads of the cart go to the server directly.
 */

export const GUESTS_PATH = 'order/qrcode/addScanPerson'
const SEND_PATH = 'order/tableCart/send'
/** A send refused more often than this (cart changed, price, session) is broken, not unlucky. */
const MAX_RESENDS = 20

/** A phone at a table: its key there, its headers, the session it has seen; a member's token on the phones that send. */
export type TablePhone = {
  qrCode: string
  guestKey: string
  guestName: string
  headers: Record<string, string>
  token?: string
  sessionId?: number
}

/** What the phones of a run share: where they send and read, the server's clock, the run's records. */
export type TableWorld = {
  serverOrigin: string
  proxyOrigin: string
  now: () => number
  /** The guests a phone counts when it starts a session. */
  persons: number
  run: TableRoundRun
}

/** The table's cart as the server has it now (read directly: module doc). */
export async function readCart(world: TableWorld, qrCode: string): Promise<TableCartView> {
  return must(await apiCall<TableCartView>(world.serverOrigin, `order/tableCart?qrCode=${qrCode}`), 'cart')
}

/** Sends the record through the bad network until the server answers it, as the phone's outbox would. */
export function sendThroughFaults(world: TableWorld, phone: TablePhone, record: OutboxRecord) {
  const options: OutboxSendOptions = {
    origin: world.proxyOrigin,
    headers: phone.headers,
    retryDelayMs: orderRetryDelayMs,
    maxAttempts: MAX_ATTEMPTS,
  }
  return sendUntilAnswered(record, options)
}

/**
 * The phone sends the round from the cart `view` until an answer settles it: ORDER.PRICE_CHANGED
 * teaches it the price, TABLE.CART_CHANGED makes it read the cart and send that, and
 * TABLE.SESSION_CLOSED makes it start over (the guests counted again, which opens a session; a
 * fresh read; no session named). A read that shows the generation it was sending already sent
 * (another phone sent it) settles it with that round. Records the send in the run.
 */
export async function sendRound(
  world: TableWorld,
  phone: TablePhone,
  view: TableCartView,
  tag: string,
  options: { remark: string; double: boolean },
): Promise<void> {
  const started = performance.now()
  let attempts = 0
  let backoffMs = 0
  let sending = view
  // The dishes' total, as the cart shows it; the server's answer corrects it when a rule or charge applies.
  const shownPrice = (cart: TableCartView) => cartTotals(cart.lines.map((entry) => entry.line)).total
  let price = shownPrice(view)
  const through = async (record: OutboxRecord) => {
    const result = await sendThroughFaults(world, phone, record)
    attempts += result.attempts
    backoffMs += result.backoffMs
    return result
  }
  const settle = (outcome: OutboxResult['outcome'], answeredId: number | null) => {
    world.run.sends.push({
      table: phone.qrCode,
      key: tableCartSubmissionKey(sending.generation),
      lineIds: sending.lines.map((entry) => entry.lineId),
      lines: sending.lines.map((entry) => lineFingerprint(entry.line)),
      double: options.double,
      answeredId,
      result: {
        outcome,
        envelope: null,
        attempts,
        settledAfterMs: performance.now() - started + backoffMs,
        backoffMs,
      },
    })
  }
  /** The cart read again: null when the generation being sent is gone, after settling the send. */
  const reread = async (): Promise<TableCartView | null> => {
    const fresh = await readCart(world, phone.qrCode)
    if (fresh.generation === sending.generation) return fresh
    if (fresh.sent?.generation === sending.generation) settle('placed', fresh.sent.orderId)
    else settle('refused', null)
    return null
  }

  for (let resend = 0; resend < MAX_RESENDS; resend++) {
    const body = {
      qrCode: phone.qrCode,
      generation: sending.generation,
      version: sending.version,
      ...(phone.sessionId === undefined ? {} : { sessionId: phone.sessionId }),
      remark: options.remark,
      expectedPrice: price,
      businessDay: businessDay(world.now()),
    }
    const result = await through({ path: SEND_PATH, body, tag: `${tag}/send${resend}` })
    const answer = result.envelope
    if (!answer) return settle('gave-up', null)
    if (answer.success) {
      const sent = answer.data as TableCartSendAnswer
      phone.sessionId = sent.session.id
      return settle('placed', sent.order.id)
    }
    if (answer.errCode === 'ORDER.PRICE_CHANGED') {
      world.run.events.priceChanged += 1
      price = (answer.data as { price: string }).price
      continue
    }
    if (answer.errCode === TABLE_CART_ERR.changed) {
      world.run.events.cartChanged += 1
    } else if (answer.errCode === TABLE_ERR.sessionClosed) {
      world.run.events.sessionClosed += 1
      const guests = { qrCode: phone.qrCode, persons: world.persons }
      await through({ path: GUESTS_PATH, body: guests, tag: `${tag}/guests${resend}` })
      phone.sessionId = undefined
    } else {
      return settle('refused', null)
    }
    const fresh = await reread()
    if (!fresh) return
    sending = fresh
    price = shownPrice(fresh)
  }
  settle('refused', null)
}
