import { businessDay } from '../domain/businessDay'
import { AppRecordSchema, appRecord, type DayKind, type DayValue, dayValue } from '../domain/deviceRecords'
import { openDb } from './open'
import { type RecordRule, readStored } from './recordCheck'
import type { AppRecord } from './records'

/**
 * Day-scoped records (SPEC §3: keys carry the `app_` prefix), one kind of value per key prefix
 * (src/domain/deviceRecords.ts AppRecordSchema): `app_<kind>:<id>`. A stored record that fails its
 * kind's schema reads as missing (reported, then deleted).
 */

const APP_RULE: RecordRule<AppRecord> = { store: 'appData', schema: AppRecordSchema }

function appKey(kind: DayKind, id: string): AppRecord['key'] {
  return `app_${kind}:${id}`
}

/**
 * Reads a day-scoped record. A record from an earlier business day reads as missing even before
 * the sweep removes it, unless it was written with `keep`.
 */
export async function getDayData<Kind extends DayKind>(
  kind: Kind,
  id: string,
  now: number = Date.now(),
): Promise<DayValue<Kind> | undefined> {
  const key = appKey(kind, id)
  const record = readStored(APP_RULE, key, await (await openDb()).appData.get(key))
  if (!record) return undefined
  if (!record.keep && record.businessDay !== businessDay(now)) return undefined
  return dayValue(record, kind)
}

/** Writes a day-scoped record for the current business day; `keep` exempts it from the sweep. */
export async function setDayData<Kind extends DayKind>(
  kind: Kind,
  id: string,
  value: DayValue<Kind>,
  options: { keep?: boolean; now?: number } = {},
): Promise<void> {
  const record = appRecord(kind, id, value, businessDay(options.now ?? Date.now()), options.keep ?? false)
  await (await openDb()).appData.put(record)
}

/** Today's records of a kind, with the id each was written under. */
export async function listDayData<Kind extends DayKind>(
  kind: Kind,
  now: number = Date.now(),
): Promise<{ id: string; value: DayValue<Kind> }[]> {
  const prefix = `app_${kind}:`
  const rows = await (await openDb()).appData.where('key').startsWith(prefix).toArray()
  return rows.flatMap((row) => {
    const record = readStored(APP_RULE, row.key, row)
    const value = record && record.businessDay === businessDay(now) ? dayValue(record, kind) : undefined
    return value === undefined ? [] : [{ id: row.key.slice(prefix.length), value }]
  })
}
