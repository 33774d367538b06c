import type { ApiClient } from '../api/client'
import type {
  DehydratedRecord,
  Failure,
  Fetched,
  RecordKind,
  RecordQuery,
  RecordState,
  Saved,
  SettledState,
} from './recordTypes'
import { isUnreachable } from './recordTypes'

/**
 * The keyed-record layer (docs/data.md): every read of the app goes through one store. A record is
 * shown from memory, else from its device copy, then asked of the network (stale-while-revalidate)
 * unless the network gave or confirmed it within its kind's maximum age. Screens showing the same
 * record share one state and one request. Free of React and of the browser: route loaders can run
 * it on the server with a network source and no device source.
 */

export type RecordStore = {
  /** The state of a record now, without starting anything. */
  snapshot<T>(query: RecordQuery<T>): RecordState<T>
  /** Follows a record; a first watcher starts loading it when due. Returns the stop function. */
  watch<T>(query: RecordQuery<T>, listener: () => void): () => void
  /**
   * Starts loading a record a screen is about to show (route loaders) and resolves once there is
   * something to show: the device copy (the network is still asked), else the network's answer.
   */
  load<T>(query: RecordQuery<T>): Promise<SettledState<T>>
  /**
   * Like load, but resolves once the network has answered when it is asked (a device copy is
   * then only what the network could not be reached for): loaders whose data is not watched.
   */
  loadFresh<T>(query: RecordQuery<T>): Promise<SettledState<T>>
  /** Asks the network for a record now, whatever its age (a retry, a reload after a write). */
  refresh<T>(query: RecordQuery<T>): void
  /** Stores a value the network gave elsewhere (e.g. to a loader), as just confirmed. */
  put<T>(query: RecordQuery<T>, value: T): void
  /**
   * After a write: records tagged `tag` count as out of date. Records no screen shows are forgotten;
   * shown ones keep their value until a screen asks again.
   */
  invalidate(tag: string): void
  /**
   * The records a server-rendered page came with: each shows as the network's answer of now (and is
   * saved on the device as such) once a screen or loader first asks for it.
   */
  hydrate(sent: readonly DehydratedRecord[]): void
}

export type StoreOptions = {
  /** The client the records are asked of (RecordQuery.fetch). */
  api: ApiClient
  now?: () => number
  /** Called once, on the first watch: calls back when the network comes back (the browser's `online`). */
  watchOnline?: (onOnline: () => void) => void
  /** Where unexpected failures (a broken device store) are reported. */
  report?: (what: string, error: unknown) => void
  /** Server rendering (./serverRecordStore.ts): a snapshot asked for a record never loaded. */
  onMiss?: (id: string, query: RecordQuery<unknown>) => void
}

/** A store with its records by id, for what server rendering adds (./serverRecordStore.ts). */
export type RecordStoreParts = { store: RecordStore; entries: Map<string, Entry<unknown>> }

type Entry<T> = {
  query: RecordQuery<T>
  state: RecordState<T>
  listeners: Set<() => void>
  running: boolean
  /** Epoch ms of the last ask of the network; null before. */
  askedAt: number | null
  /** Epoch ms when the network last gave or confirmed the value; null before. */
  confirmedAt: number | null
  /** Invalidated by a write since the last ask. */
  expired: boolean
}

const LOADING = { status: 'loading' } as const

function shownValue<T>(state: RecordState<T>): T | undefined {
  return state.status === 'ready' ? state.value : undefined
}

export function createRecordStore(options: StoreOptions): RecordStore {
  return recordStoreParts(options).store
}

