import Dexie from 'dexie'
import * as v from 'valibot'
import { type Backoff, backoffMs } from '../domain/backoff'
import { OutboxRecordSchema } from '../domain/deviceRecords'
import { createEmitter } from '../domain/emitter'
import {
  ERROR_REPORT_TRIM_FIELDS,
  ErrorReport,
  fitRecord,
  MAX_ERROR_REPORT_BYTES,
  MAX_OPERATION_LOG_BYTES,
  OPERATION_LOG_TRIM_FIELDS,
  OperationLog,
  recordJsonBytes,
} from '../domain/logs'
import { db as defaultDatabase, type OutboxKind, type OutboxRecord, type ShopDatabase } from './database'
import { checkStored, type RecordRule } from './recordCheck'

/**
 * Records bound for the server are written here first and sent later by src/sync/logSync.ts, so
 * nothing is lost to a reload or an offline period. Each record's `id` travels in the payload: the
 * server stores a record once however often it is re-sent.
 */

/** What callers hand in: the record without its id (enqueue mints it); schema defaults apply. */
export type OutboxPayload = {
  operationLog: Omit<v.InferInput<typeof OperationLog>, 'id'>
  errorReport: Omit<v.InferInput<typeof ErrorReport>, 'id'>
}

const SCHEMAS = { operationLog: OperationLog, errorReport: ErrorReport } as const
/** The server's size bound per record (bytes of JSON) and the fields trimmed to meet it. */
const SIZE = {
  operationLog: { maxBytes: MAX_OPERATION_LOG_BYTES, trim: OPERATION_LOG_TRIM_FIELDS },
  errorReport: { maxBytes: MAX_ERROR_REPORT_BYTES, trim: ERROR_REPORT_TRIM_FIELDS },
} as const

const OUTBOX_RULE: RecordRule<OutboxRecord> = { store: 'outbox', schema: OutboxRecordSchema }

/** The log calls accept at most 100 records per POST. */
export const OUTBOX_BATCH_SIZE = 100
/** Back-off of log records the server did not accept: 5 s doubling, at most 30 min. */
const LOG_RETRY: Backoff = { firstMs: 5_000, maxMs: 30 * 60 * 1000 }

/** The wait before the next try after `attempts` failed sends. */
export function retryDelayMs(attempts: number): number {
  return backoffMs(LOG_RETRY, attempts)
}

const enqueueListeners = createEmitter<OutboxKind>()

/** Subscribes to new outbox records (src/sync/triggers.ts uses it to send soon); returns unsubscribe. */
export function onOutboxEnqueued(listener: (kind: OutboxKind) => void): () => void {
  return enqueueListeners.subscribe(listener)
}

/**
 * Validates a record with the server's own schema, trims its free text to the server's size bound
 * and writes it to the outbox; returns its id. Throws on an invalid payload (a programming error:
 * the server would refuse it forever).
 */
export async function enqueue<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayload[K],
  options: { now?: number; database?: ShopDatabase } = {},
): Promise<string> {
  const id = crypto.randomUUID()
  const checked = v.safeParse(SCHEMAS[kind], { ...payload, id })
  if (!checked.success) {
    const issue = checked.issues[0]
    throw new TypeError(`Invalid ${kind}: ${v.getDotPath(issue) ?? ''} ${issue.message}`.trim())
  }
  const { maxBytes, trim } = SIZE[kind]
  const fitted = fitRecord(checked.output as Record<string, unknown>, trim, maxBytes)
  if (recordJsonBytes(fitted) > maxBytes)
    throw new TypeError(`Invalid ${kind}: larger than ${maxBytes} bytes`)
  const now = options.now ?? Date.now()
  const record = v.parse(OutboxRecordSchema, {
    id,
    kind,
    payload: fitted,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  })
  await (options.database ?? defaultDatabase).outbox.add(record)
  enqueueListeners.emit(kind)
  return id
}

/**
 * The records that pass their schema; the others are reported and deleted from `database` (a
 * record the server would refuse forever must not hold up the rest).
 */
async function checkedRecords(
  database: ShopDatabase,
  stored: readonly OutboxRecord[],
): Promise<OutboxRecord[]> {
  const sound: OutboxRecord[] = []
  const unsound: string[] = []
  for (const record of stored) {
    const checked = checkStored(OUTBOX_RULE, record.id, record)
    if (checked.ok) sound.push(checked.record)
    else unsound.push(record.id)
  }
  if (unsound.length > 0) await database.outbox.bulkDelete(unsound)
  return sound
}

/**
 * Up to `limit` records of one kind due at `dueBy` (epoch ms; Infinity ignores back-off),
 * oldest retry time first, leaving out `exclude`. Records that fail their schema are dropped.
 */
export async function dueRecords(
  database: ShopDatabase,
  kind: OutboxKind,
  dueBy: number,
  exclude: ReadonlySet<string>,
  limit = OUTBOX_BATCH_SIZE,
): Promise<OutboxRecord[]> {
  const upper = Number.isFinite(dueBy) ? dueBy : Dexie.maxKey
  for (;;) {
    const stored = await database.outbox
      .where('[kind+nextAttemptAt]')
      .between([kind, Dexie.minKey], [kind, upper], true, true)
      .filter((record) => !exclude.has(record.id))
      .limit(limit)
      .toArray()
    const sound = await checkedRecords(database, stored)
    // A batch that held only unsound records (now deleted) is read again.
    if (sound.length > 0 || stored.length < limit) return sound
  }
}

/** Removes records the server accepted. */
export async function removeSent(database: ShopDatabase, ids: string[]): Promise<void> {
  await database.outbox.bulkDelete(ids)
}

/** Keeps records the server did not accept, one more attempt counted, due again after the back-off. */
export async function markFailed(
  database: ShopDatabase,
  records: OutboxRecord[],
  error: string,
  now: number,
): Promise<void> {
  // bulkUpdate, not bulkPut: a record removed meanwhile must not come back.
  await database.outbox.bulkUpdate(
    records.map((record) => {
      const attempts = record.attempts + 1
      return {
        key: record.id,
        changes: { attempts, nextAttemptAt: now + retryDelayMs(attempts), lastError: error },
      }
    }),
  )
}

/** Epoch ms when the earliest waiting record is due, or null when the outbox is empty. */
export async function nextDueAt(database: ShopDatabase = defaultDatabase): Promise<number | null> {
  for (;;) {
    const first = await database.outbox.orderBy('nextAttemptAt').first()
    if (!first) return null
    const [sound] = await checkedRecords(database, [first])
    if (sound) return sound.nextAttemptAt
  }
}
