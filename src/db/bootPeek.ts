import { type RecordRule, readStored } from './recordCheck'
import { DATABASE_NAME, type SessionRecord, type SettingRecord } from './records'
import { checkedSession, checkedSettings } from './storedState'

/**
 * Reads with the bare IndexedDB API, before (and beside) Dexie, for the first render: the settings
 * and session at start, then single records of the offline copies a screen shows first (a saved
 * menu, a cart, a saved answer). Never creates the database: on a first visit the open is aborted in
 * `upgradeneeded` and nothing is found; Dexie creates it later. One connection is kept for the
 * reads and closed whenever Dexie (in this tab or another) upgrades or deletes the database.
 * Every record is checked against its schema (./recordCheck): these reads are read-only, so one
 * that fails is ignored here, reported, and dropped from the database once background work may run.
 */

export type BootPeek =
  | { ok: true; settings: SettingRecord[]; session: SessionRecord | null }
  | { ok: false; reason: 'blocked' | 'unavailable' }

type Opened = { ok: true; database: IDBDatabase | null } | { ok: false; reason: 'blocked' | 'unavailable' }

/** Stores that screens read this way (their record types are in ./records). */
export type PeekStore = 'menus' | 'carts' | 'apiCache'

/** How long the boot read may wait on an open that another tab blocks (ms). */
const PEEK_WAIT_MS = 10_000

/** The browser's IndexedDB, or null where it is missing or merely reading it throws (some private modes). */
export function browserIndexedDb(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

/**
 * Opens the existing database; `database: null` when there is none yet (a first visit). `onLost`
 * runs when the connection closes for an upgrade or delete, or because the browser closed it.
 */
function openExisting(factory: IDBFactory | null, onLost: () => void = () => {}): Promise<Opened> {
  return new Promise((resolve) => {
    if (!factory) return resolve({ ok: false, reason: 'unavailable' })
    let request: IDBOpenDBRequest
    try {
      request = factory.open(DATABASE_NAME)
    } catch {
      return resolve({ ok: false, reason: 'unavailable' })
    }
    let firstVisit = false
    const timer = setTimeout(() => resolve({ ok: false, reason: 'blocked' }), PEEK_WAIT_MS)
    const finish = (result: Opened) => {
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
        finish({ ok: true, database: null })
      } else finish({ ok: false, reason: 'unavailable' })
    }
    request.onsuccess = () => {
      const database = request.result
      // Dexie's upgrades and deletes (any tab) must never wait on this connection.
      database.onversionchange = () => {
        database.close()
        onLost()
      }
      database.onclose = onLost
      finish({ ok: true, database })
    }
  })
}

/** Set on the server: its renderer (src/ssr) renders a first visit, a device that holds nothing. */
let withoutDevice = false

/** The server's renderer: every device read finds no database (rather than failing for want of one). */
export function peekNoDevice(): void {
  withoutDevice = true
}

/** The kept connection, by factory (the page has one; unit tests use several). */
const connections = new Map<IDBFactory, Promise<Opened>>()

function drop(factory: IDBFactory, opened: Promise<Opened>): void {
  if (connections.get(factory) === opened) connections.delete(factory)
}

/**
 * The kept connection, opened on first use. A failure is not kept. Nor is a first visit's "no
 * database yet" once Dexie is on the page (it creates the database); until then that answer stands,
 * so the first render's reads do not each try another open, which would hold up their requests.
 */
function connection(factory: IDBFactory | null): Promise<Opened> {
  if (withoutDevice) return Promise.resolve({ ok: true, database: null })
  if (!factory) return openExisting(null)
  const kept = connections.get(factory)
  if (kept) return kept
  const opened: Promise<Opened> = openExisting(factory, () => drop(factory, opened))
  connections.set(factory, opened)
  void opened.then((result) => {
    if (!result.ok || (!result.database && dexieFactories.has(factory))) drop(factory, opened)
  })
  return opened
}

