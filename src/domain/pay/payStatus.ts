import { PAY_STATUS, type PayStatus } from '../contract/pay'

/** The statuses of a payment not yet settled: at most one such payment per order. */
export const LIVE_PAY_STATUSES: readonly PayStatus[] = [
  PAY_STATUS.created,
  PAY_STATUS.pending,
  PAY_STATUS.processing,
]

/** Whether the payment is still under way (SPEC §4: the overlay polls again). */
export function isLivePayStatus(status: number): boolean {
  return (LIVE_PAY_STATUSES as readonly number[]).includes(status)
}
