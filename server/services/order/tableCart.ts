import { eq } from 'drizzle-orm'
import {
  TABLE_CART_ERR,
  TABLE_CART_MAX_LINES,
  type TableCartChangeInput,
  type TableCartView,
} from '../../../src/domain/contract/tableCart'
import type { Database } from '../../db/open'
import { sharedCarts } from '../../db/schema'
import { ApiError } from '../../http/errors'
import {
  applyChanges,
  bumpVersion,
  type CartRefusals,
  cartContents,
  forgetGuests,
  newGeneration,
  type SharedCartRow,
} from './sharedCart'

/**
 * A table's shared cart (issue 37 item 3; the contract is src/domain/contract/tableCart.ts): the
 * table's row of the shared carts (./sharedCart.ts), made on its first change. A send or the
 * staff's close starts a new generation and leaves the old lines where they are, so that an add
 * retried late finds its line id taken and changes nothing.
 */

const TABLE_CART_REFUSALS: CartRefusals = {
  full: () => new ApiError(200, TABLE_CART_ERR.full, 'tableCartFull'),
  maxLines: TABLE_CART_MAX_LINES,
}

/** The table's cart row, or none before its first change. */
export async function tableCartRow(db: Database, tableId: number): Promise<SharedCartRow | undefined> {
  const [cart] = await db.select().from(sharedCarts).where(eq(sharedCarts.tableId, tableId))
  return cart
}

/** The table's cart, created empty when it has none, locked until the transaction ends. */
export async function lockedCart(tx: Database, tableId: number, now: Date): Promise<SharedCartRow> {
  await tx
    .insert(sharedCarts)
    .values({ tableId, generation: newGeneration(), updatedAt: now })
    .onConflictDoNothing()
  const [cart] = await tx.select().from(sharedCarts).where(eq(sharedCarts.tableId, tableId)).for('update')
  if (!cart) throw new Error(`table ${tableId} has no cart after creating one`)
  return cart
}

/** The table's cart version now (0 before its first change): what a waiting phone compares. */
export async function cartVersion(db: Database, tableId: number): Promise<number> {
  return (await tableCartRow(db, tableId))?.version ?? 0
}

/** The cart as the phones see it; `you` the guest number of the phone with `guestKey`, when it has one. */
export async function tableCartView(
  db: Database,
  tableId: number,
  guestKey?: string,
): Promise<TableCartView> {
  const cart = await tableCartRow(db, tableId)
  if (!cart) return { version: 0, generation: '', lines: [], guests: [], you: null, sent: null }
  return {
    version: cart.version,
    generation: cart.generation,
    ...(await cartContents(db, cart, guestKey)),
    sent:
      cart.sentGeneration && cart.sentOrderId
        ? { generation: cart.sentGeneration, orderId: cart.sentOrderId }
        : null,
  }
}

/**
 * Applies a phone's changes in order, under the cart's lock; the version grows once when any of
 * them changed something. A change to a line the table has sent or removed changes nothing.
 */
export async function changeTableCart(
  db: Database,
  tableId: number,
  input: TableCartChangeInput,
  now: Date,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) =>
    applyChanges(tx, await lockedCart(tx, tableId, now), input, TABLE_CART_REFUSALS, now),
  )
}

/** Empties the table's cart (a new generation) and forgets its guests (the staff closed the table). */
export async function clearTableCart(tx: Database, tableId: number, now: Date): Promise<void> {
  const cart = await lockedCart(tx, tableId, now)
  await forgetGuests(tx, cart.id)
  await bumpVersion(tx, cart, now, { generation: newGeneration(), closedGeneration: cart.generation })
}
