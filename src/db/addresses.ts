import type { MemberAddress } from '../domain/contract/member'
import { AddressRecordSchema } from '../domain/deviceRecords'
import { CODE_OK, type Envelope } from '../domain/envelope'
import type { DeviceSource } from './deviceSource'
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

/**
 * The member's copy as the device source of their address list (src/data/addressReads.ts), held as the
 * envelope the call answers.
 */
export function addressCopies(memberId: number): DeviceSource<Envelope<MemberAddress[]>> {
  return {
    async read() {
      const copy = await readAddressCopy(memberId)
      if (!copy) return undefined
      return { value: { success: true, code: CODE_OK, data: copy.addresses }, savedAt: copy.savedAt }
    },
    async write(_key, saved) {
      await backgroundWorkAllowed()
      await saveAddressCopy(memberId, saved.value.data ?? [], saved.savedAt)
    },
    async confirm(_key, savedAt) {
      await (await openDb()).addresses.where('memberId').equals(memberId).modify({ updatedAt: savedAt })
    },
    async remove() {
      await (await openDb()).addresses.where('memberId').equals(memberId).delete()
    },
  }
}
