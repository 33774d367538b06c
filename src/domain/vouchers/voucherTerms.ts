import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { VOUCHER_STATUS } from '../contract/packages'

// Days are counted in UTC, as a level's term is (../levels/levelTerms.ts).
dayjs.extend(utc)

/** When a voucher bought now stops being usable: `validDays` days after the payment. */
export function voucherExpiry(paidAt: Date, validDays: number): Date {
  return dayjs.utc(paidAt).add(validDays, 'day').toDate()
}

/** Whether a voucher can be used in an order now: still usable and not past its end. */
export function isVoucherUsable(voucher: { status: number; expiresAt: Date | string }, now: Date): boolean {
  return voucher.status === VOUCHER_STATUS.usable && new Date(voucher.expiresAt).getTime() > now.getTime()
}
