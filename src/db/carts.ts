import { businessDay } from '../domain/businessDay'
import type { CartLine } from '../domain/menu/types'
import { peekStored } from './bootPeek'
import { followDevice } from './follow'
import { openDb } from './open'
import { type RecordRule, readStored } from './recordCheck'
import { type CartScope, cartKey } from './recordKeys'
import type { CartRecord } from './records'

/**
 * Carts (SPEC §3 "Cart line", "Local storage"; issue 4 item 6): one record per restaurant + menu
 * type (or table QR code) + business day in the Dexie `carts` table. A new business day reads a new
 * key (empty); the 05:00 sweep (./sweep) deletes the old records. Dexie loads lazily (./open): the
 * first render reads a cart with peekCartLines (bare IndexedDB) and the live query starts once
 * start-up has rendered. Every read is checked against the cart schema
 * (src/domain/orderingRecords.ts): lines that fail it are left out and the record is rewritten
 * without them (./recordCheck); a record that is unsound as a whole reads as an empty cart. The
 * changes are in ./cartWrites.ts (loaded by cartWrites below).
 */

export type CartRule = RecordRule<CartRecord, 'carts'>

let cartRule: Promise<CartRule> | null = null

/**
 * How a stored cart is checked, imported only once there is a cart to check: on a first visit the
 * menu's first load carries no record schema (warmOrdering starts this import as soon as its read
 * finds a cart or a saved menu, so a stored one does not wait for it).
 */
export function loadCartRule(): Promise<CartRule> {
  cartRule ??= import('../domain/orderingRecords').then(({ CartRecordSchema, repairCartRecord }) => ({
    store: 'carts',
    schema: CartRecordSchema,
    repair: repairCartRecord,
  }))
  return cartRule
}

export { type CartScope, cartKey, cartScopeName } from './recordKeys'

/**
 * A check of the lines stored when a change is about to be written (the dish limits; the units of
 * `target`, the stored line the units go to, undefined for a new line): 'ok', or the code of the
 * rule that refuses it. Run inside the write's transaction, so taps in quick succession or in two
 * tabs are each checked against what the others wrote.
 */
export type CartGuard = (stored: readonly CartLine[], target: CartLine | undefined) => string

/** A change its guard refused: nothing was written. */
export class CartRefused extends Error {
  constructor(readonly code: string) {
    super(`The cart refused the change: ${code}`)
    this.name = 'CartRefused'
  }
}

/** The lines of the cart stored under `key`, checked against `rule` (loadCartRule). */
export function linesOf(rule: CartRule, key: string, stored: unknown): CartLine[] {
  return readStored(rule, key, stored)?.lines ?? []
}

/** The cart's lines on `businessDay`, read without loading Dexie (for the first render). */
export async function peekCartLines(scope: CartScope, businessDay: string): Promise<CartLine[]> {
  const key = cartKey(scope, businessDay)
  const stored = await peekStored('carts', key)
  return stored === undefined ? [] : linesOf(await loadCartRule(), key, stored)
}

/** The cart's lines now. */
export async function readCartLines(scope: CartScope, now: number = Date.now()): Promise<CartLine[]> {
  const key = cartKey(scope, businessDay(now))
  const [db, rule] = await Promise.all([openDb(), loadCartRule()])
  return linesOf(rule, key, await db.carts.get(key))
}

let writes: Promise<typeof import('./cartWrites')> | null = null

/**
 * The cart's changes (./cartWrites.ts), imported on demand: the first render only reads a cart,
 * and every change waits on Dexie's own chunk anyway. useCart starts the import once start-up has
 * rendered, so a tap finds it loaded (the service worker precaches every chunk).
 */
export function cartWrites(): Promise<typeof import('./cartWrites')> {
  writes ??= import('./cartWrites')
  return writes
}

/**
 * Follows the cart of `businessDay` live, across tabs: `onLines` gets the lines now and after every
 * change. Loads Dexie on first use, once start-up has rendered. Returns the stop function.
 */
export function watchCart(
  scope: CartScope,
  businessDay: string,
  onLines: (lines: CartLine[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const key = cartKey(scope, businessDay)
  return followDevice(
    loadCartRule,
    (db) => db.carts.get(key),
    (record, rule) => onLines(linesOf(rule, key, record)),
    onError,
  )
}
