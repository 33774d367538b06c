import Decimal from 'decimal.js'

/** "+$3", "+ $3.00", "+HK$3", "(+$ 3)" in an option's name: the amount it says. */
const PRICE_IN_NAME = /\+\s*(?:HK)?\$\s*(\d+(?:\.\d+)?)/g

/**
 * Whether an option's name already says its price ("凍 (+$3)" at $3), so that the chooser does not
 * show it a second time beside the name (issue 36). A name stating another amount does not count:
 * the price the cart charges is then shown, as it is the one that holds.
 */
export function nameCarriesPrice(name: string, cost: string | number): boolean {
  const amount = new Decimal(cost)
  if (!amount.isFinite() || amount.lte(0)) return false
  for (const match of name.matchAll(PRICE_IN_NAME)) if (new Decimal(match[1]!).eq(amount)) return true
  return false
}
