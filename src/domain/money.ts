import Decimal from 'decimal.js'

/** Default currency prefix (SPEC §9). */
export const DEFAULT_CURRENCY_PREFIX = '$ '

export type MoneyInput = Decimal.Value

/** Money on the wire is a decimal string with two places (DESIGN.md §4). */
export function toMoneyString(value: MoneyInput): string {
  return new Decimal(value).toFixed(2)
}

/**
 * Shows a price with the prefix and thousands separators: `$ 1,234.50`.
 * Whole amounts keep no decimals (`$ 38`), as menus print them.
 */
export function formatPrice(value: MoneyInput, prefix: string = DEFAULT_CURRENCY_PREFIX): string {
  let amount: Decimal
  try {
    amount = new Decimal(value)
  } catch {
    return `${prefix}0`
  }
  if (!amount.isFinite()) return `${prefix}0`
  const negative = amount.isNegative() && !amount.isZero()
  const fixed = amount.abs().toFixed(2)
  const [whole = '0', cents = '00'] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const body = cents === '00' ? grouped : `${grouped}.${cents}`
  return `${negative ? '-' : ''}${prefix}${body}`
}
