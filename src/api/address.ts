import type { MemberAddress } from '../domain/memberApi'
import { type ApiEnvelope, apiPost } from './client'

/** The address calls (SPEC §7 "Addresses"); each resolves to an envelope and never throws. */

/** What the form sends: the address without the ids the server fills in. */
export type AddressDraft = Omit<MemberAddress, 'id' | 'memberId' | 'type'>

/** POST member/getMemberAddress — the member's addresses, default first. */
export function getMemberAddresses(): Promise<ApiEnvelope<MemberAddress[]>> {
  return apiPost('member/member/getMemberAddress', {})
}

/** POST member/addMemberAddress — answers code 1 and the new id. */
export function addMemberAddress(draft: AddressDraft): Promise<ApiEnvelope<{ id: number }>> {
  return apiPost('member/member/addMemberAddress', { ...draft, type: 2 })
}

/** POST member/updateMemberAddress */
export function updateMemberAddress(id: number, draft: AddressDraft): Promise<ApiEnvelope<unknown>> {
  return apiPost('member/member/updateMemberAddress', { ...draft, id, type: 2 })
}

/** POST member/delMemberAddress */
export function deleteMemberAddress(id: number): Promise<ApiEnvelope<unknown>> {
  return apiPost('member/member/delMemberAddress', { id })
}
