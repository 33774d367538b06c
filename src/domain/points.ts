/**
 * Member points (issue 38 item 4): the rules of the ledger, shared by the server (which applies them
 * under a row lock) and the PWA (which shows what a member can afford). Points are whole numbers —
 * an entry is a signed integer, so the balance (the sum of the entries) is exact with no rounding
 * anywhere but in earning. The balance never goes below 0.
 */

/** Why an entry exists (point_entries.reason). */
export const POINT_REASON = {
  /** An order completed: points earned on what was paid. Links to the order. */
  orderEarned: 'orderEarned',
  /** A completed order was refunded: what it earned is taken back (never below 0). Links to the order. */
  orderRefunded: 'orderRefunded',
  /** Points spent on an exchange item. Links to the exchange. */
  exchange: 'exchange',
  /** The merchant added or removed points, with a note saying why. */
  adjustment: 'adjustment',
} as const
export type PointReason = (typeof POINT_REASON)[keyof typeof POINT_REASON]

/** Largest points a single entry moves, and a balance may hold (fits an int4 column with room). */
export const MAX_POINTS = 100_000_000

/** Largest points rate a brand may set, in points per dollar (two decimal places). */
export const MAX_POINTS_RATE = 100

const MONEY_TEXT = /^(\d{1,12})(?:\.(\d{1,2}))?$/

/** Cents of a non-negative two-place amount ('12.3' → 1230n); null for anything else. */
function centsOf(amount: string): bigint | null {
  const match = MONEY_TEXT.exec(amount.trim())
  if (!match) return null
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Points an order earns: the amount paid (after discounts and coupons: the order's price) times the
 * brand's rate in points per dollar times the member's level multiplier (member_levels.pointsRate,
 * 1.00 for the base level, 1.50 for "1.5× points"), rounded DOWN to a whole point — a member never
 * gets a point not fully paid for, and a refund takes back exactly what was given. A rate or an
 * amount that is not a non-negative two-place decimal earns nothing; the result is capped at MAX_POINTS.
 */
export function pointsForOrder(paid: string, pointsPerDollar: string, levelMultiplier = '1.00'): number {
  const cents = centsOf(paid)
  const rate = centsOf(pointsPerDollar)
  const multiplier = centsOf(levelMultiplier)
  if (cents === null || rate === null || multiplier === null) return 0
  // (cents / 100) × (rate / 100) × (multiplier / 100), floored by integer division.
  const points = (cents * rate * multiplier) / 1_000_000n
  return points > BigInt(MAX_POINTS) ? MAX_POINTS : Number(points)
}

/** A change asked of the ledger (points always a whole number; `adjust` signed, the others ≥ 0). */
export type PointChange =
  | { kind: 'earn'; points: number }
  | { kind: 'spend'; points: number }
  | { kind: 'reverse'; points: number }
  | { kind: 'adjust'; points: number }

/**
 * What the ledger does with a change: the signed amount of the entry to write and the balance
 * after it, and for a reversal the points that could not be taken back because they were already
 * spent (`shortfall`); or a refusal when a spend or a removal exceeds the balance.
 */
export type PointOutcome =
  | { ok: true; amount: number; balance: number; shortfall: number }
  | { ok: false; refusal: 'insufficient' | 'tooLarge' }

/**
 * Applies a change to a balance (the ledger arithmetic):
 * - earn adds the points (refused when the balance would pass MAX_POINTS);
 * - spend takes the points, or is refused when the balance is short (exchanges never overdraw);
 * - reverse takes back what an order earned, but never below 0: if the member already spent some,
 *   the balance goes to 0, the entry records what was taken, and `shortfall` what could not be;
 * - adjust adds or removes (a removal beyond the balance is refused: the merchant sees it).
 */
export function applyPointChange(balance: number, change: PointChange): PointOutcome {
  const points = change.points
  if (!Number.isSafeInteger(points) || Math.abs(points) > MAX_POINTS)
    return { ok: false, refusal: 'tooLarge' }
  const magnitude = Math.abs(points)
  const delta = change.kind === 'adjust' ? points : change.kind === 'earn' ? magnitude : 0 - magnitude
  if (change.kind === 'reverse') {
    const taken = Math.min(balance, -delta)
    return { ok: true, amount: 0 - taken, balance: balance - taken, shortfall: -delta - taken }
  }
  const next = balance + delta
  if (next < 0) return { ok: false, refusal: 'insufficient' }
  if (next > MAX_POINTS) return { ok: false, refusal: 'tooLarge' }
  return { ok: true, amount: delta, balance: next, shortfall: 0 }
}

/** Whether a member with `balance` points can take an item costing `cost` with `stock` left. */
export function canExchange(balance: number, cost: number, stock: number): boolean {
  return stock > 0 && balance >= cost
}
