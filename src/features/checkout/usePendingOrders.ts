import { useEffect, useMemo, useState } from 'react'
import { followDevice } from '../../db/follow'
import type { PendingOrderRecord } from '../../db/orderOutbox'
import { useSession } from '../../db/session'

/**
 * The logged-in member's orders in the device's order outbox (src/db/orderOutbox.ts), live across
 * tabs: what the checkout shows while an order waits for the server, also after a reload or offline.
 */

const NONE: PendingOrderRecord[] = []

/** Every order record of the member (sending, placed, refused), oldest first; [] for a guest. */
export function useOrderRecords(): PendingOrderRecord[] {
  const session = useSession()
  const memberId = session.member?.id ?? null
  const [records, setRecords] = useState<{ memberId: number; list: PendingOrderRecord[] } | null>(null)
  useEffect(() => {
    if (memberId === null) return
    return followDevice(
      () => import('../../db/orderOutbox'),
      (db, outbox) => outbox.memberOrderRecords(db, memberId),
      (list, outbox) => setRecords({ memberId, list: outbox.soundOrderRecords(list) }),
      (error) => console.error('Could not read the order outbox', error),
    )
  }, [memberId])
  return records && records.memberId === memberId ? records.list : NONE
}

/** An order placed on this device that the server has not answered yet: shown as 'sending'. */
export type PendingOrder = Pick<
  PendingOrderRecord,
  'submissionKey' | 'payload' | 'createdAt' | 'attempts' | 'lastError'
>

/**
 * The member's orders still being sent (no answer from the server yet), oldest first, with their
 * submission keys: for the order list to show beside the server's orders.
 */
export function usePendingOrders(): PendingOrder[] {
  const records = useOrderRecords()
  return useMemo(() => records.filter((record) => record.state === 'sending'), [records])
}
