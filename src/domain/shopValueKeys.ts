import { MAX_ID } from './contract/system'

/**
 * Who may read, write and clear which restaurant/shopRedis key. Every key names its owner:
 *
 * - `table:<qrCode>:<name>`: values of a table (the shared table cart): anyone holding a table QR
 *   code of that restaurant, the printed code being the capability;
 * - `member:<memberId>:<name>`: a member's own values: only with that member's token.
 *
 * Any other key is refused. An owner keeps at most MAX_SHOP_VALUE_KEYS_PER_OWNER live values.
 */

/** Live values one table or member may keep (each ≤ 64 KB, so ≤ 1.25 MB per owner). */
export const MAX_SHOP_VALUE_KEYS_PER_OWNER = 20

/** A value's own name after the owner: 1–64 of letters, digits, `_ . -` (no `:`). */
const NAME = /^[A-Za-z0-9_.-]{1,64}$/
/** A table QR code as printed (src/domain/menuRouteArgs.ts): letters, digits, `. : -`. */
const QR_CODE = /^[A-Za-z0-9.:-]{1,64}$/
/** A member id in its one spelling (no leading zeros), so one member is one owner. */
const MEMBER_ID = /^[1-9]\d{0,9}$/

export type ShopValueOwner = { kind: 'table'; qrCode: string } | { kind: 'member'; memberId: number }

/** What a key says: its owner and the value's name. */
export type ShopValueKey = { owner: ShopValueOwner; name: string }

/** The key's owner and name, or null for a key of no known owner (refused). */
export function parseShopValueKey(key: string): ShopValueKey | null {
  const cut = key.lastIndexOf(':')
  const name = key.slice(cut + 1)
  if (cut < 0 || !NAME.test(name)) return null
  const head = key.slice(0, cut)
  if (head.startsWith('table:')) {
    const qrCode = head.slice('table:'.length)
    return QR_CODE.test(qrCode) ? { owner: { kind: 'table', qrCode }, name } : null
  }
  if (head.startsWith('member:')) {
    const id = head.slice('member:'.length)
    if (!MEMBER_ID.test(id) || Number(id) > MAX_ID) return null
    return { owner: { kind: 'member', memberId: Number(id) }, name }
  }
  return null
}

/** The owner as a key prefix (`table:<qrCode>:` or `member:<id>:`): all its keys start with it. */
export function ownerPrefix(owner: ShopValueOwner): string {
  return owner.kind === 'table' ? `table:${owner.qrCode}:` : `member:${owner.memberId}:`
}

/** The key of a table's value, e.g. `table:demo-central-t1:cart`. */
export function tableValueKey(qrCode: string, name: string): string {
  return `table:${qrCode}:${name}`
}

/** The key of a member's own value, e.g. `member:42:draft`. */
export function memberValueKey(memberId: number, name: string): string {
  return `member:${memberId}:${name}`
}

/** Why a caller may not use a key. */
export type ShopValueRefusal = 'KEY_FORM' | 'NO_TOKEN' | 'OTHER_MEMBER' | 'NOT_A_TABLE'

/** What the server knows of the caller and the restaurant when it decides. */
export type ShopValueCaller = {
  /** The member of the request's live token, or null without one. */
  memberId: number | null
  /** Whether a QR code is a table QR code of the restaurant of the call. */
  isRestaurantTable: (qrCode: string) => boolean
}

/** Whether the caller may read, write and clear `key` (the same rule for all three): null, or why not. */
export function shopValueAccess(key: string, caller: ShopValueCaller): ShopValueRefusal | null {
  const parsed = parseShopValueKey(key)
  if (!parsed) return 'KEY_FORM'
  const { owner } = parsed
  if (owner.kind === 'table') return caller.isRestaurantTable(owner.qrCode) ? null : 'NOT_A_TABLE'
  if (caller.memberId === null) return 'NO_TOKEN'
  return caller.memberId === owner.memberId ? null : 'OTHER_MEMBER'
}

/** Whether an owner keeping `live` values (not counting the one being written) may add one more. */
export function canKeepAnotherValue(live: number): boolean {
  return live < MAX_SHOP_VALUE_KEYS_PER_OWNER
}
