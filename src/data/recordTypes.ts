import type { ApiClient } from '../api/client'
import type { DeviceSource } from '../db/deviceSource'
import { type Envelope, ERR } from '../domain/envelope'

/**
 * The shapes of the keyed-record layer (docs/data.md): a record is one value under a string key,
 * of a kind that sets its rules; it comes from memory, else the device copy, else the network.
 */

/** A failed answer of the API (`success: false`, with errCode and errMsg). */
export type Failure = Envelope<unknown>

/** What the network said about a record. */
export type Fetched<T> =
  | { outcome: 'value'; value: T }
  /** The copy shown is current (the server compared its version). */
  | { outcome: 'unchanged' }
  | { outcome: 'failed'; failure: Failure }

/** The device's copies (defined by the storage that keeps them). */
export type { DeviceSource, Saved } from '../db/deviceSource'

/** The rules of one kind of record. */
export type RecordKind<T> = {
  /** Names the kind in logs. */
  name: string
  /** A value the network gave or confirmed this recently is not asked for again when a screen opens. */
  maxAgeMs: number
  /** Nor is a record asked for again this soon after the last ask, whatever the answer. */
  askAgainAfterMs: number
  /** Records held in memory while no screen shows them (least recently used go first). */
  memoryMax: number
  /** The copies kept on the device; without one the kind lives in memory only. */
  device?: DeviceSource<T>
  /**
   * When the device copy is shown: 'always' (default) at once while the network is asked, or
   * 'unreachable' only once the network could not be reached (lists a person edits or that depend
   * on where they stand, where an old list shown first would mislead).
   */
  showCopy?: 'always' | 'unreachable'
  /** A failure meaning the record no longer exists: the device copy is removed. */
  gone?(failure: Failure): boolean
  /** Tags a later write can invalidate the record by (see RecordStore.invalidate). */
  tags?(key: string): readonly string[]
  /**
   * The same for every visitor (no device state, no member): a server-rendered page sends such
   * records with its HTML (RecordStore.dehydrate), except those under a `member:` key.
   */
  shared?: boolean
}

/** One record: its kind, its key, and how to ask the network for it. */
export type RecordQuery<T> = {
  kind: RecordKind<T>
  key: string
  /**
   * Asks the network through `api`, the client of the store's app context; `shown` is the value
   * shown now (its version lets the server say unchanged).
   */
  fetch(shown: T | undefined, api: ApiClient): Promise<Fetched<T>>
}

/** What a screen shows of a record. */
export type RecordState<T> =
  | { status: 'loading' }
  | {
      status: 'ready'
      value: T
      /** When the device copy shown was saved; null once the network gave or confirmed the value. */
      savedAt: number | null
      /** The network is being asked. */
      refreshing: boolean
    }
  | { status: 'failed'; failure: Failure; retry: () => void }

/** A record's state once there is something to show (or a failure). */
export type SettledState<T> = Exclude<RecordState<T>, { status: 'loading' }>

/** Whether a failure means the server was never reached (the copy shown then stands). */
export function isUnreachable(failure: Failure): boolean {
  const code = failure.errCode ?? ''
  return code.startsWith('NETWORK.') || code === ERR.internal
}

/** The network's answer as a record outcome; `unchanged` tells a "your copy is current" answer. */
export function fetchedOf<T>(envelope: Envelope<T>, unchanged?: (value: T) => boolean): Fetched<T> {
  if (!envelope.success || envelope.data === undefined) return { outcome: 'failed', failure: envelope }
  if (unchanged?.(envelope.data)) return { outcome: 'unchanged' }
  return { outcome: 'value', value: envelope.data }
}

export type { DehydratedRecord } from '../domain/pageState'
