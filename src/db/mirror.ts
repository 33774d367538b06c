import { createEmitter } from '../domain/emitter'
import { type SettingValues, settingRow, settingValuesOf } from '../domain/settingValues'
import type { SessionRecord, SettingKey, SettingRecord, SettingValue } from './records'

/**
 * An in-memory copy of the two small tables the shell reads while it renders (settings and the
 * session). In the browser it is primed at start from the boot read (./bootPeek) and, once Dexie
 * has loaded, kept equal to the database by a live query (./mirrorSync.ts), so writes from other
 * tabs arrive too; until primed (the service worker, unit tests) readers go to Dexie instead. On
 * the server each page gets one of its own, primed empty: a first visit on a device that holds
 * nothing, which its loaders then fill. It holds checked rows only (./storedState).
 */
export type Mirror = {
  /** Whether it mirrors this device's tables (the browser tab's), which writes then also reach. */
  readonly onDevice: boolean
  /** Replaces both tables' copies (the boot read, the live query). */
  prime(rows: readonly SettingRecord[], session: SessionRecord | null): void
  /** Announces the boot read that will prime the mirror, so readers can start before it ends. */
  priming(boot: Promise<unknown>): void
  /** Whether the mirror holds the tables, once a boot read under way (if any) has ended. */
  ready(): Promise<boolean>
  setting<Key extends SettingKey>(key: Key): SettingValue<Key> | undefined
  /**
   * Records a setting written here at once (the live query confirms it later); undefined removes
   * it. Throws when the value breaks the key's rules (a bug).
   */
  setSetting<Key extends SettingKey>(key: Key, value: SettingValue<Key> | undefined): void
  session(): SessionRecord | null
  setSession(record: SessionRecord): void
  /** Follows changes (for useSyncExternalStore); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** A mirror of the device's tables (`onDevice`), or one standing alone (a server render's). */
export function createMirror(options: { onDevice: boolean }): Mirror {
  let settings: Partial<SettingValues> | null = null
  let session: SessionRecord | null = null
  const listeners = createEmitter()
  /** The boot read that primes the mirror, while it runs (readers wait for it rather than load Dexie). */
  let priming: Promise<unknown> | null = null

  function notify(): void {
    listeners.emit()
  }

  return {
    onDevice: options.onDevice,
    prime(rows, current) {
      settings = settingValuesOf(rows)
      session = current
      notify()
    },
    priming(boot) {
      priming = boot
    },
    async ready() {
      if (settings === null && priming) await priming.catch(() => undefined)
      return settings !== null
    },
    setting(key) {
      return settings?.[key]
    },
    setSetting(key, value) {
      if (!settings) return
      if (value === undefined) delete settings[key]
      else {
        settingRow(key, value)
        settings[key] = value
      }
      notify()
    },
    session: () => session,
    setSession(record) {
      if (!settings) return
      session = record
      notify()
    },
    subscribe(listener) {
      return listeners.subscribe(listener)
    },
  }
}

/**
 * This device's mirror, as there is one device database (./database.ts): the browser tab's app
 * context holds it (src/app/moduleApp.ts), and the device's own code (login, device token, the live
 * query) writes it. A server render has a mirror of its own, not on a device.
 */
export const deviceMirror = createMirror({ onDevice: true })
