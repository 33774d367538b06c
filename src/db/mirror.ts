import { type SettingValues, settingRow, settingValuesOf } from '../domain/settingValues'
import type { SessionRecord, SettingKey, SettingRecord, SettingValue } from './records'

/**
 * An in-memory copy of the two small tables the shell reads while it renders (settings and the
 * session). Primed at start from the boot read (./bootPeek) and, once Dexie has loaded, kept equal
 * to the database by a live query (./mirrorSync.ts), so writes from other tabs arrive too. Until primed (the service
 * worker, unit tests) readers go to Dexie instead. It holds checked rows only (./storedState).
 */

let settings: Partial<SettingValues> | null = null
let session: SessionRecord | null = null
const listeners = new Set<() => void>()
/** The boot read that primes the mirror, while it runs (readers wait for it rather than load Dexie). */
let priming: Promise<unknown> | null = null

function notify(): void {
  for (const listener of listeners) listener()
}

export function primeMirror(rows: readonly SettingRecord[], current: SessionRecord | null): void {
  settings = settingValuesOf(rows)
  session = current
  notify()
}

/** Announces the boot read that will prime the mirror, so readers can start before it ends. */
export function primingMirror(boot: Promise<unknown>): void {
  priming = boot
}

/** Whether the mirror holds the tables, once a boot read under way (if any) has ended. */
export async function mirrorReady(): Promise<boolean> {
  if (settings === null && priming) await priming.catch(() => undefined)
  return settings !== null
}

export function mirroredSetting<Key extends SettingKey>(key: Key): SettingValue<Key> | undefined {
  return settings?.[key]
}

/**
 * Records a setting written in this tab at once (the live query confirms it later); undefined
 * removes it. Throws when the value breaks the key's rules (a bug).
 */
export function mirrorSetting<Key extends SettingKey>(key: Key, value: SettingValue<Key> | undefined): void {
  if (!settings) return
  if (value === undefined) delete settings[key]
  else {
    settingRow(key, value)
    settings[key] = value
  }
  notify()
}

export function mirroredSession(): SessionRecord | null {
  return session
}

export function mirrorSession(record: SessionRecord): void {
  if (!settings) return
  session = record
  notify()
}

/** Subscribes to mirror changes (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeMirror(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
