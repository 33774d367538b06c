import { businessDay } from '../domain/businessDay'
import { openDb } from './open'
import type { AppRecord } from './records'

/** SPEC §3: day-scoped records carry the `app_` prefix. */
export const APP_PREFIX = 'app_'

function appKey(name: string): AppRecord['key'] {
  return name.startsWith(APP_PREFIX) ? (name as AppRecord['key']) : `${APP_PREFIX}${name}`
}

/**
 * Reads a day-scoped record. A record from an earlier business day reads as missing even before
 * the sweep removes it, unless it was written with `keep`.
 */
export async function getDayData<T>(name: string, now: number = Date.now()): Promise<T | undefined> {
  const record = await (await openDb()).appData.get(appKey(name))
  if (!record) return undefined
  if (!record.keep && record.businessDay !== businessDay(now)) return undefined
  return record.value as T
}

/** Writes a day-scoped record for the current business day; `keep` exempts it from the sweep. */
export async function setDayData(
  name: string,
  value: unknown,
  options: { keep?: boolean; now?: number } = {},
): Promise<void> {
  const record: AppRecord = {
    key: appKey(name),
    businessDay: businessDay(options.now ?? Date.now()),
    value,
  }
  if (options.keep) record.keep = true
  await (await openDb()).appData.put(record)
}

/** Removes a day-scoped record. */
export async function deleteDayData(name: string): Promise<void> {
  await (await openDb()).appData.delete(appKey(name))
}
