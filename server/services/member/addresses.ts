import { and, count, desc, eq, ne } from 'drizzle-orm'
import * as v from 'valibot'
import type { MemberAddress } from '../../../src/domain/contract/member'
import { IdParam } from '../../../src/domain/contract/system'
import { CODE_LIMIT } from '../../../src/domain/envelope'
import { boundedText } from '../../../src/domain/inputBounds'
import {
  type AddressFormError,
  canAddAddress,
  MAX_MEMBER_ADDRESSES,
  validateAddressForm,
} from '../../../src/domain/memberRules'
import type { Database } from '../../db/open'
import { memberAddresses, members } from '../../db/schemaMember'
import { ApiError, validationError } from '../../http/errors'
import { parseInput } from '../../http/input'
import type { MessageKey } from '../../i18n/messages'
import { ChoiceParam } from './params'

/** Saved delivery addresses (SPEC §3 "Address", §5 form order). One default per member. */

const FORM_FAILURE: Record<AddressFormError, { field: string; message: MessageKey }> = {
  RECEIVER_EMPTY: { field: 'receiver', message: 'receiverEmpty' },
  PHONE_EMPTY: { field: 'phone', message: 'contactEmpty' },
  PHONE_LENGTH: { field: 'phone', message: 'contactInvalid' },
  ADDRESS_NOT_CHOSEN: { field: 'currentAddress', message: 'addressNotChosen' },
  DETAIL_EMPTY: { field: 'address', message: 'detailEmpty' },
}

const Field = (max: number) =>
  v.optional(
    v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.trim(), v.maxLength(max)),
    '',
  )

const AddressFields = v.object({
  receiver: Field(200),
  phone: Field(200),
  currentAddress: Field(200),
  address: Field(200),
  floor: Field(50),
  unit: Field(50),
  dimensionMap: v.optional(
    v.pipe(
      boundedText(64),
      v.trim(),
      v.check((text) => text === '' || /^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/.test(text)),
    ),
    '',
  ),
  isdefault: v.optional(ChoiceParam([0, 1]), 0),
  sex: v.optional(ChoiceParam([0, 1, 2]), 0),
})

type AddressInput = v.InferOutput<typeof AddressFields>

/** Parses and checks the form in SPEC order; the first failure is a 400 naming its field. */
function parseAddress(input: unknown): AddressInput {
  const form = parseInput(
    v.object({
      ...AddressFields.entries,
      memberId: v.optional(v.unknown()),
      id: v.optional(v.unknown()),
      type: v.optional(v.unknown()),
    }),
    input,
  )
  const problem = validateAddressForm(form)
  if (problem) throw validationError(FORM_FAILURE[problem].field, FORM_FAILURE[problem].message)
  const { memberId: _m, id: _i, type: _t, ...fields } = form
  return fields
}

export const AddressIdParams = v.object({ id: IdParam })

type Row = typeof memberAddresses.$inferSelect

function toAddress(row: Row): MemberAddress {
  return {
    id: row.id,
    memberId: row.memberId,
    receiver: row.receiver,
    phone: row.phone,
    currentAddress: row.currentAddress,
    address: row.address,
    floor: row.floor,
    unit: row.unit,
    dimensionMap: row.dimensionMap,
    isdefault: row.isdefault === 1 ? 1 : 0,
    sex: (row.sex === 1 || row.sex === 2 ? row.sex : 0) as MemberAddress['sex'],
    type: 2,
  }
}

function addressNotFound(): ApiError {
  return new ApiError(200, 'ADDRESS.NOT_FOUND', 'addressNotFound')
}

/** errCode when the member already has MAX_MEMBER_ADDRESSES addresses (HTTP 200, code -1). */
const ADDRESS_LIMIT = 'ADDRESS.LIMIT'

function addressLimit(): ApiError {
  return new ApiError(200, ADDRESS_LIMIT, 'addressLimit', {
    code: CODE_LIMIT,
    params: { max: String(MAX_MEMBER_ADDRESSES) },
  })
}

/** The member's addresses, default first, then newest. */
export async function listAddresses(db: Database, memberId: number): Promise<MemberAddress[]> {
  const rows = await db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(desc(memberAddresses.isdefault), desc(memberAddresses.createdAt), desc(memberAddresses.id))
  return rows.map(toAddress)
}

/**
 * Locks the member's row for the rest of the transaction, so that one member's concurrent address
 * writes run one after the other: under READ COMMITTED each then counts the addresses the one
 * before it committed, and two addresses never become default at once (a unique index would refuse
 * the second with a database error).
 */
async function lockMember(tx: Database, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update')
}

/** Clears the member's other default before this one becomes default (same transaction). */
async function clearOtherDefault(db: Database, memberId: number, keepId: number | null) {
  const where = and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isdefault, 1))
  await db
    .update(memberAddresses)
    .set({ isdefault: 0 })
    .where(keepId === null ? where : and(where, ne(memberAddresses.id, keepId)))
}

export async function addAddress(
  db: Database,
  memberId: number,
  input: unknown,
  now: Date,
): Promise<MemberAddress> {
  const fields = parseAddress(input)
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId)
    const [saved] = await tx
      .select({ n: count() })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId))
    if (!canAddAddress(saved?.n ?? 0)) throw addressLimit()
    if (fields.isdefault === 1) await clearOtherDefault(tx, memberId, null)
    const [row] = await tx
      .insert(memberAddresses)
      .values({ ...fields, memberId, createdAt: now })
      .returning()
    return toAddress(row!)
  })
}

export async function updateAddress(
  db: Database,
  memberId: number,
  id: number,
  input: unknown,
): Promise<MemberAddress> {
  const fields = parseAddress(input)
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId)
    if (fields.isdefault === 1) await clearOtherDefault(tx, memberId, id)
    const [row] = await tx
      .update(memberAddresses)
      .set(fields)
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
      .returning()
    if (!row) throw addressNotFound()
    return toAddress(row)
  })
}

export async function deleteAddress(db: Database, memberId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
    .returning({ id: memberAddresses.id })
  if (deleted.length === 0) throw addressNotFound()
}
