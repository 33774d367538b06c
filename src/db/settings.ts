import { useSyncExternalStore } from 'react'
import { isMirrorPrimed, mirroredSetting, mirrorSetting, subscribeMirror } from './mirror'
import { openDb } from './open'
import type { SettingKey } from './records'

/** Reads one setting; undefined when it was never written. */
export async function getSetting<T>(key: SettingKey): Promise<T | undefined> {
  if (isMirrorPrimed()) return mirroredSetting(key) as T | undefined
  const db = await openDb()
  return (await db.settings.get(key))?.value as T | undefined
}

/** Writes one setting (settings survive the 05:00 sweep). */
export async function setSetting(key: SettingKey, value: unknown): Promise<void> {
  mirrorSetting(key, value)
  const db = await openDb()
  await db.settings.put({ key, value })
}

/** Removes one setting. */
export async function deleteSetting(key: SettingKey): Promise<void> {
  mirrorSetting(key, undefined)
  const db = await openDb()
  await db.settings.delete(key)
}

/** A setting as live React state: `fallback` when unset; re-renders on change, from any tab. */
export function useSetting<T>(key: SettingKey, fallback: T): T {
  const value = useSyncExternalStore(subscribeMirror, () => mirroredSetting(key))
  return value === undefined ? fallback : (value as T)
}
