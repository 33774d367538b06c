import { ORDER_TYPE } from '../menu/types'

/**
 * The collection number of a pick-up order (issue 36): short enough to call out at the counter,
 * "A023". The restaurant's pick-up orders of a business day are numbered 1, 2, … (the server's
 * counter, server/services/order/collectionNumbers.ts); each letter covers 999 of them, leaving out
 * I and O, which read as 1 and 0. Past Z the letters start again.
 */

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const PER_LETTER = 999

/**
 * Whether an order of this type gets a collection number: those the diner collects at the counter,
 * pick-up (7) and a self-service code's takeout (2, issue 37 item 5).
 */
export function takesCollectionNo(orderType: number): boolean {
  return orderType === ORDER_TYPE.pickup || orderType === ORDER_TYPE.takeout
}

/** The `n`th collection number of a day (n ≥ 1): 1 → A001, 999 → A999, 1000 → B001. */
export function collectionNoOf(n: number): string {
  const index = Math.max(1, Math.trunc(n)) - 1
  const letter = LETTERS[Math.floor(index / PER_LETTER) % LETTERS.length]!
  return `${letter}${String((index % PER_LETTER) + 1).padStart(3, '0')}`
}
