import { useCallback, useSyncExternalStore } from 'react'
import { useApp } from '../app/appContext'
import type { RecordQuery, RecordState } from './recordTypes'

const LOADING: RecordState<never> = { status: 'loading' }

/**
 * A record as live React state (src/data/recordStore.ts); a null query stays 'loading'. Pass a
 * query that keeps its identity while its key does (useMemo on the key), or every render watches anew.
 */
export function useRecord<T>(query: RecordQuery<T> | null): RecordState<T> {
  const { records } = useApp()
  const subscribe = useCallback(
    (listener: () => void) => (query ? records.watch(query, listener) : () => {}),
    [records, query],
  )
  const snapshot = useCallback(() => (query ? records.snapshot(query) : LOADING), [records, query])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
