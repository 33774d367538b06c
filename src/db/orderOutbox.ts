import * as v from 'valibot'
import { type Backoff, backoffMs } from '../domain/backoff'
import { OutboxOrderParams } from '../domain/contract/counter'
import { createEmitter } from '../domain/emitter'
import type { PlaceInput } from '../domain/order/placeInput'
import type { ShopDatabase } from './database'
import { openDb } from './open'
import {
  type InvitePlace,
  type OrderRefusal,
  type PendingOrderRecord,
  PendingOrderSchema,
} from './orderRecord'
import { type RecordRule, readStored } from './recordCheck'
import { mintSubmissionKey } from './submissionKey'

/**
 * The order outbox (DESIGN §4 "Exactly-once submission"): an order is written here with a fresh
 * submission key BEFORE its first send; src/sync/orderSync.ts sends it, and sends it again with the
 * same key (reload, retry, back online) until the server answers. The cart it came from is cleared
 * only in the transaction that records the server's confirmation.
 */

export type { OrderRefusal, PendingOrderRecord } from './orderRecord'
/** Tests and the fault phones mint keys as the outbox does. */
export { mintSubmissionKey }

const ORDER_RULE: RecordRule<PendingOrderRecord> = { store: 'orderOutbox', schema: PendingOrderSchema }

const waitingListeners = createEmitter()

/** Subscribes to orders that wait for a send (new, or left without an answer); src/sync/triggers.ts schedules the replay. Returns unsubscribe. */
export function onOrderWaiting(listener: () => void): () => void {
  return waitingListeners.subscribe(listener)
}

function announceWaiting(): void {
  waitingListeners.emit()
}

/** Back-off of orders sent without an answer: 2 s doubling, at most 1 min. */
const ORDER_RETRY: Backoff = { firstMs: 2_000, maxMs: 60_000 }

/** The wait before sending an order again after `attempts` sends without an answer. */
export function orderRetryDelayMs(attempts: number): number {
  return backoffMs(ORDER_RETRY, attempts)
}

async function database(given?: ShopDatabase): Promise<ShopDatabase> {
  return given ?? openDb()
}

/** Changes the stored record in place (nothing when it is gone). */
async function modify(
  db: ShopDatabase,
  submissionKey: string,
  change: (record: PendingOrderRecord) => void,
): Promise<void> {
  await db.orderOutbox.where('submissionKey').equals(submissionKey).modify(change)
}

/** The stored record, checked; undefined when there is none (or it was unsound). */
export async function readPendingOrder(
  submissionKey: string,
  given?: ShopDatabase,
): Promise<PendingOrderRecord | undefined> {
  const db = await database(given)
  return readStored(ORDER_RULE, submissionKey, await db.orderOutbox.get(submissionKey))
}

export type NewPendingOrder = {
  memberId: number
  cartKey: string
  remarkKey: string
  /** The order without its key: the key is minted here. */
  payload: PlaceInput
  /** A group order's, placed from its lines at this version. */
  invite?: InvitePlace
}

/**
 * Writes an order to the outbox under a fresh submission key, unless the same cart already has one
 * waiting for an answer: then that one is answered (a second tap never makes a second order).
 * Throws on a payload the server would refuse forever (a bug).
 */
export async function writePendingOrder(
  order: NewPendingOrder,
  options: { now?: number; database?: ShopDatabase } = {},
): Promise<PendingOrderRecord> {
  const db = await database(options.database)
  const now = options.now ?? Date.now()
  const submissionKey = mintSubmissionKey(now)
  const payload = v.parse(OutboxOrderParams, { ...order.payload, submissionKey })
  const record: PendingOrderRecord = v.parse(PendingOrderSchema, {
    submissionKey,
    memberId: order.memberId,
    cartKey: order.cartKey,
    remarkKey: order.remarkKey,
    payload,
    ...(order.invite ? { invite: order.invite } : {}),
    state: 'sending',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  })
  const written = await db.transaction('rw', db.orderOutbox, async () => {
    const waiting = await db.orderOutbox
      .where('cartKey')
      .equals(order.cartKey)
      .filter((stored) => stored.state === 'sending')
      .first()
    const sound = waiting && readStored(ORDER_RULE, waiting.submissionKey, waiting)
    if (sound) return sound
    await db.orderOutbox.add(record)
    return record
  })
  announceWaiting()
  return written
}

