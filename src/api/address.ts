import { readAddressCopy, saveAddressCopySoon } from '../db/addresses'
import { CODE_OK } from '../domain/envelope'
import type { MemberAddress } from '../domain/memberApi'
import { type ApiEnvelope, announceNetworkFailure, apiPost, apiRequest, isNetworkFailure } from './client'

/** The address calls (SPEC §7 "Addresses"); each resolves to an envelope and never throws. */

/** What the form sends: the address without the ids the server fills in. */
export type AddressDraft = Omit<MemberAddress, 'id' | 'memberId' | 'type'>

/**
 * POST member/getMemberAddress — the member's addresses, default first. A good answer replaces the
 * member's offline copy (in the background); when the server cannot be reached the stored copy is
 * returned marked `stale`.
 */
export async function getMemberAddressesOrCopy(memberId: number): Promise<ApiEnvelope<MemberAddress[]>> {
  const path = 'member/member/getMemberAddress'
  const envelope = await apiRequest<MemberAddress[]>({ method: 'POST', path, body: {} }, { notify: false })
  if (envelope.success) {
    saveAddressCopySoon(memberId, envelope.data ?? [])
    return envelope
  }
  if (isNetworkFailure(envelope)) {
    const copy = await readAddressCopy(memberId).catch(() => null)
    if (copy)
      return { success: true, code: CODE_OK, data: copy.addresses, stale: true, savedAt: copy.savedAt }
    announceNetworkFailure(envelope)
  }
  return envelope
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
