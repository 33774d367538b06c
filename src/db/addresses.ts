import { AddressRecordSchema } from '../domain/deviceRecords'
import type { MemberAddress } from '../domain/memberApi'
import { backgroundWorkAllowed, openDb } from './open'
import { type RecordRule, readStored } from './recordCheck'
import type { AddressRecord } from './records'
import { readSession } from './storedState'

/**
 * The offline copy of each member's address list (DESIGN §4 "Local data"): the last list the server
 * gave, one row per address, shown read-only when the network fails. clearLogin empties it. A row
 * that fails its schema is left out of the copy (reported, then deleted).
 */

const ADDRESS_RULE: RecordRule<AddressRecord> = { store: 'addresses', schema: AddressRecordSchema }

export type AddressCopy = { addresses: MemberAddress[]; savedAt: number }

/**
 * Replaces the member's stored rows with `addresses`. Skipped when that member is no longer the one
 * logged in, so an answer that lands after a logout cannot bring the list back.
 */
export async function saveAddressCopy(
  memberId: number,
  addresses: readonly MemberAddress[],
  now = Date.now(),
): Promise<void> {
  const db = await openDb()
  await db.transaction('rw', db.addresses, db.session, async () => {
    const session = await readSession(db)
    if (session?.member?.id !== memberId) return
    await db.addresses.where('memberId').equals(memberId).delete()
    await db.addresses.bulkPut(
      addresses.map((address) => ({ id: address.id, memberId, value: address, updatedAt: now })),
    )
  })
}

/** Saves the copy once start-up has rendered (see deferBackgroundWork); errors are logged, not thrown. */
export function saveAddressCopySoon(memberId: number, addresses: readonly MemberAddress[]): void {
  void backgroundWorkAllowed()
    .then(() => saveAddressCopy(memberId, addresses))
    .catch((error: unknown) => console.error('Could not save the offline copy of the addresses', error))
}

/** The member's stored list, or null when none was saved (an empty list leaves no rows). */
export async function readAddressCopy(memberId: number): Promise<AddressCopy | null> {
  const db = await openDb()
  const stored = await db.addresses.where('memberId').equals(memberId).toArray()
  const rows = stored.flatMap((row) => readStored(ADDRESS_RULE, row.id, row) ?? [])
  if (rows.length === 0) return null
  return {
    addresses: rows.map((row) => row.value),
    savedAt: Math.min(...rows.map((row) => row.updatedAt)),
  }
}
