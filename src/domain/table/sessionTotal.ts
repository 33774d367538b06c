import Decimal from 'decimal.js'
import { ORDER_STATUS } from '../orderStatus'

/** A table session's running total: the prices of its rounds that stand (a cancelled round counts nothing). */
export function sessionTotal(rounds: readonly { status: number; price: string }[]): string {
  return rounds
    .filter((round) => round.status !== ORDER_STATUS.cancelled)
    .reduce((sum, round) => sum.plus(round.price), new Decimal(0))
    .toFixed(2)
}
