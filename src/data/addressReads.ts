import { addressCopies } from '../db/addresses'
import type { MemberAddress } from '../domain/contract/member'
import type { Envelope } from '../domain/envelope'
import { savedCallQuery } from './calls'
import type { RecordQuery } from './recordTypes'

/** The member's address list as a record (SPEC §7 "Addresses"; the writes are src/api/address.ts). */

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
