import { useCallback, useMemo } from 'react'
import type { ApiEnvelope } from '../../api/client'
import { useApp } from '../../app/appContext'
import { ADDRESS_CALLS, addressesRead } from '../../data/addressReads'
import { forgetCalls, refreshCall, useAnswer } from '../../data/calls'
import type { RecordStore } from '../../data/recordStore'
import { useSession } from '../../db/session'
import type { MemberAddress } from '../../domain/contract/member'
import { useOnline } from '../shell/useOnline'

export type AddressesState = {
  /** The server's list, or its offline copy (`stale`); `undefined` while loading. */
  answer: ApiEnvelope<MemberAddress[]> | undefined
  /** Changes must wait: the browser is offline or the list is the offline copy. */
  offline: boolean
  /** Asks the server again. */
  reload: () => void
}

/**
 * The member's addresses (src/data/addressReads.ts); the record store asks again by itself when the
 * browser comes back online after a failure or the offline copy.
 */
export function useAddresses(): AddressesState {
  const { records } = useApp()
  const session = useSession()
  const memberId = session.member?.id ?? 0
  const online = useOnline()
  const query = useMemo(() => addressesRead(memberId), [memberId])
  const answer = useAnswer(query)
  const reload = useCallback(() => refreshCall(records, query), [records, query])
  return { answer, offline: !online || answer?.stale === true, reload }
}

/** Makes the next screen that lists addresses ask the server again. */
export function forgetAddresses(records: RecordStore): void {
  forgetCalls(records, ADDRESS_CALLS)
}

/** Default first, then newest first. */
export function sortAddresses(list: readonly MemberAddress[]): MemberAddress[] {
  return [...list].sort((a, b) => b.isdefault - a.isdefault || b.id - a.id)
}
