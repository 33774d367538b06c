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
import type { Choices } from './combo'
import { choiceDetails } from './comboDetails'
import { type CartItemDetail, type CartLine, type ChoiceGroup, itemCount, type Money } from './types'

/** An exact sum as money on the wire. */
function money(sum: Decimal): Money {
  return toMoneyString(sum.toFixed())
}

function detailsSum(details: readonly CartItemDetail[]): Decimal {
  return details.reduce(
    (sum, detail) =>
      sum.plus(new Decimal(detail.price).plus(detailsSum(detail.itemDetail)).times(detail.number)),
    new Decimal(0),
  )
}

/** Per-unit total of a line: base price plus every chosen detail (price × picks, nested). */
export function unitTotal(price: Money, details: readonly CartItemDetail[]): Money {
  return money(new Decimal(price).plus(detailsSum(details)))
}

/** Per-unit price of a food (combo or with modifiers) with these choices: base + every pick, nested. */
export function comboUnitPrice(basePrice: Money, groups: readonly ChoiceGroup[], choices: Choices): Money {
  return unitTotal(basePrice, choiceDetails(groups, choices))
}

/** A line's total: its per-unit total × number. */
export function lineTotal(line: Pick<CartLine, 'total' | 'number'>): Money {
  return money(new Decimal(line.total).times(line.number))
}

/** Lunch-box fees: each line's lunchboxPrice × number. */
export function lunchboxTotal(lines: readonly Pick<CartLine, 'lunchboxPrice' | 'number'>[]): Money {
  return money(
    lines.reduce((sum, line) => sum.plus(new Decimal(line.lunchboxPrice).times(line.number)), new Decimal(0)),
  )
}

/** Sum of the line totals, the difference line included; lunch boxes are separate. */
export function subtotal(lines: readonly Pick<CartLine, 'total' | 'number'>[]): Money {
  return money(lines.reduce((sum, line) => sum.plus(lineTotal(line)), new Decimal(0)))
}

export type CartTotals = {
  itemCount: number
  subtotal: Money
  lunchbox: Money
  /** Dishes plus lunch boxes: what the cart shows as its total (fees of the order come later). */
  total: Money
}

/** The cart sheet's figures together. */
export function cartTotals(
  lines: readonly Pick<CartLine, 'posFid' | 'productId' | 'number' | 'total' | 'lunchboxPrice'>[],
): CartTotals {
  const dishes = subtotal(lines)
  const lunchbox = lunchboxTotal(lines)
  return {
    itemCount: itemCount(lines),
    subtotal: dishes,
    lunchbox,
    total: money(new Decimal(dishes).plus(lunchbox)),
  }
}
