import type { MemberAddress } from '../domain/contract/member'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The address calls (SPEC §7 "Addresses"); each resolves to an envelope and never throws. The list
 * is a record with an offline copy: src/data/addressReads.ts.
 */

/** What the form sends: the address without the ids the server fills in. */
export type AddressDraft = Omit<MemberAddress, 'id' | 'memberId' | 'type'>

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
