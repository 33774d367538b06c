import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { isPositiveMoney } from '../money'

// Days are counted in UTC: a term is the same length wherever the server runs.
dayjs.extend(utc)

/**
 * Bought membership levels (issue 39 item 1): which level a member may buy, the term a purchase
 * gives, what a refund takes back, and whether a term still runs. Pure; the server applies them
 * under the member's row lock (server/services/member/levelOrders.ts) and the account shows them.
 */

/** The member's level in a brand as stored: its rank and when a bought term ends (null: never). */
export type HeldLevel = { levelId: number; rank: number; endsAt: Date | null }

/** Why a level cannot be bought: not for sale (price 0), or below the level the member holds. */
export type LevelBuyRefusal = 'notForSale' | 'lower'

/**
 * Whether the member may buy `target`: it must have a price, and not rank below a level the member
 * holds now (the same level renews it; a higher one replaces it).
 */
export function levelBuyRefusal(
  held: HeldLevel | null,
  target: { rank: number; price: string },
  now: Date,
): LevelBuyRefusal | null {
  if (!isPositiveMoney(target.price)) return 'notForSale'
  if (held && isTermRunning(held.endsAt, now) && held.rank > target.rank) return 'lower'
  return null
}

/** Whether a held level still counts: one without an end always does, a bought term until its end. */
export function isTermRunning(endsAt: Date | null, now: Date): boolean {
  return endsAt === null || endsAt.getTime() > now.getTime()
}

/**
 * When the member's level ends once a bought term of `levelId` starts at `now`: the same level
 * still running is extended by `validDays`; otherwise the term runs `validDays` from now.
 */
export function termEndAfterPurchase(
  held: HeldLevel | null,
  bought: { levelId: number; validDays: number },
  now: Date,
): Date {
  const renews = held?.levelId === bought.levelId && held.endsAt !== null && isTermRunning(held.endsAt, now)
  const from = renews && held.endsAt ? held.endsAt : now
  return dayjs.utc(from).add(bought.validDays, 'day').toDate()
}

/**
 * The member's level end once a purchase of `validDays` is refunded: its days come off the term;
 * null when nothing is left (the member goes back to the brand's lowest level at once).
 */
export function termEndAfterRefund(endsAt: Date, validDays: number, now: Date): Date | null {
  const left = dayjs.utc(endsAt).subtract(validDays, 'day').toDate()
  return isTermRunning(left, now) ? left : null
}
