/**
 * Money as the decimal strings of the wire (DESIGN §4): normalising, showing and comparing amounts
 * exactly, digit by digit. No arithmetic, so no decimal.js: a menu shows before that has loaded.
 * Sums and products are decimal.js, where they are needed (./menu/cartTotals.ts).
 */

/** Default currency prefix (SPEC §9). */
const DEFAULT_CURRENCY_PREFIX = '$ '

/** An exact decimal: sign, whole digits without leading zeros ('0' for none), fraction digits. */
type Digits = { negative: boolean; whole: string; fraction: string }

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i

/** The exact digits of a decimal string or finite number (exponents allowed); null for anything else. */
function digitsOf(value: string | number): Digits | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return null
  const [, sign, whole = '', fraction = '', exponent = '0'] = match
  if (whole === '' && fraction === '') return null
  let digits = whole + fraction
  let point = whole.length + Number(exponent)
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length)
  const integer = digits.slice(0, point).replace(/^0+/, '') || '0'
  return { negative: sign === '-', whole: integer, fraction: digits.slice(point).replace(/0+$/, '') }
}

function isZero(digits: Digits): boolean {
  return digits.whole === '0' && digits.fraction === ''
}

/** Compares two magnitudes digit by digit. */
function compareMagnitude(a: Digits, b: Digits): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1
  const places = Math.max(a.fraction.length, b.fraction.length)
  const left = a.fraction.padEnd(places, '0')
  const right = b.fraction.padEnd(places, '0')
  return left === right ? 0 : left < right ? -1 : 1
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; text that is not a number counts as 0. */
export function compareMoney(a: string | number, b: string | number): -1 | 0 | 1 {
  const zero: Digits = { negative: false, whole: '0', fraction: '' }
  const left = digitsOf(a) ?? zero
  const right = digitsOf(b) ?? zero
  const leftSign = isZero(left) ? 0 : left.negative ? -1 : 1
  const rightSign = isZero(right) ? 0 : right.negative ? -1 : 1
  if (leftSign !== rightSign) return leftSign < rightSign ? -1 : 1
  const magnitude = compareMagnitude(left, right) * (leftSign < 0 ? -1 : 1)
  return magnitude === 0 ? 0 : magnitude < 0 ? -1 : 1
}

/** Whether an amount is above zero (a fee to show, say). */
export function isPositiveMoney(value: string | number | null | undefined): boolean {
  return value !== null && value !== undefined && compareMoney(value, 0) > 0
}

/** Whole and cent digits rounded to two places, half away from zero (decimal.js's default). */
function toCents(digits: Digits): { whole: string; cents: string } {
  const fraction = digits.fraction.padEnd(3, '0')
  let cents = BigInt(digits.whole + fraction.slice(0, 2))
  if (fraction[2]! >= '5') cents += 1n
  const text = cents.toString().padStart(3, '0')
  return { whole: text.slice(0, -2), cents: text.slice(-2) }
}

/** Money on the wire: two places, rounded half away from zero. Throws on text that is not a number. */
export function toMoneyString(value: string | number): string {
  const digits = digitsOf(value)
  if (!digits) throw new TypeError(`Not an amount: ${String(value)}`)
  const { whole, cents } = toCents(digits)
  const negative = digits.negative && (whole !== '0' || cents !== '00')
  return `${negative ? '-' : ''}${whole}.${cents}`
}

/**
 * Shows a price with the prefix and thousands separators: `$ 1,234.50`.
 * Whole amounts keep no decimals (`$ 38`), as menus print them.
 */
export function formatPrice(value: string | number, prefix: string = DEFAULT_CURRENCY_PREFIX): string {
  const digits = digitsOf(value)
  if (!digits) return `${prefix}0`
  const { whole, cents } = toCents(digits)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const body = cents === '00' ? grouped : `${grouped}.${cents}`
  const negative = digits.negative && (whole !== '0' || cents !== '00')
  return `${negative ? '-' : ''}${prefix}${body}`
}
