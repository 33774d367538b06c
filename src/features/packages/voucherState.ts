import { type MemberVoucher, VOUCHER_STATUS } from '../../domain/contract/packages'
import { isVoucherUsable } from '../../domain/vouchers/voucherTerms'

type VoucherState = 'usable' | 'used' | 'withdrawn' | 'expired'

/**
 * Where a voucher stands for the member: the server's status, with a usable one past its end read
 * as expired (the server keeps it usable-but-dated). Before the clock is read (server render,
 * hydration: `now` null) a usable one reads usable.
 */
export function voucherState(
  voucher: Pick<MemberVoucher, 'status' | 'expiresAt'>,
  now: Date | null,
): VoucherState {
  if (voucher.status === VOUCHER_STATUS.used) return 'used'
  if (voucher.status === VOUCHER_STATUS.withdrawn) return 'withdrawn'
  if (now !== null && !isVoucherUsable(voucher, now)) return 'expired'
  return 'usable'
}
