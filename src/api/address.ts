import { savedCallQuery } from '../data/calls'
import type { RecordQuery } from '../data/recordTypes'
import { addressCopies } from '../db/addresses'
import type { Envelope } from '../domain/envelope'
import type { MemberAddress } from '../domain/memberApi'
import type { ApiClient, ApiEnvelope } from './client'

/** The address calls (SPEC §7 "Addresses"); each resolves to an envelope and never throws. */

/** What the form sends: the address without the ids the server fills in. */
export type AddressDraft = Omit<MemberAddress, 'id' | 'memberId' | 'type'>

/** Record keys of the address lists start so (under the member prefix, so logout forgets them too). */
export const ADDRESS_CALLS = 'member:addresses:'

/**
 * POST member/getMemberAddress — the member's addresses, default first, as a record: a good
 * answer replaces the member's copy on the device; the copy is shown (marked `stale`) only when the
 * server cannot be reached, since changes made on an old list would mislead.
 */
export function addressesRead(memberId: number): RecordQuery<Envelope<MemberAddress[]>> {
  return savedCallQuery(
    `${ADDRESS_CALLS}${memberId}`,
    (api) =>
      api.request<MemberAddress[]>(
        { method: 'POST', path: 'member/member/getMemberAddress', body: {} },
        { notify: false },
      ),
    addressCopies(memberId),
    'unreachable',
  )
}

/** POST member/addMemberAddress — answers code 1 and the new id. */
export function addMemberAddress(api: ApiClient, draft: AddressDraft): Promise<ApiEnvelope<{ id: number }>> {
  return api.post('member/member/addMemberAddress', { ...draft, type: 2 })
}

/** POST member/updateMemberAddress */
export function updateMemberAddress(
  api: ApiClient,
  id: number,
  draft: AddressDraft,
): Promise<ApiEnvelope<unknown>> {
  return api.post('member/member/updateMemberAddress', { ...draft, id, type: 2 })
}

/** POST member/delMemberAddress */
export function deleteMemberAddress(api: ApiClient, id: number): Promise<ApiEnvelope<unknown>> {
  return api.post('member/member/delMemberAddress', { id })
}