export function recordStoreParts(options: StoreOptions): RecordStoreParts {
  const now = options.now ?? Date.now
  const report = options.report ?? ((what, error) => console.error(what, error))
  const entries = new Map<string, Entry<unknown>>()
  /** What a server-rendered page came with, by record id, until a query for it arrives. */
  const sentWithPage = new Map<string, DehydratedRecord>()
  let watchingOnline = false

  function idOf(query: { kind: { name: string }; key: string }): string {
    return `${query.kind.name}\u0000${query.key}`
  }

  function setState<T>(entry: Entry<T>, state: RecordState<T>): void {
    entry.state = state
    for (const listener of [...entry.listeners]) listener()
  }

  /**
   * Forgets the least recently used records of the kind that no screen shows, beyond its memoryMax.
   * Kinds are matched by name: queries may build their kind object each time (src/data/calls.ts).
   */
  function prune(kind: RecordKind<unknown>): void {
    let count = 0
    for (const entry of entries.values()) if (entry.query.kind.name === kind.name) count++
    for (const [id, entry] of entries) {
      if (count <= kind.memoryMax) break
      if (entry.query.kind.name !== kind.name || entry.listeners.size > 0 || entry.running) continue
      entries.delete(id)
      count--
    }
  }

  function entryFor<T>(query: RecordQuery<T>): Entry<T> {
    const id = idOf(query)
    const existing = entries.get(id) as Entry<T> | undefined
    if (existing) {
      // The newest query asks the network (its closure has the caller's current arguments).
      existing.query = query
      entries.delete(id)
      entries.set(id, existing as Entry<unknown>)
      return existing
    }
    const entry: Entry<T> = {
      query,
      state: LOADING,
      listeners: new Set(),
      running: false,
      askedAt: null,
      confirmedAt: null,
      expired: false,
    }
    entries.set(id, entry as Entry<unknown>)
    const sent = sentWithPage.get(id)
    if (sent) {
      sentWithPage.delete(id)
      adoptSent(entry, sent)
    }
    prune(query.kind as RecordKind<unknown>)
    return entry
  }

  /** A record the page came with: a value as just confirmed (and saved), a failure as just asked. */
  function adoptSent<T>(entry: Entry<T>, sent: DehydratedRecord): void {
    const at = now()
    entry.askedAt = at
    if ('failure' in sent) {
      entry.state = failed(entry, sent.failure)
      return
    }
    entry.confirmedAt = at
    entry.state = { status: 'ready', value: sent.value as T, savedAt: null, refreshing: false }
    background(
      `Could not save the ${entry.query.kind.name} on the device`,
      entry.query.kind.device?.write(entry.query.key, { value: sent.value as T, savedAt: at }),
    )
  }

  function retry<T>(entry: Entry<T>): void {
    if (entry.running) return
    setState(entry, LOADING)
    void revalidate(entry)
  }

  function failed<T>(entry: Entry<T>, failure: Failure): RecordState<T> {
    return { status: 'failed', failure, retry: () => retry(entry) }
  }

  function background(what: string, work: Promise<void> | undefined): void {
    work?.catch((error: unknown) => report(what, error))
  }

  /** The device copy when nothing is shown yet; a broken store is reported and treated as empty. */
  async function deviceCopy<T>(entry: Entry<T>): Promise<Saved<T> | undefined> {
    const device = entry.query.kind.device
    if (!device || entry.state.status === 'ready') return undefined
    try {
      return await device.read(entry.query.key)
    } catch (error) {
      report(`Could not read the saved ${entry.query.kind.name}`, error)
      return undefined
    }
  }

  function settle<T>(entry: Entry<T>, fetched: Fetched<T>): void {
    const { kind, key } = entry.query
    const at = now()
    const shown = shownValue(entry.state)
    if (fetched.outcome === 'value' || (fetched.outcome === 'unchanged' && shown !== undefined)) {
      const value = fetched.outcome === 'value' ? fetched.value : (shown as T)
      entry.confirmedAt = at
      setState(entry, { status: 'ready', value, savedAt: null, refreshing: false })
      background(
        `Could not save the ${kind.name} on the device`,
        fetched.outcome === 'value'
          ? kind.device?.write(key, { value, savedAt: at })
          : kind.device?.confirm?.(key, at),
      )
      return
    }
    const failure: Failure =
      fetched.outcome === 'failed' ? fetched.failure : { success: false, code: 0, errCode: 'INTERNAL' }
    if (entry.state.status === 'ready' && isUnreachable(failure)) {
      setState(entry, { ...entry.state, refreshing: false })
      return
    }
    if (kind.gone?.(failure)) background(`Could not drop the saved ${kind.name}`, kind.device?.remove?.(key))
    setState(entry, failed(entry, failure))
  }

  async function revalidate<T>(entry: Entry<T>): Promise<void> {
    entry.running = true
    entry.askedAt = now()
    entry.expired = false
    try {
      const copyFirst = entry.query.kind.showCopy !== 'unreachable'
      const saved = copyFirst ? await deviceCopy(entry) : undefined
      if (saved && entry.state.status !== 'ready') {
        setState(entry, { status: 'ready', value: saved.value, savedAt: saved.savedAt, refreshing: true })
      } else if (entry.state.status === 'ready' && !entry.state.refreshing) {
        setState(entry, { ...entry.state, refreshing: true })
      }
      let fetched: Fetched<T>
      try {
        fetched = await entry.query.fetch(shownValue(entry.state), options.api)
      } catch (error) {
        report(`Asking for the ${entry.query.kind.name} failed unexpectedly`, error)
        fetched = { outcome: 'failed', failure: { success: false, code: 0, errCode: 'INTERNAL' } }
      }
      const fallback =
        !copyFirst && fetched.outcome === 'failed' && isUnreachable(fetched.failure)
          ? await deviceCopy(entry)
          : undefined
      if (fallback) setState(entry, { status: 'ready', ...fallback, refreshing: false })
      else settle(entry, fetched)
    } finally {
      entry.running = false
    }
  }

  /** Whether a screen opening on the record asks the network (`first`: no other screen shows it). */
  function due<T>(entry: Entry<T>, first: boolean): boolean {
    if (entry.running) return false
    if (entry.expired) return true
    const { maxAgeMs, askAgainAfterMs } = entry.query.kind
    const at = now()
    if (entry.askedAt !== null && at - entry.askedAt < askAgainAfterMs) return false
    if (entry.state.status === 'failed') return first
    return entry.confirmedAt === null || at - entry.confirmedAt >= maxAgeMs
  }

  function startIfDue<T>(entry: Entry<T>, first: boolean): void {
    if (!due(entry, first)) return
    if (entry.state.status === 'failed') retry(entry)
    else void revalidate(entry)
  }

  function online(): void {
    for (const entry of entries.values()) {
      if (entry.listeners.size === 0 || entry.running) continue
      const { state } = entry
      if (state.status === 'failed' || (state.status === 'ready' && state.savedAt !== null)) {
        void revalidate(entry)
      }
    }
  }

  /** Starts loading the record when due and resolves once its state passes `done`. */
  function loadUntil<T>(
    query: RecordQuery<T>,
    done: (state: SettledState<T>) => boolean,
  ): Promise<SettledState<T>> {
    const entry = entryFor(query)
    startIfDue(entry, entry.listeners.size === 0)
    const finished = (state: RecordState<T>): state is SettledState<T> =>
      state.status !== 'loading' && done(state)
    return new Promise((resolve) => {
      if (finished(entry.state)) return resolve(entry.state)
      const settled = () => {
        if (!finished(entry.state)) return
        entry.listeners.delete(settled)
        resolve(entry.state)
      }
      entry.listeners.add(settled)
    })
  }

  const store: RecordStore = {
    snapshot<T>(query: RecordQuery<T>): RecordState<T> {
      const id = idOf(query)
      const entry = entries.get(id) as Entry<T> | undefined
      if (entry) return entry.state
      // Made an entry at once, so that the state keeps its identity from one snapshot to the next.
      if (sentWithPage.has(id)) return entryFor(query).state
      options.onMiss?.(id, query as RecordQuery<unknown>)
      return LOADING
    },
    watch(query, listener) {
      const entry = entryFor(query)
      const first = entry.listeners.size === 0
      entry.listeners.add(listener)
      if (!watchingOnline && options.watchOnline) {
        watchingOnline = true
        options.watchOnline(online)
      }
      startIfDue(entry, first)
      return () => {
        entry.listeners.delete(listener)
      }
    },
    load: (query) => loadUntil(query, () => true),
    loadFresh: (query) => loadUntil(query, (state) => state.status === 'failed' || !state.refreshing),
    refresh(query) {
      const entry = entryFor(query)
      if (entry.running) return
      if (entry.state.status === 'failed') retry(entry)
      else void revalidate(entry)
    },
    put(query, value) {
      const entry = entryFor(query)
      entry.confirmedAt = now()
      entry.expired = false
      setState(entry, { status: 'ready', value, savedAt: null, refreshing: false })
      background(
        `Could not save the ${query.kind.name} on the device`,
        query.kind.device?.write(query.key, { value, savedAt: entry.confirmedAt }),
      )
    },
    invalidate(tag) {
      for (const [id, entry] of entries) {
        if (!entry.query.kind.tags?.(entry.query.key).includes(tag)) continue
        if (entry.listeners.size === 0 && !entry.running) entries.delete(id)
        else entry.expired = true
      }
    },
    hydrate(sent) {
      for (const record of sent) if (!entries.has(record.id)) sentWithPage.set(record.id, record)
    },
  }
  return { store, entries }
}
