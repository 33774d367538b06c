import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm'
import type { TableCartChangeInput, TableCartLine, TableGuest } from '../../../src/domain/contract/tableCart'
import type { CartLine } from '../../../src/domain/menu/types'
import type { Database } from '../../db/open'
import { sharedCartGuests, sharedCartLines, sharedCarts } from '../../db/schema'
import type { ApiError } from '../../http/errors'

/**
 * A shared cart's lines and guests (issue 37), one implementation for a table's cart (./tableCart.ts)
 * and a group order's (./invites.ts). Every change runs under the cart row's lock, so the version
 * counts each change once and a send sees no change half made. The cart is its current
 * generation's lines; an add is made once per line id (a retried add finds its id taken, in this
 * generation or an earlier one, and changes nothing), a quantity is set on its line, 0 removes it
 * for good (its row stays, a tombstone).
 */

export type SharedCartRow = typeof sharedCarts.$inferSelect
type CartOfGeneration = Pick<SharedCartRow, 'id' | 'generation'>

/** What the cart's owner refuses a change with. */
export type CartRefusals = {
  /** The cart holds `maxLines` lines (removed ones count until the generation is sent). */
  full: () => ApiError
  maxLines: number
}

/** A fresh generation id: names the cart's contents until a round sends them. */
export const newGeneration = (): string => randomUUID().replaceAll('-', '')

/** The cart, locked until the transaction ends. */
export async function lockCart(tx: Database, cartId: number): Promise<SharedCartRow> {
  const [cart] = await tx.select().from(sharedCarts).where(eq(sharedCarts.id, cartId)).for('update')
  if (!cart) throw new Error(`shared cart ${cartId} not found`)
  return cart
}

/** Sets the cart's version to the next one (with any other columns), under its lock. */
export async function bumpVersion(
  tx: Database,
  cart: Pick<SharedCartRow, 'id' | 'version'>,
  now: Date,
  set: Partial<
    Pick<SharedCartRow, 'generation' | 'sentGeneration' | 'sentOrderId' | 'closedGeneration'>
  > = {},
): Promise<number> {
  const version = cart.version + 1
  await tx
    .update(sharedCarts)
    .set({ ...set, version, updatedAt: now })
    .where(eq(sharedCarts.id, cart.id))
  return version
}

/** The lines of this generation of the cart, removed ones too. */
const ofGeneration = (cart: CartOfGeneration) =>
  and(eq(sharedCartLines.cartId, cart.id), eq(sharedCartLines.generation, cart.generation))

/** The lines of this generation of the cart still in it (removed ones left out), in the order they were added. */
export async function liveLines(db: Database, cart: CartOfGeneration) {
  return db
    .select()
    .from(sharedCartLines)
    .where(and(ofGeneration(cart), gt(sharedCartLines.number, 0)))
    .orderBy(asc(sharedCartLines.id))
}

/** The cart line as sent: the line the phone built, with the quantity the cart has now. */
export const lineOf = (row: { line: unknown; number: number }): CartLine => ({
  ...(row.line as CartLine),
  number: row.number,
})

/** The cart's lines and guests as the phones see them; `you` the guest number of the phone with `guestKey`. */
export async function cartContents(
  db: Database,
  cart: CartOfGeneration,
  guestKey?: string,
): Promise<{ lines: TableCartLine[]; guests: TableGuest[]; you: number | null }> {
  const [lines, guests] = await Promise.all([
    liveLines(db, cart),
    db
      .select({
        guestNo: sharedCartGuests.guestNo,
        name: sharedCartGuests.name,
        key: sharedCartGuests.guestKey,
      })
      .from(sharedCartGuests)
      .where(eq(sharedCartGuests.cartId, cart.id))
      .orderBy(asc(sharedCartGuests.guestNo)),
  ])
  return {
    lines: lines.map((row) => ({ lineId: row.lineId, line: lineOf(row), guestNo: row.guestNo })),
    guests: guests.map(({ guestNo, name }) => ({ guestNo, name })),
    you: guests.find((guest) => guestKey !== undefined && guest.key === guestKey)?.guestNo ?? null,
  }
}