/** The server confirmed the order: the record keeps its id, the cart and its remark are cleared, in one transaction. */
export async function markOrderPlaced(
  submissionKey: string,
  orderId: number,
  given?: ShopDatabase,
): Promise<void> {
  const db = await database(given)
  await db.transaction('rw', [db.orderOutbox, db.carts, db.appData], async () => {
    const record = readStored(ORDER_RULE, submissionKey, await db.orderOutbox.get(submissionKey))
    if (!record) return
    await modify(db, submissionKey, (stored) => {
      stored.state = 'placed'
      stored.orderId = orderId
      delete stored.lastError
    })
    await db.carts.delete(record.cartKey)
    await db.appData.delete(record.remarkKey)
  })
}

/** The server refused the order (nothing was created): the record keeps the answer, the cart stays. */
export async function markOrderRefused(
  submissionKey: string,
  refusal: OrderRefusal,
  given?: ShopDatabase,
): Promise<void> {
  const db = await database(given)
  await modify(db, submissionKey, (stored) => {
    stored.state = 'refused'
    stored.refusal = refusal
  })
}

/** No answer (offline, timeout, server error): one more attempt counted, due again after the back-off. */
export async function markOrderUnanswered(
  submissionKey: string,
  error: string,
  now: number,
  given?: ShopDatabase,
): Promise<void> {
  const db = await database(given)
  await db.transaction('rw', db.orderOutbox, async () => {
    const record = await db.orderOutbox.get(submissionKey)
    if (record?.state !== 'sending') return
    const attempts = record.attempts + 1
    await modify(db, submissionKey, (stored) => {
      stored.attempts = attempts
      stored.nextAttemptAt = now + orderRetryDelayMs(attempts)
      stored.lastError = error
    })
  })
  announceWaiting()
}

/** Sends a refused order (e.g. after a new login) again, with the same key: nothing was created under it. */
export async function resumePendingOrder(submissionKey: string, given?: ShopDatabase): Promise<void> {
  const db = await database(given)
  await modify(db, submissionKey, (stored) => {
    stored.state = 'sending'
    delete stored.refusal
    stored.nextAttemptAt = Date.now()
  })
}

/** Forgets an order record (a refusal the diner has read, a confirmation the screen has shown). */
export async function removePendingOrder(submissionKey: string, given?: ShopDatabase): Promise<void> {
  const db = await database(given)
  await db.orderOutbox.delete(submissionKey)
}

/** How long a settled record (placed or refused) is kept for a screen to show it: 1 day. */
const SETTLED_KEEP_MS = 24 * 60 * 60_000

/** Deletes settled records older than a day (their screen was never opened again); waiting ones stay. */
export async function forgetSettledOrders(now: number, given?: ShopDatabase): Promise<void> {
  const db = await database(given)
  await db.orderOutbox
    .filter((record) => record.state !== 'sending' && record.createdAt < now - SETTLED_KEEP_MS)
    .delete()
}

/** Orders waiting for an answer, due at `dueBy` (Infinity: back-off ignored), oldest first. */
export async function dueOrders(dueBy: number, given?: ShopDatabase): Promise<PendingOrderRecord[]> {
  const db = await database(given)
  const stored = await db.orderOutbox.orderBy('nextAttemptAt').toArray()
  return stored.flatMap((record) => {
    const sound = readStored(ORDER_RULE, record.submissionKey, record)
    return sound && sound.state === 'sending' && sound.nextAttemptAt <= dueBy ? [sound] : []
  })
}

/** Epoch ms when the earliest order waiting for an answer is due again; null when none waits. */
export async function nextOrderDueAt(given?: ShopDatabase): Promise<number | null> {
  const waiting = await dueOrders(Number.POSITIVE_INFINITY, given)
  return waiting[0]?.nextAttemptAt ?? null
}

/** The sound records of a read, oldest first (unsound ones are reported and dropped). */
export function soundOrderRecords(stored: readonly PendingOrderRecord[]): PendingOrderRecord[] {
  return stored
    .flatMap((record) => {
      const sound = readStored(ORDER_RULE, record.submissionKey, record)
      return sound ? [sound] : []
    })
    .sort((first, second) => first.createdAt - second.createdAt)
}

/**
 * Every order record of a member (what usePendingOrders follows). Reads Dexie only, with no other
 * await, so that a live query observes it.
 */
export function memberOrderRecords(db: ShopDatabase, memberId: number): Promise<PendingOrderRecord[]> {
  return db.orderOutbox.where('memberId').equals(memberId).toArray()
}
