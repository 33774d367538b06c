import { sendApiRequest } from '../api/sendRequest'
import type { ApiOutcome } from '../api/transport'
import { buildApiHeaders } from '../data/headers'
import { db as defaultDatabase, type OutboxKind, type OutboxRecord, type ShopDatabase } from '../db/database'
import { dueRecords, markFailed, removeSent } from '../db/outbox'
import { readSetting } from '../db/storedState'
import { CODE_OK } from '../domain/envelope'

/**
 * Sends the outbox to the server. Used by the app (./triggers.ts) and by the service worker's
 * Background Sync handler, so both follow the same rules: batches of ≤ 100, accepted records
 * deleted, the rest kept with back-off, and one replay at a time across tabs and the worker.
 */

/** Where each kind of record goes (SPEC §7; body POST, JSON). */
export const OUTBOX_ENDPOINT: Record<OutboxKind, string> = {
  operationLog: 'member/userOptLog/insert',
  errorReport: 'system/public/systemAlarmErrorLogs/add',
}
const KINDS: OutboxKind[] = ['operationLog', 'errorReport']

/** Background Sync tag and the message the worker posts to pages to ask for a replay. */
export const OUTBOX_SYNC_TAG = 'outbox'
export const OUTBOX_REPLAY_MESSAGE = 'REPLAY_OUTBOX'

const LOCK_NAME = 'shop-pwa-outbox-replay'
/** A lease not renewed for this long belongs to a tab that died mid-replay. */
const REPLAY_LEASE_MS = 60_000

export type ReplayOptions = {
  /** Retry records still in back-off too (the network just came back). */
  includeBackedOff?: boolean
  now?: () => number
  database?: ShopDatabase
}

export type ReplayResult = {
  sent: number
  failed: number
  /** True when another tab or the worker was replaying, so this call sent nothing. */
  skipped: boolean
  /** True when the server could not be reached (worth a Background Sync registration). */
  networkFailed: boolean
}

type BatchResult = { sent: number; failed: number; networkFailed: boolean }

function failureText(outcome: ApiOutcome): string {
  if (outcome.kind !== 'answer') return outcome.kind
  return outcome.envelope.errCode ?? `HTTP ${outcome.status}`
}

async function sendBatch(
  database: ShopDatabase,
  kind: OutboxKind,
  records: OutboxRecord[],
  now: () => number,
): Promise<BatchResult> {
  const outcome = await sendApiRequest({
    method: 'POST',
    path: OUTBOX_ENDPOINT[kind],
    body: records.map((record) => record.payload),
    json: true,
    headers: await buildApiHeaders(),
  })
  if (outcome.kind === 'answer' && outcome.envelope.code === CODE_OK) {
    await removeSent(
      database,
      records.map((record) => record.id),
    )
    return { sent: records.length, failed: 0, networkFailed: false }
  }
  // One malformed record makes the server refuse its whole batch: send one by one so it holds up only itself.
  if (outcome.kind === 'answer' && outcome.status === 400 && records.length > 1) {
    const total: BatchResult = { sent: 0, failed: 0, networkFailed: false }
    for (const record of records) {
      const single = await sendBatch(database, kind, [record], now)
      total.sent += single.sent
      total.failed += single.failed
      if (single.networkFailed) return { ...total, networkFailed: true }
    }
    return total
  }
  await markFailed(database, records, failureText(outcome), now())
  return { sent: 0, failed: records.length, networkFailed: outcome.kind !== 'answer' }
}

async function replayAll(database: ShopDatabase, options: ReplayOptions): Promise<BatchResult> {
  const now = options.now ?? Date.now
  const total: BatchResult = { sent: 0, failed: 0, networkFailed: false }
  for (const kind of KINDS) {
    const attempted = new Set<string>()
    for (;;) {
      const dueBy = options.includeBackedOff ? Number.POSITIVE_INFINITY : now()
      const batch = await dueRecords(database, kind, dueBy, attempted)
      if (batch.length === 0) break
      for (const record of batch) attempted.add(record.id)
      const result = await sendBatch(database, kind, batch, now)
      total.sent += result.sent
      total.failed += result.failed
      // Unreachable server: stop here; the rest waits for the next trigger.
      if (result.networkFailed) return { ...total, networkFailed: true }
    }
  }
  return total
}

async function takeLease(database: ShopDatabase, holder: string, now: number): Promise<boolean> {
  return database.transaction('rw', database.settings, async () => {
    const current = await readSetting(database, 'outboxReplayLease')
    if (current && current.holder !== holder && current.expiresAt > now) return false
    await database.settings.put({
      key: 'outboxReplayLease',
      value: { holder, expiresAt: now + REPLAY_LEASE_MS },
    })
    return true
  })
}

async function dropLease(database: ShopDatabase, holder: string): Promise<void> {
  await database.transaction('rw', database.settings, async () => {
    const current = await readSetting(database, 'outboxReplayLease')
    if (current?.holder === holder) await database.settings.delete('outboxReplayLease')
  })
}

const SKIPPED: ReplayResult = { sent: 0, failed: 0, skipped: true, networkFailed: false }

/** Runs `replayAll` only if no other tab or worker is replaying: a Web Lock, else a lease row. */
async function replayExclusively(database: ShopDatabase, options: ReplayOptions): Promise<ReplayResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) {
    return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) =>
      lock ? { ...(await replayAll(database, options)), skipped: false } : SKIPPED,
    )
  }
  const holder = crypto.randomUUID()
  const now = options.now ?? Date.now
  if (!(await takeLease(database, holder, now()))) return SKIPPED
  // Renew the lease while a long replay runs so no other tab takes over midway.
  const renew = setInterval(
    () => void takeLease(database, holder, now()).catch(() => {}),
    REPLAY_LEASE_MS / 3,
  )
  try {
    return { ...(await replayAll(database, options)), skipped: false }
  } finally {
    clearInterval(renew)
    await dropLease(database, holder)
  }
}

const running = new Map<ShopDatabase, Promise<ReplayResult>>()
const rerunRequested = new Map<ShopDatabase, ReplayOptions>()

/**
 * Sends what the outbox holds; never throws. Single flight: a call made while a replay runs in
 * this tab waits for it and then one more pass, so records written meanwhile are not left behind.
 */
export function replayOutbox(options: ReplayOptions = {}): Promise<ReplayResult> {
  const database = options.database ?? defaultDatabase
  const current = running.get(database)
  if (current) {
    const queued = rerunRequested.get(database)
    rerunRequested.set(database, {
      ...options,
      includeBackedOff: options.includeBackedOff || queued?.includeBackedOff,
    })
    return current
  }
  const run = (async () => {
    let result: ReplayResult = { ...SKIPPED, skipped: false }
    let next: ReplayOptions | undefined = options
    while (next) {
      rerunRequested.delete(database)
      try {
        const pass = await replayExclusively(database, next)
        result = {
          sent: result.sent + pass.sent,
          failed: result.failed + pass.failed,
          skipped: pass.skipped,
          networkFailed: result.networkFailed || pass.networkFailed,
        }
      } catch (error) {
        console.error('Outbox replay failed', error)
      }
      next = rerunRequested.get(database)
    }
    return result
  })().finally(() => running.delete(database))
  running.set(database, run)
  return run
}
