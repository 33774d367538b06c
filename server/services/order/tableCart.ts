import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm'
import {
  TABLE_CART_ERR,
  TABLE_CART_MAX_LINES,
  type TableCartChangeInput,
  type TableCartView,
} from '../../../src/domain/contract/tableCart'
import type { CartLine } from '../../../src/domain/menu/types'
import type { Database } from '../../db/open'
import { tableCartGuests, tableCartLines, tableCarts } from '../../db/schema'
import { ApiError } from '../../http/errors'

/**
 * A table's shared cart (issue 37 item 3; the contract is src/domain/contract/tableCart.ts). Every
 * change runs under the cart row's lock, so the version counts each change once and a send sees
 * no change half made. The cart is its current generation's lines; a send or the staff's close
 * starts a new generation and leaves the old lines where they are, so that an add retried late
 * finds its line id taken and changes nothing.
 */

export type TableCartRow = typeof tableCarts.$inferSelect

/** A fresh generation id: names the cart's contents until a round sends them. */
export const newGeneration = (): string => randomUUID().replaceAll('-', '')

/** The table's cart, created empty when it has none, locked until the transaction ends. */
export async function lockedCart(tx: Database, tableId: number, now: Date): Promise<TableCartRow> {
  await tx
    .insert(tableCarts)
    .values({ tableId, generation: newGeneration(), updatedAt: now })
    .onConflictDoNothing()
  const [cart] = await tx.select().from(tableCarts).where(eq(tableCarts.tableId, tableId)).for('update')
  if (!cart) throw new Error(`table ${tableId} has no cart after creating one`)
  return cart
}

/** The table's cart version now (0 before its first change): what a waiting phone compares. */
export async function cartVersion(db: Database, tableId: number): Promise<number> {
  const [row] = await db
    .select({ version: tableCarts.version })
    .from(tableCarts)
    .where(eq(tableCarts.tableId, tableId))
  return row?.version ?? 0
}

/** The lines of this generation of the table's cart still in it (removed ones left out), in the order they were added. */
export async function liveLines(db: Database, cart: Pick<TableCartRow, 'tableId' | 'generation'>) {
  return db
    .select()
    .from(tableCartLines)
    .where(and(ofGeneration(cart), gt(tableCartLines.number, 0)))
    .orderBy(asc(tableCartLines.id))
}

/** The lines of this generation of the table's cart, removed ones too. */
const ofGeneration = (cart: Pick<TableCartRow, 'tableId' | 'generation'>) =>
  and(eq(tableCartLines.tableId, cart.tableId), eq(tableCartLines.generation, cart.generation))

/** The cart line as sent: the line the phone built, with the quantity the cart has now. */
export const lineOf = (row: { line: unknown; number: number }): CartLine => ({
  ...(row.line as CartLine),
  number: row.number,
})

/** The cart as the phones see it; `you` the guest number of the phone with `guestKey`, when it has one. */
export async function tableCartView(
  db: Database,
  tableId: number,
  guestKey?: string,
): Promise<TableCartView> {
  const [cart] = await db.select().from(tableCarts).where(eq(tableCarts.tableId, tableId))
  if (!cart) return { version: 0, generation: '', lines: [], guests: [], you: null, sent: null }
  const [lines, guests] = await Promise.all([
    liveLines(db, cart),
    db
      .select({ guestNo: tableCartGuests.guestNo, name: tableCartGuests.name, key: tableCartGuests.guestKey })
      .from(tableCartGuests)
      .where(eq(tableCartGuests.tableId, tableId))
      .orderBy(asc(tableCartGuests.guestNo)),
  ])
  return {
    version: cart.version,
    generation: cart.generation,
    lines: lines.map((row) => ({ lineId: row.lineId, line: lineOf(row), guestNo: row.guestNo })),
    guests: guests.map(({ guestNo, name }) => ({ guestNo, name })),
    you: guests.find((guest) => guestKey !== undefined && guest.key === guestKey)?.guestNo ?? null,
    sent:
      cart.sentGeneration && cart.sentOrderId
        ? { generation: cart.sentGeneration, orderId: cart.sentOrderId }
        : null,
  }
}

