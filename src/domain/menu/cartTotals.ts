/**
 * Cart sums for SPEC §3 "Cart line" and the cart sheet of issue 4: per-unit total (base price plus
 * chosen modifiers and combo items, nested), line total (per-unit total × number), item count,
 * lunch-box total and subtotal. decimal.js throughout; money comes out as two-place strings.
 * Interpretations: a detail's price is per pick and a nested detail is charged once per pick of its
 * parent; the difference line counts in money but not in the item count; the lunch-box fee is
 * per unit of the line.
 */
import Decimal from 'decimal.js'
import { toMoneyString } from '../money'
import { type CartItemDetail, type CartLine, isDifferenceLine, type Money } from './types'

function detailsSum(details: readonly CartItemDetail[]): Decimal {
  return details.reduce(
    (sum, detail) =>
      sum.plus(new Decimal(detail.price).plus(detailsSum(detail.itemDetail)).times(detail.number)),
    new Decimal(0),
  )
}

/** Per-unit total of a line: base price plus every chosen detail (price × picks, nested). */
export function unitTotal(price: Money, details: readonly CartItemDetail[]): Money {
  return toMoneyString(new Decimal(price).plus(detailsSum(details)))
}

/** A line's total: its per-unit total × number. */
export function lineTotal(line: Pick<CartLine, 'total' | 'number'>): Money {
  return toMoneyString(new Decimal(line.total).times(line.number))
}

/** Units in the cart, without the difference line. */
export function itemCount(lines: readonly Pick<CartLine, 'posFid' | 'productId' | 'number'>[]): number {
  return lines.reduce((count, line) => (isDifferenceLine(line) ? count : count + line.number), 0)
}

/** Lunch-box fees: each line's lunchboxPrice × number. */
export function lunchboxTotal(lines: readonly Pick<CartLine, 'lunchboxPrice' | 'number'>[]): Money {
  return toMoneyString(
    lines.reduce((sum, line) => sum.plus(new Decimal(line.lunchboxPrice).times(line.number)), new Decimal(0)),
  )
}

/** Sum of the line totals, the difference line included; lunch boxes are separate. */
export function subtotal(lines: readonly Pick<CartLine, 'total' | 'number'>[]): Money {
  return toMoneyString(lines.reduce((sum, line) => sum.plus(lineTotal(line)), new Decimal(0)))
}

export type CartTotals = { itemCount: number; subtotal: Money; lunchbox: Money }

/** The cart sheet's figures together. */
export function cartTotals(
  lines: readonly Pick<CartLine, 'posFid' | 'productId' | 'number' | 'total' | 'lunchboxPrice'>[],
): CartTotals {
  return { itemCount: itemCount(lines), subtotal: subtotal(lines), lunchbox: lunchboxTotal(lines) }
}
