import { useSyncExternalStore } from 'react'
import { useApp } from '../app/appContext'
import { settingRow } from '../domain/settingValues'
import type { Mirror } from './mirror'
import { backgroundWorkAllowed, openDb } from './open'
import type { SettingKey, SettingValue } from './records'
import { readSetting } from './storedState'

/**
 * The settings, typed per key by src/domain/settingValues.ts: a write of the wrong type does not
 * compile, and a stored value that fails its key's schema reads as unset (reported, then dropped).
 * Read and written through a mirror (./mirror.ts): the app context's; a mirror of this device's
 * tables passes writes on to the database, a server render's keeps them for the page.
 */

/** Reads one setting; undefined when it was never written (or its stored value was unsound). */
export async function getSetting<Key extends SettingKey>(
  mirror: Mirror,
  key: Key,
): Promise<SettingValue<Key> | undefined> {
  if (await mirror.ready()) return mirror.setting(key)
  return readSetting(await openDb(), key)
}

/** Writes one setting (settings survive the 05:00 sweep); resolves once it is stored. */
export async function setSetting<Key extends SettingKey>(
  mirror: Mirror,
  key: Key,
  value: SettingValue<Key>,
): Promise<void> {
  const row = settingRow(key, value)
  mirror.setSetting(key, value)
  if (!mirror.onDevice) return
  const db = await openDb()
  await db.settings.put(row)
}

/**
 * Writes one setting in the background: readers see it at once (the mirror), the database gets it
 * once start-up has rendered (see deferBackgroundWork). For what page loaders learn, e.g. the brand
 * shown; never await it before the first render.
 */
export function setSettingSoon<Key extends SettingKey>(
  mirror: Mirror,
  key: Key,
  value: SettingValue<Key>,
): void {
  const row = settingRow(key, value)
  mirror.setSetting(key, value)
  if (!mirror.onDevice) return
  void backgroundWorkAllowed()
    .then(openDb)
    .then((db) => db.settings.put(row))
    .catch((error: unknown) => console.error('Could not save the setting', key, error))
}

/** A setting as live React state: `fallback` when unset; re-renders on change, from any tab. */
export function useSetting<Key extends SettingKey, Fallback>(
  key: Key,
  fallback: Fallback,
): SettingValue<Key> | Fallback {
  const { mirror } = useApp()
  const read = () => mirror.setting(key)
  // On the server, and while hydrating, the mirror holds what the server rendered with (src/ssr).
  const value = useSyncExternalStore(mirror.subscribe, read, read)
  return value === undefined ? fallback : value
}
