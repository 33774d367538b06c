import { useCallback, useEffect, useRef, useState } from 'react'
import { getMemberAddressesOrCopy } from '../../api/address'
import type { ApiEnvelope } from '../../api/client'
import { forgetCalls, useCall } from '../../data/calls'
import { useSession } from '../../db/session'
import type { MemberAddress } from '../../domain/memberApi'
import { useOnline } from '../shell/useOnline'

/** Cache prefix of the address list (under the member prefix, so logout forgets it too). */
const ADDRESS_CALLS = 'member:addresses:'

export type AddressesState = {
  /** The server's list, or its offline copy (`stale`); `undefined` while loading. */
  answer: ApiEnvelope<MemberAddress[]> | undefined
  /** Changes must wait: the browser is offline or the list is the offline copy. */
  offline: boolean
  /** Asks the server again. */
  reload: () => void
}

/** The member's addresses; asks again by itself when the browser comes back online. */
export function useAddresses(): AddressesState {
  const session = useSession()
  const memberId = session.member?.id ?? 0
  const online = useOnline()
  const [version, setVersion] = useState(0)
  const answer: ApiEnvelope<MemberAddress[]> | undefined = useCall(
    `${ADDRESS_CALLS}${memberId}:${version}`,
    () => getMemberAddressesOrCopy(memberId),
  )
  const reload = useCallback(() => {
    forgetAddresses()
    setVersion((n) => n + 1)
  }, [])
  const stale = answer?.stale === true
  const failed = answer !== undefined && !answer.success

  // The offline copy is not kept for later screens: the next one asks the server first.
  useEffect(() => {
    if (stale) forgetAddresses()
  }, [stale])

  // Back online after a failure or the offline copy: ask again (only on that change, not in a loop).
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current && (stale || failed)) reload()
    wasOnline.current = online
  }, [online, stale, failed, reload])

  return { answer, offline: !online || stale, reload }
}

/** Makes the next screen that lists addresses ask the server again. */
export function forgetAddresses(): void {
  forgetCalls(ADDRESS_CALLS)
}

/** Default first, then newest first. */
export function sortAddresses(list: readonly MemberAddress[]): MemberAddress[] {
  return [...list].sort((a, b) => b.isdefault - a.isdefault || b.id - a.id)
}
