import Decimal from 'decimal.js'
import type { Money } from '../menu/types'
import { atLeastZero, exact, moneyText } from './exactMoney'
import { ROUNDING_MODE, type RoundingMode } from './schemas'

/**
 * The last step of a price (SPEC §5 "a rounding decimal applied"; rounding modes flexd 0 drop, 1 round
 * up, 2 round half, 3 round to 0.5): the payable amount to whole dollars, or to the nearest half
 * dollar, and the signed difference (`decimal`) between what is charged and what was computed.
 */

/** The payable amount rounded by the mode, and `decimal` = rounded − unrounded (signed: "-0.40"). */
export type RoundedPayable = { price: Money; decimal: Money }

/** The amount rounded by flexd: 0 floor, 1 ceiling, 2 half up, 3 to the nearest 0.5 (half up). */
export function roundByMode(amount: Decimal, mode: RoundingMode): Decimal {
  switch (mode) {
    case ROUNDING_MODE.drop:
      return amount.toDecimalPlaces(0, Decimal.ROUND_FLOOR)
    case ROUNDING_MODE.roundUp:
      return amount.toDecimalPlaces(0, Decimal.ROUND_CEIL)
    case ROUNDING_MODE.roundHalf:
      return amount.toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    case ROUNDING_MODE.toHalfDollar:
      return amount.times(2).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).dividedBy(2)
  }
}

/** The payable amount (not below 0) rounded by flexd, with the rounding difference. */
export function roundPayable(payable: Money, mode: RoundingMode): RoundedPayable {
  const unrounded = atLeastZero(exact(payable))
  const rounded = roundByMode(unrounded, mode)
  return { price: moneyText(rounded), decimal: moneyText(rounded.minus(unrounded)) }
}
