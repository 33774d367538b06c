import { subtotal } from '../menu/cartTotals'
import type { Money } from '../menu/types'
import { centsHalfUp, exact, moneyText, percentOf } from './exactMoney'
import type { PricingLine } from './schemas'

/**
 * The service charge (SPEC §5 "service charge is a percentage of the subtotal"): `servicePercent` %
 * of the dishes of the lines whose serviceCharge flag is 1, rounded half up to cents. Lunch boxes and
 * the delivery fee bear none; nor does the make-up line, whose flag is 0 (./orderMinimum.ts).
 */

/** The subtotal that bears the service charge: lines with serviceCharge 1, lunch boxes left out. */
export function serviceChargeBase(
  lines: readonly Pick<PricingLine, 'total' | 'number' | 'serviceCharge'>[],
): Money {
  return subtotal(lines.filter((line) => line.serviceCharge === 1))
}

/** The service charge: `percent` % of serviceChargeBase, rounded half up to cents. */
export function serviceChargeAmount(
  lines: readonly Pick<PricingLine, 'total' | 'number' | 'serviceCharge'>[],
  percent: number,
): Money {
  return moneyText(centsHalfUp(percentOf(serviceChargeBase(lines), percent)))
}

/** The percentage as SPEC §3 "Price result" `service` shows it: 10 → "10%", 7.5 → "7.5%". */
export function serviceText(percent: number): string {
  return `${exact(percent).toFixed()}%`
}
