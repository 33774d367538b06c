import { useMemo } from 'react'
import type { Envelope } from '../domain/envelope'
import { records } from './records'
import type { DeviceSource, Fetched, RecordKind, RecordQuery, RecordState } from './recordTypes'
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

function callKind<T>(device?: DeviceSource<Envelope<T>>): RecordKind<Envelope<T>> {
  return {
    name: device ? 'savedCall' : 'call',
    maxAgeMs: Number.POSITIVE_INFINITY,
    askAgainAfterMs: 0,
    memoryMax: 100,
    ...(device ? { device } : {}),
    tags: prefixTags,
  }
}

function fetchedAnswer<T>(envelope: Envelope<T>): Fetched<Envelope<T>> {
  return envelope.success ? { outcome: 'value', value: envelope } : { outcome: 'failed', failure: envelope }
}

/** A call kept in memory only. */
export function callQuery<T>(key: string, call: () => Promise<Envelope<T>>): RecordQuery<Envelope<T>> {
  return { kind: callKind<T>(), key, fetch: async () => fetchedAnswer(await call()) }
}

/** A call whose last answer is kept on the device under the same key (src/api/cache.ts). */
export function savedCallQuery<T>(
  key: string,
  call: () => Promise<Envelope<T>>,
  device: DeviceSource<Envelope<T>>,
): RecordQuery<Envelope<T>> {
  return { kind: callKind(device), key, fetch: async () => fetchedAnswer(await call()) }
}

function shownAnswer<T>(state: RecordState<Envelope<T>>): ShownAnswer<T> | undefined {
  if (state.status === 'loading') return undefined
  if (state.status === 'failed') return { ...state.failure, data: undefined }
  return state.savedAt === null ? state.value : { ...state.value, stale: true, savedAt: state.savedAt }
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
export function useCall<T>(key: string | null, call: () => Promise<Envelope<T>>): ShownAnswer<T> | undefined {
  // The query follows the key only: a new closure each render must not start a new watch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the call of the render that made the key
  const query = useMemo(() => (key === null ? null : callQuery(key, call)), [key])
  return useAnswer(query)
}

/** Starts a call a screen is about to show; resolves once there is something to show. */
export async function loadCall<T>(query: RecordQuery<Envelope<T>>): Promise<void> {
  await records.load(query)
}

/** Stores an answer a route loader fetched, so screens asking for it reuse it. */
export function putCall<T>(key: string, envelope: Envelope<T>): void {
  if (envelope.success)
    records.put(
      callQuery(key, async () => envelope),
      envelope,
    )
}

/** After a write: forgets the answers whose key starts with `prefix` (at a ':'); shown ones are asked again. */
export function forgetCalls(prefix: string): void {
  records.invalidate(prefix)
}