/** The guest's number at the table, given the next one when the phone is new here; their name set when sent. */
async function guestNoOf(
  tx: Database,
  tableId: number,
  guestKey: string,
  name: string | undefined,
): Promise<{ guestNo: number; changed: boolean }> {
  const [known] = await tx
    .select()
    .from(tableCartGuests)
    .where(and(eq(tableCartGuests.tableId, tableId), eq(tableCartGuests.guestKey, guestKey)))
  if (known) {
    if (name === undefined || name === known.name) return { guestNo: known.guestNo, changed: false }
    await tx
      .update(tableCartGuests)
      .set({ name })
      .where(and(eq(tableCartGuests.tableId, tableId), eq(tableCartGuests.guestKey, guestKey)))
    return { guestNo: known.guestNo, changed: true }
  }
  const [last] = await tx
    .select({ guestNo: max(tableCartGuests.guestNo) })
    .from(tableCartGuests)
    .where(eq(tableCartGuests.tableId, tableId))
  const guestNo = (last?.guestNo ?? 0) + 1
  await tx.insert(tableCartGuests).values({ tableId, guestKey, guestNo, name: name ?? '' })
  return { guestNo, changed: true }
}

/**
 * Adds the line once: a retried add changes nothing, whether its line is in the cart, was removed,
 * or went with a round or the staff's close (an earlier generation holds its id).
 */
async function addLine(
  tx: Database,
  cart: TableCartRow,
  lineId: string,
  line: CartLine,
  guestNo: number,
  now: Date,
) {
  const { tableId, generation } = cart
  const [held] = await tx.select({ lines: count() }).from(tableCartLines).where(ofGeneration(cart))
  const added = await tx
    .insert(tableCartLines)
    .values({ tableId, lineId, generation, line, number: line.number, guestNo, addedAt: now })
    .onConflictDoNothing()
    .returning({ id: tableCartLines.id })
  if (added.length > 0 && (held?.lines ?? 0) >= TABLE_CART_MAX_LINES)
    throw new ApiError(200, TABLE_CART_ERR.full, 'tableCartFull')
  return added.length > 0
}

/** Sets the quantity of a line in the cart; 0 removes it for good (its tombstone keeps a late add out). */
async function setLine(tx: Database, cart: TableCartRow, lineId: string, number: number) {
  const set = await tx
    .update(tableCartLines)
    .set({ number })
    .where(
      and(
        ofGeneration(cart),
        eq(tableCartLines.lineId, lineId),
        gt(tableCartLines.number, 0),
        sql`${tableCartLines.number} <> ${number}`,
      ),
    )
    .returning({ id: tableCartLines.id })
  return set.length > 0
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
  return db.transaction(async (tx) => {
    const cart = await lockedCart(tx, tableId, now)
    const guest = await guestNoOf(tx, tableId, input.guestKey, input.guestName)
    let changed = guest.changed
    for (const change of input.changes) {
      const did =
        change.kind === 'add'
          ? await addLine(tx, cart, change.lineId, change.line, guest.guestNo, now)
          : await setLine(tx, cart, change.lineId, change.number)
      changed ||= did
    }
    if (changed)
      await tx
        .update(tableCarts)
        .set({ version: cart.version + 1, updatedAt: now })
        .where(eq(tableCarts.tableId, tableId))
    return { changed }
  })
}

/** Empties the table's cart (a new generation) and forgets its guests (the staff closed the table). */
export async function clearTableCart(tx: Database, tableId: number, now: Date): Promise<void> {
  const cart = await lockedCart(tx, tableId, now)
  await tx.delete(tableCartGuests).where(eq(tableCartGuests.tableId, tableId))
  await tx
    .update(tableCarts)
    .set({
      version: cart.version + 1,
      generation: newGeneration(),
      closedGeneration: cart.generation,
      updatedAt: now,
    })
    .where(eq(tableCarts.tableId, tableId))
}
