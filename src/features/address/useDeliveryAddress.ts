import { useEffect, useMemo, useState } from 'react'
import { useAnswer } from '../../data/calls'
import { useSession } from '../../db/session'
import { useSetting } from '../../db/settings'
import type { MemberAddress } from '../../domain/contract/member'

type AddressReader = typeof import('./deliveryAddressRead')

/** The reader once loaded: later screens use it from their first render. */
let loadedReader: AddressReader | null = null

/**
 * Where a delivered order goes: the address chosen for orders, else the member's saved default, so
 * that a member with a default is never asked again. undefined while the list loads; null for a
 * guest, a member without addresses, a list that could not be read, or when `wanted` is false (the
 * list is then not asked for).
 */
export function useDeliveryAddress(wanted = true): MemberAddress | null | undefined {
  const memberId = useSession().member?.id ?? null
  const selectedId: unknown = useSetting('selectedAddressId', null)
  const asked = wanted && memberId !== null
  const [reader, setReader] = useState(loadedReader)
  useEffect(() => {
    if (!asked || reader) return
    let current = true
    void import('./deliveryAddressRead').then((module) => {
      loadedReader = module
      if (current) setReader(module)
    })
    return () => {
      current = false
    }
  }, [asked, reader])
  const query = useMemo(
    () => (asked && reader ? reader.addressesRead(memberId) : null),
    [asked, reader, memberId],
  )
  const answer = useAnswer(query)
  if (!asked) return null
  if (!reader || !answer) return undefined
  return reader.deliveryAddressOf(answer.data ?? [], selectedId)
}
