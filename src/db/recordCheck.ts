import * as v from 'valibot'

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

/** What is done about a record that failed (./recordFailed.ts): loaded only when one does. */
const failing = () => import('./recordFailed')

export type Checked<T> = { ok: true; record: T } | { ok: false; repaired: T | null }

/**
 * Checks one record read from `rule.store` under `key`; a failure is reported. The report starts
 * from a timer, outside the caller's database transaction (it writes other tables), and its code
 * loads then, so that reads on the first-render path never load it or the log module.
 */
export function checkStored<T>(rule: RecordRule<T>, key: RecordKey, stored: unknown): Checked<T> {
  const checked = v.safeParse(rule.schema, stored)
  if (checked.success) return { ok: true, record: checked.output }
  const { issues } = checked
  setTimeout(() => {
    failing()
      .then(({ reportFailed }) => reportFailed(rule.store, key, issues))
      .catch((error: unknown) =>
        console.error('Could not report a stored record that failed its schema', error),
      )
  }, 0)
  return { ok: false, repaired: rule.repair?.(stored) ?? null }
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
    failing()
      .then(({ fixStored }) => fixStored(rule, key))
      .catch((error: unknown) =>
        console.error('Could not drop the stored record that failed its schema', rule.store, error),
      )
  }, 0)
  return checked.repaired ?? undefined
}
