import { useCallback, useSyncExternalStore } from 'react'
import { records } from './records'
import type { RecordQuery, RecordState } from './recordTypes'

const LOADING: RecordState<never> = { status: 'loading' }

/**
 * A record as live React state (src/data/recordStore.ts); a null query stays 'loading'. Pass a
 * query that keeps its identity while its key does (useMemo on the key), or every render watches anew.
 */
export function useRecord<T>(query: RecordQuery<T> | null): RecordState<T> {
  const subscribe = useCallback(
    (listener: () => void) => (query ? records.watch(query, listener) : () => {}),
    [query],
  )
  const snapshot = useCallback(() => (query ? records.snapshot(query) : LOADING), [query])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
