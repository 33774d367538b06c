import { DATABASE_NAME, type SessionRecord, type SettingRecord } from './records'

export type BootPeek =
  | { ok: true; settings: SettingRecord[]; session: SessionRecord | null }
  | { ok: false; reason: 'blocked' | 'unavailable' }

/** How long the boot read may wait on an open that another tab blocks (ms). */
const PEEK_WAIT_MS = 10_000

function readAll<T>(database: IDBDatabase, store: string): Promise<T[]> {
  return new Promise((resolve, reject) => {
    if (!database.objectStoreNames.contains(store)) return resolve([])
    const request = database.transaction(store, 'readonly').objectStore(store).getAll()
    request.onsuccess = () => resolve(request.result as T[])
    request.onerror = () => reject(request.error)
  })
}

/** The browser's IndexedDB, or null where it is missing or merely reading it throws (some private modes). */
export function browserIndexedDb(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

/**
 * Reads the settings and session tables with the bare IndexedDB API, before Dexie is loaded, so the
 * first render has the chosen language, brand and identity. Never creates the database: on a first
 * visit the open is aborted in `upgradeneeded` and the result is empty; Dexie creates it later.
 */
export function peekStoredState(factory: IDBFactory | null): Promise<BootPeek> {
  return new Promise((resolve) => {
    const empty: BootPeek = { ok: true, settings: [], session: null }
    if (!factory) return resolve({ ok: false, reason: 'unavailable' })
    let request: IDBOpenDBRequest
    try {
      request = factory.open(DATABASE_NAME)
    } catch {
      return resolve({ ok: false, reason: 'unavailable' })
    }
    let firstVisit = false
    const timer = setTimeout(() => resolve({ ok: false, reason: 'blocked' }), PEEK_WAIT_MS)
    const finish = (result: BootPeek) => {
      clearTimeout(timer)
      resolve(result)
    }
    request.onupgradeneeded = () => {
      firstVisit = true
      request.transaction?.abort()
    }
    request.onblocked = () => finish({ ok: false, reason: 'blocked' })
    request.onerror = (event) => {
      if (firstVisit) {
        event.preventDefault()
        finish(empty)
      } else finish({ ok: false, reason: 'unavailable' })
    }
    request.onsuccess = () => {
      const database = request.result
      Promise.all([readAll<SettingRecord>(database, 'settings'), readAll<SessionRecord>(database, 'session')])
        .then(([settings, sessions]) =>
          finish({ ok: true, settings, session: sessions.find((row) => row.key === 'current') ?? null }),
        )
        .catch(() => finish({ ok: false, reason: 'unavailable' }))
        .finally(() => database.close())
    }
  })
}
