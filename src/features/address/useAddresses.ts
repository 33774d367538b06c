import { getMemberAddresses } from '../../api/address'
import { useSession } from '../../db/session'
import type { Envelope } from '../../domain/envelope'
import type { MemberAddress } from '../../domain/memberApi'
import { forgetCalls, useCall } from '../shell/useCall'

/** Cache prefix of the address list (under the member prefix, so logout forgets it too). */
const ADDRESS_CALLS = 'member:addresses:'

/** The member's addresses as the server lists them; `undefined` while loading. A new version asks again. */
export function useAddresses(version = 0): Envelope<MemberAddress[]> | undefined {
  const session = useSession()
  const memberId = session.member?.id ?? 0
  return useCall(`${ADDRESS_CALLS}${memberId}:${version}`, getMemberAddresses)
}

/** Makes the next screen that lists addresses ask the server again. */
export function forgetAddresses(): void {
  forgetCalls(ADDRESS_CALLS)
}

/** Default first, then newest first. */
export function sortAddresses(list: readonly MemberAddress[]): MemberAddress[] {
  return [...list].sort((a, b) => b.isdefault - a.isdefault || b.id - a.id)
}
