import { useMemo } from 'react'
import { addressesRead } from '../../api/address'
import { useAnswer } from '../../data/calls'
import { useSession } from '../../db/session'
import { useSetting } from '../../db/settings'
import type { MemberAddress } from '../../domain/memberApi'
import { deliveryAddressOf } from '../../domain/memberRules'

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
  const query = useMemo(() => (asked ? addressesRead(memberId) : null), [asked, memberId])
  const answer = useAnswer(query)
  if (!asked) return null
  if (!answer) return undefined
  return deliveryAddressOf(answer.data ?? [], selectedId)
}