/** The guest's number in the cart, given the next one when the phone is new here; their name set when sent. */
async function guestNoOf(
  tx: Database,
  cartId: number,
  guestKey: string,
  name: string | undefined,
): Promise<{ guestNo: number; changed: boolean }> {
  const guest = and(eq(sharedCartGuests.cartId, cartId), eq(sharedCartGuests.guestKey, guestKey))
  const [known] = await tx.select().from(sharedCartGuests).where(guest)
  if (known) {
    if (name === undefined || name === known.name) return { guestNo: known.guestNo, changed: false }
    await tx.update(sharedCartGuests).set({ name }).where(guest)
    return { guestNo: known.guestNo, changed: true }
  }
  const [last] = await tx
    .select({ guestNo: max(sharedCartGuests.guestNo) })
    .from(sharedCartGuests)
    .where(eq(sharedCartGuests.cartId, cartId))
  const guestNo = (last?.guestNo ?? 0) + 1
  await tx.insert(sharedCartGuests).values({ cartId, guestKey, guestNo, name: name ?? '' })
  return { guestNo, changed: true }
}

/**
 * Adds the line once: a retried add changes nothing, whether its line is in the cart, was removed,
 * or went with a round or the staff's close (an earlier generation holds its id).
 */
async function addLine(
  tx: Database,
  cart: CartOfGeneration,
  add: { lineId: string; line: CartLine; guestNo: number },
  refusals: CartRefusals,
  now: Date,
) {
  const [held] = await tx.select({ lines: count() }).from(sharedCartLines).where(ofGeneration(cart))
  const added = await tx
    .insert(sharedCartLines)
    .values({ cartId: cart.id, generation: cart.generation, ...add, number: add.line.number, addedAt: now })
    .onConflictDoNothing()
    .returning({ id: sharedCartLines.id })
  if (added.length > 0 && (held?.lines ?? 0) >= refusals.maxLines) throw refusals.full()
  return added.length > 0
}

/** Sets the quantity of a line in the cart; 0 removes it for good (its tombstone keeps a late add out). */
async function setLine(tx: Database, cart: CartOfGeneration, lineId: string, number: number) {
  const set = await tx
    .update(sharedCartLines)
    .set({ number })
    .where(
      and(
        ofGeneration(cart),
        eq(sharedCartLines.lineId, lineId),
        gt(sharedCartLines.number, 0),
        sql`${sharedCartLines.number} <> ${number}`,
      ),
    )
    .returning({ id: sharedCartLines.id })
  return set.length > 0
}

/**
 * Applies a phone's changes in order to the cart the caller has locked; the version grows once
 * when any of them changed something. A change to a line the cart has sent or removed changes nothing.
 */
export async function applyChanges(
  tx: Database,
  cart: SharedCartRow,
  input: Pick<TableCartChangeInput, 'guestKey' | 'guestName' | 'changes'>,
  refusals: CartRefusals,
  now: Date,
): Promise<{ changed: boolean }> {
  const guest = await guestNoOf(tx, cart.id, input.guestKey, input.guestName)
  let changed = guest.changed
  for (const change of input.changes) {
    const did =
      change.kind === 'add'
        ? await addLine(
            tx,
            cart,
            { lineId: change.lineId, line: change.line, guestNo: guest.guestNo },
            refusals,
            now,
          )
        : await setLine(tx, cart, change.lineId, change.number)
    changed ||= did
  }
  if (changed) await bumpVersion(tx, cart, now)
  return { changed }
}

/** Forgets the cart's guests (a table's close: the next party numbers its guests from 1). */
export async function forgetGuests(tx: Database, cartId: number): Promise<void> {
  await tx.delete(sharedCartGuests).where(eq(sharedCartGuests.cartId, cartId))
}
