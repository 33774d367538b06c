import { useMemo } from 'react'
import type { ApiClient } from '../api/client'
import type { Envelope } from '../domain/envelope'
import type { RecordStore } from './recordStore'
import type { DeviceSource, Fetched, RecordKind, RecordQuery, RecordState, SettledState } from './recordTypes'
import { useRecord } from './useRecord'

/**
 * API answers as records (docs/data.md): one call per key, shared by every screen that asks, kept
 * for the life of the page. A failure is shown and asked again by the next screen that opens on it.
 * Calls with a device copy (`savedCallQuery`) show it at once and stand in for the network offline.
 */

/** The answer a screen shows: `stale` with `savedAt` when it is the device copy. */
export type ShownAnswer<T> = Envelope<T> & { stale?: boolean; savedAt?: number }

/** Every prefix of the key that ends at a ':' (with and without it): what forgetCalls matches. */
function prefixTags(key: string): string[] {
  const tags: string[] = []
  for (let index = key.indexOf(':'); index >= 0; index = key.indexOf(':', index + 1)) {
    tags.push(key.slice(0, index), key.slice(0, index + 1))
  }
  return tags
}

/** How long a saved read's answer is shown without asking again: 1 min. */
const SAVED_CALL_MAX_AGE_MS = 60_000

function callKind<T>(
  device?: DeviceSource<Envelope<T>>,
  showCopy?: RecordKind<unknown>['showCopy'],
): RecordKind<Envelope<T>> {
  return {
    ...(showCopy ? { showCopy } : {}),
    name: device ? 'savedCall' : 'call',
    // A call's key names what it shows (a version in the key asks again); a saved read is the
    // device copy of server data that changes, asked again when a screen opens a minute later.
    maxAgeMs: device ? SAVED_CALL_MAX_AGE_MS : Number.POSITIVE_INFINITY,
    askAgainAfterMs: 0,
    memoryMax: 100,
    ...(device ? { device } : {}),
    tags: prefixTags,
    // Personal calls are keyed under `member:`, which dehydrate leaves out.
    shared: true,
  }
}

function fetchedAnswer<T>(envelope: Envelope<T>): Fetched<Envelope<T>> {
  return envelope.success ? { outcome: 'value', value: envelope } : { outcome: 'failed', failure: envelope }
}

/** A call of the app context's client (`api`) kept in memory only. */
export function callQuery<T>(
  key: string,
  call: (api: ApiClient) => Promise<Envelope<T>>,
): RecordQuery<Envelope<T>> {
  return { kind: callKind<T>(), key, fetch: async (_shown, api) => fetchedAnswer(await call(api)) }
}

/**
 * A call whose last answer is kept on the device (src/db/apiCache.ts, or its own table), shown at
 * once or, with `showCopy: 'unreachable'`, only when the network cannot be reached.
 */
export function savedCallQuery<T>(
  key: string,
  call: (api: ApiClient) => Promise<Envelope<T>>,
  device: DeviceSource<Envelope<T>>,
  showCopy?: RecordKind<unknown>['showCopy'],
): RecordQuery<Envelope<T>> {
  return {
    kind: callKind(device, showCopy),
    key,
    fetch: async (_shown, api) => fetchedAnswer(await call(api)),
  }
}

/** What a screen shows of a call record once it has something: the device copy is marked `stale`. */
export function settledAnswer<T>(state: SettledState<Envelope<T>>): ShownAnswer<T> {
  if (state.status === 'failed') return { ...state.failure, data: undefined }
  return state.savedAt === null ? state.value : { ...state.value, stale: true, savedAt: state.savedAt }
}

function shownAnswer<T>(state: RecordState<Envelope<T>>): ShownAnswer<T> | undefined {
  return state.status === 'loading' ? undefined : settledAnswer(state)
}

/** The answer of a call query for a screen: undefined while it loads (or for a null query). */
export function useAnswer<T>(query: RecordQuery<Envelope<T>> | null): ShownAnswer<T> | undefined {
  const state = useRecord(query)
  return useMemo(() => shownAnswer(state), [state])
}

/**
 * Runs an API call once per key and shares its envelope; `undefined` while it runs or when key is
 * null. The call of the newest render is the one run.
 */
export function useCall<T>(
  key: string | null,
  call: (api: ApiClient) => Promise<Envelope<T>>,
): ShownAnswer<T> | undefined {
  // The query follows the key only: a new closure each render must not start a new watch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the call of the render that made the key
  const query = useMemo(() => (key === null ? null : callQuery(key, call)), [key])
  return useAnswer(query)
}

/** Starts a call a screen is about to show; resolves once there is something to show. */
export async function loadCall<T>(records: RecordStore, query: RecordQuery<Envelope<T>>): Promise<void> {
  await records.load(query)
}

/** Asks the network again for a call a screen shows (a "Try again" button). */
export function refreshCall<T>(records: RecordStore, query: RecordQuery<Envelope<T>>): void {
  records.refresh(query)
}

/** After a write: forgets the answers whose key starts with `prefix` (at a ':'); shown ones are asked again. */
export function forgetCalls(records: RecordStore, prefix: string): void {
  records.invalidate(prefix)
}
