import { useCallback, useMemo } from 'react'
import { useApp } from '../../app/appContext'
import type { RecordState } from '../../data/recordTypes'
import { useRecord } from '../../data/useRecord'
import { useChangeCount, useRefreshOn } from './liveOrders'
import { orderDetailQuery, type ShownOrder } from './orderCalls'

export type OrderDetailState = {
  state: RecordState<ShownOrder>
  /** Asks the server for the order now (after a cancel). */
  reload: () => void
}

/**
 * One order of the member, read again whenever the server reports a change to it (the status, or
 * the tracking while the status stays).
 */
export function useOrderDetail(memberId: number, orderId: number): OrderDetailState {
  const { records } = useApp()
  const query = useMemo(() => orderDetailQuery(memberId, orderId), [memberId, orderId])
  const state = useRecord(query)
  const reload = useCallback(() => records.refresh(query), [records, query])
  useRefreshOn(query, state, useChangeCount(memberId > 0, orderId))
  return { state, reload }
}
