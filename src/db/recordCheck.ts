import * as v from 'valibot'
import { afterDatabaseLoads, backgroundWorkAllowed, openDb } from './open'

/**
 * Every record read from the device is checked against its table's schema (src/domain
 * settingValues, bootRecords, orderingRecords, deviceRecords) before the app uses it, never cast:
 * storage outlives the code that wrote it (an older version, a bug, a hand edit). A record that
 * fails is reported (error log) and the read gets its safe repair when the table has one, else
 * nothing; the stored copy is then rewritten or deleted in the background. Free of Dexie, for the
 * first-render path.
 */

/** The tables of src/db/database.ts. */
export type StoreName =
  | 'settings'
  | 'session'
  | 'carts'
  | 'addresses'
  | 'orderCopies'
  | 'favourites'
  | 'atlasCache'
  | 'menus'
  | 'appData'
  | 'apiCache'
  | 'outbox'
  | 'orderOutbox'

export type RecordKey = string | number

/** How the records of one table are checked. */
export type RecordRule<T, Store extends StoreName = StoreName> = {
  store: Store
  schema: v.GenericSchema<unknown, T>
  /** The record with what is unsound left out, when that is safe; null (or none) to drop it. */
  repair?: (stored: unknown) => T | null
}

/** A stored record that failed its schema: reported through the error log, never thrown. */
class StoredRecordError extends Error {
  constructor(store: StoreName, key: RecordKey, issues: readonly v.BaseIssue<unknown>[]) {
    super(`A stored ${store} record (${String(key).slice(0, 120)}) failed its schema: ${issueText(issues)}`)
    this.name = 'StoredRecordError'
  }
}

/** What was found, never the value itself (a record may hold personal data). */
function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map(
      (issue) =>
        `${v.getDotPath(issue) ?? '(record)'}: expected ${issue.expected ?? issue.type}, got ${kindOf(issue.input)}`,
    )
    .join('; ')
}

export type Checked<T> = { ok: true; record: T } | { ok: false; repaired: T | null }

/**
 * Queues the error report once background work is allowed, as ./lazyLogs does (not imported: it
 * also installs page handlers, and the service worker reads records too).
 */
function reportLater(error: StoredRecordError): void {
  void backgroundWorkAllowed()
    .then(() => afterDatabaseLoads(() => import('./logs')))
    .then(({ reportError }) => reportError(error))
}

/**
 * Checks one record read from `rule.store` under `key`; a failure is reported. The report starts
 * from a timer, outside the caller's database transaction (it writes other tables), and through
 * lazily, so that reads on the first-render path never load the log module.
 */
export function checkStored<T>(rule: RecordRule<T>, key: RecordKey, stored: unknown): Checked<T> {
  const checked = v.safeParse(rule.schema, stored)
  if (checked.success) return { ok: true, record: checked.output }
  const error = new StoredRecordError(rule.store, key, checked.issues)
  setTimeout(() => reportLater(error), 0)
  return { ok: false, repaired: rule.repair?.(stored) ?? null }
}

/** Rewrites (repaired) or deletes the stored record, if it still fails its schema by then. */
async function fixStored<T>(rule: RecordRule<T>, key: RecordKey): Promise<void> {
  await backgroundWorkAllowed()
  const db = await openDb()
  const table = db.table(rule.store)
  await db.transaction('rw', table, async () => {
    const stored: unknown = await table.get(key)
    if (stored === undefined || v.is(rule.schema, stored)) return
    const repaired = rule.repair?.(stored) ?? null
    if (repaired === null) await table.delete(key)
    else await table.put(repaired)
  })
}

/**
 * A record read from the device, checked: as stored when it passes; else the failure is reported,
 * the read gets the repaired record (or undefined: dropped), and the stored copy is repaired or
 * deleted once background work is allowed — so reads stay read-only on the first-render path, and
 * inside the caller's transaction. Undefined when nothing is stored.
 */
export function readStored<T>(rule: RecordRule<T>, key: RecordKey, stored: unknown): T | undefined {
  if (stored === undefined) return undefined
  const checked = checkStored(rule, key, stored)
  if (checked.ok) return checked.record
  setTimeout(() => {
    fixStored(rule, key).catch((error: unknown) =>
      console.error('Could not drop the stored record that failed its schema', rule.store, error),
    )
  }, 0)
  return checked.repaired ?? undefined
}
