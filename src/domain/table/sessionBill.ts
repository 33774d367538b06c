import Decimal from 'decimal.js'
import { ORDER_STATUS } from '../orderStatus'
import type { PriceResult } from '../pricing/priceOrder'

/**
 * A table session's bill (issue 37): the rounds' price results as the server stored and charged
 * them, summed field by field into one PriceResult. Nothing is priced again: each round was priced
 * once when it was sent (priceCheckout), and the bill is only their sum, so what the receipt shows,
 * what the table screen says is due and what the server charges online are the same figures.
 */

/** The money fields of a PriceResult: each is the sum of the rounds'. */
const SUMMED = [
  'total',
  'subtotal',
  'lunchbox',
  'serviceCharge',
  'deliveryFee',
  'all',
  'discount',
  'memberDiscountResult',
  'couponCanUsePrice',
  'coupon',
  'decimal',
  'price',
] as const satisfies readonly (keyof PriceResult)[]

/** A round as the bill reads it: its status (a cancelled round counts nothing) and its stored price. */
export type BilledRound = { status: number; priceResult: PriceResult }

/** Whether the round is on the bill: every round but a cancelled one (status 6 or 7). */
export function isBilledRound(round: { status: number }): boolean {
  return round.status !== ORDER_STATUS.cancelled && round.status !== ORDER_STATUS.cancelled2
}

/** The same value when every round has it, else the fallback (a percentage that differs reads ''). */
function shared<T>(values: readonly T[], fallback: T): T {
  return values.length > 0 && values.every((value) => value === values[0]) ? values[0]! : fallback
}

/**
 * One PriceResult for the rounds that stand: every money field summed with decimal.js, the service
 * percentage and the reasons kept when all rounds share them. No round: a bill of 0.00.
 */
export function sessionBill(rounds: readonly BilledRound[]): PriceResult {
  const billed = rounds.filter(isBilledRound).map((round) => round.priceResult)
  const sums = Object.fromEntries(
    SUMMED.map((field) => [
      field,
      billed.reduce((sum, result) => sum.plus(result[field]), new Decimal(0)).toFixed(2),
    ]),
  ) as Record<(typeof SUMMED)[number], string>
  return {
    ...sums,
    service: shared(
      billed.map((result) => result.service),
      '',
    ),
    discountReason: shared(
      billed.map((result) => result.discountReason),
      null,
    ),
    couponReason: shared(
      billed.map((result) => result.couponReason),
      null,
    ),
  }
}