/** The IndexedDB factories a Dexie database has been made on: they may have the database any time. */
const dexieFactories = new WeakSet<object>()

/** Called when a Dexie database is made on `factory` (./database): a kept "no database yet" no longer holds. */
export function forgetMissingDatabase(factory: object | null | undefined): void {
  if (!factory) return
  dexieFactories.add(factory)
  for (const [kept, opened] of connections) {
    if (kept !== factory) continue
    void opened.then((result) => {
      if (result.ok && !result.database) drop(kept, opened)
    })
  }
}

/** A read of one store; what it gives is unchecked. */
function request(
  database: IDBDatabase,
  store: string,
  read: (store: IDBObjectStore) => IDBRequest,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const reading = read(database.transaction(store, 'readonly').objectStore(store))
    reading.onsuccess = () => resolve(reading.result)
    reading.onerror = () => reject(reading.error)
  })
}

/**
 * Reads the settings and session tables at start, so the first render has the chosen language,
 * brand and identity without loading Dexie.
 */
export async function peekStoredState(factory: IDBFactory | null): Promise<BootPeek> {
  const opened = await connection(factory)
  if (!opened.ok) return opened
  const database = opened.database
  if (!database) return { ok: true, settings: [], session: null }
  const has = (store: string) => database.objectStoreNames.contains(store)
  try {
    const [settings, session] = await Promise.all([
      has('settings') ? request(database, 'settings', (store) => store.getAll()) : [],
      has('session') ? request(database, 'session', (store) => store.get('current')) : undefined,
    ])
    const rows: unknown[] = Array.isArray(settings) ? settings : []
    return { ok: true, settings: checkedSettings(rows), session: checkedSession(session) }
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
}

async function readRecord(store: PeekStore, key: string, factory: IDBFactory | null): Promise<unknown> {
  const opened = await connection(factory)
  if (!opened.ok) throw new Error(`IndexedDB is ${opened.reason}`)
  const database = opened.database
  if (!database?.objectStoreNames.contains(store)) return undefined
  return request(database, store, (objects) => objects.get(key))
}

/** Reads under way, by factory, store and key: asking again meanwhile joins the read (see warmOrdering). */
const reading = new Map<IDBFactory | null, Map<string, Promise<unknown>>>()

/** The stored record, unchecked; a read of the same record under way is joined. */
function readJoined(store: PeekStore, key: string, factory: IDBFactory | null): Promise<unknown> {
  const id = `${store}\u0000${key}`
  const running = reading.get(factory) ?? new Map<string, Promise<unknown>>()
  reading.set(factory, running)
  const joined = running.get(id)
  if (joined) return joined
  const read = readRecord(store, key, factory).finally(() => running.delete(id))
  running.set(id, read)
  return read
}

/**
 * One record by key, checked against `rule` (repaired, or undefined when it fails); undefined when
 * it (or the database) does not exist. Rejects when storage is unusable, so callers can say so.
 */
export async function peekRecord<T>(
  rule: RecordRule<T, PeekStore>,
  key: string,
  factory: IDBFactory | null = browserIndexedDb(),
): Promise<T | undefined> {
  return readStored(rule, key, await readJoined(rule.store, key, factory))
}

/**
 * One record by key as stored, unchecked, for a caller that loads its rule only when there is a
 * record to check (then readStored, as peekRecord does); undefined when it does not exist.
 */
export function peekStored(
  store: PeekStore,
  key: string,
  factory: IDBFactory | null = browserIndexedDb(),
): Promise<unknown> {
  return readJoined(store, key, factory)
}

/**
 * Starts reading a record that a screen about to load will peek, so that its read joins this one;
 * resolves to whether a record is stored (unchecked: the screen checks it).
 */
export async function warmRecord(
  store: PeekStore,
  key: string,
  factory: IDBFactory | null = browserIndexedDb(),
): Promise<boolean> {
  return (await readJoined(store, key, factory)) !== undefined
}
