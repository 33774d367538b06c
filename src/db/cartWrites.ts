import { businessDay } from '../domain/businessDay'
import { canonicalJson } from '../domain/canonicalJson'
import { MAX_LINE_NUMBER, type ShopMenu } from '../domain/contract/menu'
import type { CartRepair } from '../domain/menu/cartRepair'
import { type CartLine, isDifferenceLine } from '../domain/menu/types'
import { type CartGuard, CartRefused, linesOf, loadCartRule } from './carts'
import { openDb } from './open'
import { type CartScope, cartKey, cartScopeName } from './recordKeys'

/**
 * The changes to a cart (./carts.ts): every change is a read-modify-write inside one transaction,
 * so two tabs adding at once never lose a line; what it reads is checked as every cart read is.
 * Loaded on demand (./carts.ts cartWrites): the first render never changes a cart.
 */

function enforce(
  guard: CartGuard | undefined,
  lines: readonly CartLine[],
  target: CartLine | undefined,
): void {
  const verdict = guard?.(lines, target) ?? 'ok'
  if (verdict !== 'ok') throw new CartRefused(verdict)
}

/** The same dish: same productId and identical itemDetail (choices), so an add merges into it. */
export function isSameLine(
  a: Pick<CartLine, 'productId' | 'itemDetail'>,
  b: Pick<CartLine, 'productId' | 'itemDetail'>,
): boolean {
  return a.productId === b.productId && canonicalJson(a.itemDetail) === canonicalJson(b.itemDetail)
}

function wholeNumber(number: number): number {
  if (!Number.isFinite(number)) throw new RangeError(`Not a line quantity: ${number}`)
  return Math.min(Math.trunc(number), MAX_LINE_NUMBER)
}

/**
 * Changes the cart in one transaction: `change` gets the stored lines and returns the new ones (an
 * empty cart removes the record; the same array back writes nothing). Resolves to the lines now.
 */
async function updateCart(
  scope: CartScope,
  change: (lines: CartLine[]) => CartLine[],
  now: number = Date.now(),
): Promise<CartLine[]> {
  const [db, rule] = await Promise.all([openDb(), loadCartRule()])
  const day = businessDay(now)
  const key = cartKey(scope, day)
  return db.transaction('rw', db.carts, async () => {
    const stored = linesOf(rule, key, await db.carts.get(key))
    const lines = change(stored)
    if (lines === stored) return lines
    if (lines.length === 0) await db.carts.delete(key)
    else
      await db.carts.put({
        key,
        restaurantId: scope.restaurantId,
        scope: cartScopeName(scope),
        businessDay: day,
        lines,
        updatedAt: now,
      })
    return lines
  })
}

/**
 * Adds a line: merged into an identical one (same productId and choices) by adding `number`, its
 * onTime moved to the new line's; a difference line replaces the previous one. Rejects with
 * CartRefused when `guard` refuses the stored lines.
 */
export async function addCartLine(
  scope: CartScope,
  line: CartLine,
  now: number = Date.now(),
  guard?: CartGuard,
): Promise<CartLine[]> {
  const number = wholeNumber(line.number)
  if (number < 1) throw new RangeError(`Not a line quantity: ${line.number}`)
  const added: CartLine = { ...line, number, onTime: line.onTime > 0 ? line.onTime : now }
  return updateCart(
    scope,
    (lines) => {
      const index = isDifferenceLine(added) ? -1 : lines.findIndex((entry) => isSameLine(entry, added))
      enforce(guard, lines, lines[index])
      if (isDifferenceLine(added)) return [...lines.filter((entry) => !isDifferenceLine(entry)), added]
      if (index < 0) return [...lines, added]
      return lines.map((entry, at) =>
        at === index
          ? { ...entry, number: Math.min(entry.number + number, MAX_LINE_NUMBER), onTime: added.onTime }
          : entry,
      )
    },
    now,
  )
}

/** Which stored line a change means: `index`, unless another tab moved the `expected` line elsewhere. */
function targetIndex(lines: readonly CartLine[], index: number, expected?: CartLine): number {
  if (!expected) return index >= 0 && index < lines.length ? index : -1
  const atIndex = lines[index]
  if (atIndex && isSameLine(atIndex, expected)) return index
  return lines.findIndex((entry) => isSameLine(entry, expected))
}

export type LineChangeOptions = {
  /** The line the caller saw at `index`; located again if another tab changed the cart meanwhile. */
  expected?: CartLine
  now?: number
  /** Checks the stored lines first (an increase's limits); CartRefused when it refuses. */
  guard?: CartGuard
}

/** Sets a line's quantity; below 1 removes the line. A line no longer in the cart is left alone. */
export async function setCartLineNumber(
  scope: CartScope,
  index: number,
  number: number,
  options: LineChangeOptions = {},
): Promise<CartLine[]> {
  const quantity = wholeNumber(number)
  return updateCart(
    scope,
    (lines) => {
      const target = targetIndex(lines, index, options.expected)
      if (target < 0) return lines
      if (quantity < 1) return lines.filter((_, at) => at !== target)
      return lines.map((entry, at) => (at === target ? { ...entry, number: quantity } : entry))
    },
    options.now,
  )
}

/**
 * Adds `step` units to a line as stored (a tap that repeats a line, a cart stepper), so taps in
 * quick succession add up. A line no longer in the cart is left alone.
 */
export async function increaseCartLine(
  scope: CartScope,
  index: number,
  step: number,
  options: LineChangeOptions = {},
): Promise<CartLine[]> {
  const units = wholeNumber(step)
  if (units < 1) throw new RangeError(`Not a step: ${step}`)
  return updateCart(
    scope,
    (lines) => {
      const target = targetIndex(lines, index, options.expected)
      if (target < 0) return lines
      enforce(options.guard, lines, lines[target])
      return lines.map((entry, at) =>
        at === target ? { ...entry, number: Math.min(entry.number + units, MAX_LINE_NUMBER) } : entry,
      )
    },
    options.now,
  )
}

/** Removes one line. */
export function removeCartLine(
  scope: CartScope,
  index: number,
  options: LineChangeOptions = {},
): Promise<CartLine[]> {
  return setCartLineNumber(scope, index, 0, options)
}

/** Empties the cart. */
export function clearCart(scope: CartScope, now: number = Date.now()): Promise<CartLine[]> {
  return updateCart(scope, () => [], now)
}

/** Replaces every line (lines of quantity below 1 are dropped). */
export async function replaceCartLines(
  scope: CartScope,
  lines: readonly CartLine[],
  now: number = Date.now(),
): Promise<CartLine[]> {
  const kept = lines
    .map((line) => ({ ...line, number: wholeNumber(line.number) }))
    .filter((line) => line.number >= 1)
  return updateCart(scope, () => kept, now)
}

/**
 * Checks the stored cart against a new menu (domain/menu/cartRepair) in one transaction and writes
 * the result; resolves to what was removed and repriced, for the screen to flag.
 */
export async function repairStoredCart(
  scope: CartScope,
  menu: ShopMenu,
  now: number = Date.now(),
): Promise<CartRepair> {
  const { repairCart } = await import('../domain/menu/cartRepair')
  let repair: CartRepair = { lines: [], removed: [], repriced: [] }
  await updateCart(
    scope,
    (lines) => {
      repair = repairCart(lines, menu)
      return repair.removed.length > 0 || repair.repriced.length > 0 ? repair.lines : lines
    },
    now,
  )
  return repair
}
