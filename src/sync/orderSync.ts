import { sendApiRequest } from '../api/sendRequest'
import type { ApiOutcome } from '../api/transport'
import { buildApiHeaders } from '../data/headers'
import type { ShopDatabase } from '../db/database'
import {
  dueOrders,
  forgetSettledOrders,
  markOrderPlaced,
  markOrderRefused,
  markOrderUnanswered,
  type OrderRefusal,
  readPendingOrder,
} from '../db/orderOutbox'
import type { PendingOrderRecord } from '../db/orderRecord'
import { counterCodeKind } from '../domain/counter/counterCode'

/**
 * Sends the order outbox (./orderOutbox.ts): POST order/addOrder2 (or a counter code's call,
 * placePathOf) with the record's payload and
 * submission key. An answer settles the record (placed: the cart is cleared; refused: the answer is
 * kept for the screen); no answer (offline, timeout, a 5xx, a page that is not the API's) keeps it
 * `sending`, due again after the back-off, resent with the same key — the server answers a repeated
 * key with the first order, so however often it goes out it is one order. A group order's record
 * goes to order/invite/place, which answers every repeat with the group order's one order.
 */

/** POST order/addOrder2 (docs/api.md "Order service"). */
export const ADD_ORDER_PATH = 'order/addOrder2'
/** POST order/invite/place: a group order's order, one per group order (docs/api.md "Invites"). */
const INVITE_PLACE_PATH = 'order/invite/place'

/** Where a record goes, with what: its payload to its place call, or a group order's place. */
function requestOf(record: PendingOrderRecord): { path: string; body: Record<string, unknown> } {
  const { invite, payload } = record
  if (!invite) return { path: placePathOf(payload), body: payload }
  const { addressId, timeSlot, persons, remark, memberCouponId, payType, expectedPrice, businessDay } =
    payload
  return {
    path: INVITE_PLACE_PATH,
    body: {
      ...invite,
      addressId,
      timeSlot,
      persons,
      remark,
      memberCouponId,
      payType,
      expectedPrice,
      businessDay,
    },
  }
}

/**
 * The call that places the record's order: addOrder2, or for an order placed with a counter code
 * (docs/api.md "Counter codes") takeOutAddOrder (take-out code) or selfServiceCodeOrder (self-service code).
 */
function placePathOf(payload: object): string {
  const code = 'code' in payload && typeof payload.code === 'string' ? payload.code : null
  if (!code) return ADD_ORDER_PATH
  return counterCodeKind(code) === 'takeOut'
    ? 'order/takeOutScan/takeOutAddOrder'
    : 'order/selfServiceCodeOrder'
}

export type SendOutcome = 'placed' | 'refused' | 'unanswered' | 'settled'

type Options = { database?: ShopDatabase; now?: () => number }

/** The order id of a success answer (OrderDetail, or a group order's `{ order }`), or null when the answer has none. */
function orderIdOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null
  const data = (answer as { order?: unknown }).order ?? answer
  if (typeof data !== 'object' || data === null) return null
  const id = (data as { orderId?: unknown; id?: unknown }).orderId ?? (data as { id?: unknown }).id
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/** A refusal the server gave (an answer below 500 that is not a success), or null for no answer. */
function refusalOf(outcome: ApiOutcome): OrderRefusal | null {
  if (outcome.kind !== 'answer' || outcome.status >= 500) return null
  const { envelope } = outcome
  return {
    errCode: envelope.errCode ?? `HTTP ${outcome.status}`,
    errMsg: envelope.errMsg ?? '',
    ...(envelope.data === undefined ? {} : { data: envelope.data }),
  }
}

function failureText(outcome: ApiOutcome): string {
  return outcome.kind === 'answer' ? `HTTP ${outcome.status}` : outcome.kind
}

/** Sends in flight in this page, by submission key: one send per key at a time. */
const inFlight = new Map<string, Promise<SendOutcome>>()

async function sendOnce(submissionKey: string, options: Options): Promise<SendOutcome> {
  const now = options.now ?? Date.now
  const record = await readPendingOrder(submissionKey, options.database)
  if (record?.state !== 'sending') return 'settled'
  const outcome = await sendApiRequest({
    method: 'POST',
    ...requestOf(record),
    json: true,
    headers: await buildApiHeaders(),
  })
  if (outcome.kind === 'answer' && outcome.envelope.success) {
    const orderId = orderIdOf(outcome.envelope.data)
    if (orderId !== null) {
      await markOrderPlaced(submissionKey, orderId, options.database)
      return 'placed'
    }
  }
  const refusal = refusalOf(outcome)
  if (refusal && !(outcome.kind === 'answer' && outcome.envelope.success)) {
    await markOrderRefused(submissionKey, refusal, options.database)
    return 'refused'
  }
  await markOrderUnanswered(submissionKey, failureText(outcome), now(), options.database)
  return 'unanswered'
}

/** Sends one order now (whatever its back-off); never throws. A send of the same key already running is joined. */
export function sendPendingOrder(submissionKey: string, options: Options = {}): Promise<SendOutcome> {
  const running = inFlight.get(submissionKey)
  if (running) return running
  const send = sendOnce(submissionKey, options)
    .catch((error: unknown) => {
      console.error('Could not send the order', error)
      return 'unanswered' as const
    })
    .finally(() => inFlight.delete(submissionKey))
  inFlight.set(submissionKey, send)
  return send
}

export type OrderReplayResult = { placed: number; refused: number; unanswered: number }

/**
 * Sends every order waiting for an answer that is due (all of them with `includeBackedOff`, when
 * the network just came back); stops at the first one without an answer. Never throws.
 */
export async function replayPendingOrders(
  options: Options & { includeBackedOff?: boolean } = {},
): Promise<OrderReplayResult> {
  const result: OrderReplayResult = { placed: 0, refused: 0, unanswered: 0 }
  const now = options.now ?? Date.now
  let due: Awaited<ReturnType<typeof dueOrders>>
  try {
    await forgetSettledOrders(now(), options.database)
    due = await dueOrders(options.includeBackedOff ? Number.POSITIVE_INFINITY : now(), options.database)
  } catch (error) {
    console.error('Could not read the order outbox', error)
    return result
  }
  for (const record of due) {
    const outcome = await sendPendingOrder(record.submissionKey, options)
    if (outcome === 'settled') continue
    result[outcome] += 1
    if (outcome === 'unanswered') break
  }
  return result
}
