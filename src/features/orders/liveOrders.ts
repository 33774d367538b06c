import { useEffect, useRef, useState } from 'react'
import { subscribeOrderEvents } from '../../api/orderEvents'
import { useApp } from '../../app/appContext'
import type { RecordQuery, RecordState } from '../../data/recordTypes'

/** A change the server reported of one of the member's orders. */
type OrderChange = { orderId: number; status: number }

/**
 * Calls `onChange` when the order (or, without orderId, any order of the member) changes, through
 * the live order events (src/api/orderEvents.ts: server-sent events, polling while they are down),
 * so the screens refresh their records without a reload (issue 11 item 7).
 */
function useOrderChanges(
  enabled: boolean,
  orderId: number | undefined,
  onChange: (change: OrderChange) => void,
) {
  const { api } = useApp()
  const latest = useRef(onChange)
  latest.current = onChange
  useEffect(() => {
    if (!enabled) return
    return subscribeOrderEvents({
      api,
      ...(orderId ? { orderId } : {}),
      onChange: (change) => latest.current(change),
    })
  }, [api, enabled, orderId])
}

/** How many changes the server reported while the screen is shown (a change counter to refresh on). */
export function useChangeCount(enabled: boolean, orderId: number | undefined): number {
  const [count, setCount] = useState(0)
  useOrderChanges(enabled, orderId, () => setCount((n) => n + 1))
  return count
}

/**
 * Asks the network again for a shown record each time `changes` moves on. A change heard while the
 * record is being asked for is kept and asked for once that answer is in: the answer on its way may
 * predate the change (the store runs one request per record at a time).
 */
export function useRefreshOn<T>(query: RecordQuery<T>, state: RecordState<T>, changes: number): void {
  const { records } = useApp()
  const seen = useRef(changes)
  const pending = useRef(false)
  const busy = state.status === 'loading' || (state.status === 'ready' && state.refreshing)
  useEffect(() => {
    if (changes !== seen.current) {
      seen.current = changes
      pending.current = true
    }
    if (!pending.current || busy) return
    pending.current = false
    records.refresh(query)
  }, [records, changes, busy, query])
}
