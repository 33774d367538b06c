import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import type { Envelope } from '../../domain/envelope'

/**
 * Answers of API calls shared by every component that asks with the same key, for the life of the
 * page: each key's call runs once (a failed answer is not kept, so the next component that asks
 * tries again). A route loader can prime a key (primeCall) so the screen's first render has it.
 */

type CallEntry = {
  /** The call running or answered; null before the first ask and after a failure. */
  pending: Promise<Envelope<unknown>> | null
  /** What components show: the answer, or a copy saved on the device until the answer comes. */
  value: Envelope<unknown> | undefined
  listeners: Set<() => void>
}

const entries = new Map<string, CallEntry>()

function entryFor(key: string): CallEntry {
  let entry = entries.get(key)
  if (!entry) {
    entry = { pending: null, value: undefined, listeners: new Set() }
    entries.set(key, entry)
  }
  return entry
}

function show(entry: CallEntry, value: Envelope<unknown>): void {
  entry.value = value
  for (const listener of entry.listeners) listener()
}

/** Runs the entry's call unless it runs or has answered; resolves when it has answered. */
function ask(entry: CallEntry, call: () => Promise<Envelope<unknown>>): Promise<unknown> {
  if (entry.pending) return entry.pending
  // A failure shown before is not shown again while the new call runs.
  if (entry.value && !entry.value.success) entry.value = undefined
  const pending = call()
  entry.pending = pending
  return pending.then(
    (envelope) => {
      if (!envelope.success && entry.pending === pending) entry.pending = null
      // A saved copy already shown stays rather than give way to a failure.
      if (envelope.success || !entry.value?.success) show(entry, envelope)
    },
    (error: unknown) => {
      if (entry.pending === pending) entry.pending = null
      console.error('A call failed unexpectedly', error)
    },
  )
}

/** Forgets answers whose key starts with the prefix; screens showing them keep them until they ask again. */
export function forgetCalls(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
}

/**
 * Runs an API call once per key and shares its envelope; `undefined` while it runs (with no saved
 * copy primed) or when key is null.
 */
export function useCall<T>(key: string | null, call: () => Promise<Envelope<T>>): Envelope<T> | undefined {
  const callRef = useRef(call)
  callRef.current = call
  // The entry is held per key: after forgetCalls this component keeps what it shows.
  const entry = useMemo(() => (key === null ? null : entryFor(key)), [key])
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry) return () => {}
      entry.listeners.add(listener)
      void ask(entry, () => callRef.current())
      return () => entry.listeners.delete(listener)
    },
    [entry],
  )
  const snapshot = useCallback(() => entry?.value as Envelope<T> | undefined, [entry])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/**
 * Starts a call a screen is about to show and resolves once there is something to show: the
 * answer, or sooner the copy `saved` finds on the device (replaced when the answer comes).
 */
export function primeCall<T>(
  key: string,
  call: () => Promise<Envelope<T>>,
  saved?: () => Promise<Envelope<T> | undefined>,
): Promise<void> {
  const entry = entryFor(key)
  if (entry.value?.success) {
    void ask(entry, call)
    return Promise.resolve()
  }
  return new Promise<void>((resolve) => {
    void ask(entry, call).then(() => resolve())
    saved?.().then(
      (copy) => {
        if (!copy) return
        if (entry.value === undefined) show(entry, copy)
        resolve()
      },
      (error: unknown) => console.error('Could not read the saved copy of', key, error),
    )
  })
}

/** Stores an answer fetched elsewhere (e.g. by a route loader) so components asking for it reuse it. */
export function rememberCall<T>(key: string, envelope: Envelope<T>): void {
  if (!envelope.success) return
  const entry = entryFor(key)
  entry.pending = Promise.resolve(envelope)
  show(entry, envelope)
}
