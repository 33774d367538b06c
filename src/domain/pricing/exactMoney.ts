import Decimal from 'decimal.js'
import type { Money } from '../menu/types'
import { toMoneyString } from '../money'

/**
 * Exact arithmetic for the pricing engine (DESIGN §4 "Money and time"). A decimal.js constructor of
 * its own with 64 significant digits, so that no sum, product or quotient of an order's amounts is
 * rounded by the library behind our back: the only roundings are the ones the rules name, each
 * spelled out below.
 */
const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP })

/** An exact decimal of a money or percentage string (or a whole or two-place number). */
export function exact(value: Decimal.Value): Decimal {
  return new Exact(value)
}

/** Zero, exactly. */
export const ZERO = exact(0)

/** The value, or 0 when it is below 0. */
export function atLeastZero(value: Decimal): Decimal {
  return value.isNegative() ? ZERO : value
}

/** The smaller of two values. */
export function smaller(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b
}

/** `percent` % of `amount`, exactly (no rounding yet). */
export function percentOf(amount: Decimal.Value, percent: Decimal.Value): Decimal {
  return exact(amount).times(percent).dividedBy(100)
}

/** Rounded to cents, half up (half away from zero): 2.345 → 2.35, 2.344 → 2.34. */
export function centsHalfUp(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
}

/** Truncated to cents (towards zero): 5.979 → 5.97. */
export function centsTruncated(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_DOWN)
}

/** Money on the wire: a two-place decimal string, signed when negative ("-0.40"). */
export function moneyText(value: Decimal): Money {
  return toMoneyString(value.toFixed())
}
