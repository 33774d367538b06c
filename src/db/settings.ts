import { useSyncExternalStore } from 'react'
import { mirroredSetting, mirrorReady, mirrorSetting, subscribeMirror } from './mirror'
import { backgroundWorkAllowed, openDb } from './open'
import type { SettingKey } from './records'

/** Reads one setting; undefined when it was never written. */
export async function getSetting<T>(key: SettingKey): Promise<T | undefined> {
  if (await mirrorReady()) return mirroredSetting(key) as T | undefined
  const db = await openDb()
  return (await db.settings.get(key))?.value as T | undefined
}

/** Writes one setting (settings survive the 05:00 sweep); resolves once it is stored. */
export async function setSetting(key: SettingKey, value: unknown): Promise<void> {
  mirrorSetting(key, value)
  const db = await openDb()
  await db.settings.put({ key, value })
}

/**
 * Writes one setting in the background: readers see it at once (the mirror), the database gets it
 * once start-up has rendered (see deferBackgroundWork). For what page loaders learn, e.g. the brand
 * shown; never await it before the first render.
 */
export function setSettingSoon(key: SettingKey, value: unknown): void {
  mirrorSetting(key, value)
  void backgroundWorkAllowed()
    .then(openDb)
    .then((db) => db.settings.put({ key, value }))
    .catch((error: unknown) => console.error('Could not save the setting', key, error))
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
