import type { RecordStore } from '../../data/recordStore'
import type { RecordKind, RecordQuery } from '../../data/recordTypes'
import { type CartScope, cartKey, peekCartLines } from '../../db/carts'
import { emitStorageError, isQuotaError } from '../../db/storageErrors'
import { CODE_FAILED, ERR } from '../../domain/envelope'
import type { CartLine } from '../../domain/menu/types'

/**
 * Carts as records (docs/data.md): the device table is their only source, read without Dexie the
 * first time (src/db/carts.ts peekCartLines); after that the live query of the screen showing the
 * cart and this page's own writes put the new lines, so a record never needs asking again.
 */
const cartKind: RecordKind<CartLine[]> = {
  name: 'cart',
  maxAgeMs: Number.POSITIVE_INFINITY,
  askAgainAfterMs: 0,
  memoryMax: 16,
}

/** A storage failure reading a cart: logged and announced to the UI (DESIGN §7). */
export function reportCartReadError(error: unknown): void {
  console.error('Could not read the cart', error)
  emitStorageError({ reason: isQuotaError(error) ? 'quota' : 'unavailable', error })
}

/** The cart of a scope on a business day. A read failure leaves it unloaded for the live query. */
export function cartRecord(scope: CartScope, day: string): RecordQuery<CartLine[]> {
  return {
    kind: cartKind,
    key: cartKey(scope, day),
    async fetch() {
      try {
        return { outcome: 'value', value: await peekCartLines(scope, day) }
      } catch (error) {
        reportCartReadError(error)
        return { outcome: 'failed', failure: { success: false, code: CODE_FAILED, errCode: ERR.internal } }
      }
    },
  }
}

/**
 * Shows lines read or written now. The live query repeating what is shown (the loaded lines,
 * another tab's no-op) changes nothing, so screens do not render again for it.
 */
export function putCartLines(records: RecordStore, query: RecordQuery<CartLine[]>, lines: CartLine[]): void {
  const shown = records.snapshot(query)
  if (shown.status === 'ready' && JSON.stringify(shown.value) === JSON.stringify(lines)) return
  records.put(query, lines)
}
