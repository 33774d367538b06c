import { useLiveQuery } from 'dexie-react-hooks'
import { db, type SettingKey } from './database'

/** Reads one setting; undefined when it was never written. */
export async function getSetting<T>(key: SettingKey): Promise<T | undefined> {
  const record = await db.settings.get(key)
  return record?.value as T | undefined
}

/** Writes one setting (settings survive the 05:00 sweep). */
export async function setSetting(key: SettingKey, value: unknown): Promise<void> {
  await db.settings.put({ key, value })
}

/** Removes one setting. */
export async function deleteSetting(key: SettingKey): Promise<void> {
  await db.settings.delete(key)
}

/** A setting as live React state: `fallback` while loading and when unset; re-renders on change. */
export function useSetting<T>(key: SettingKey, fallback: T): T {
  const value = useLiveQuery(async () => (await db.settings.get(key))?.value as T | undefined, [key])
  return value === undefined ? fallback : value
}
