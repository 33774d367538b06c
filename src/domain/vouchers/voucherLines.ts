import { unitTotal } from '../menu/cartTotals'
import type { CartLine } from '../menu/types'

/**
 * Vouchers in an order (issue 39 item 4; docs/pricing.md "Vouchers"): each voucher gives one unit
 * of its dish at 0. The unit is taken from a line of that dish (its posFid) in the cart, the first
 * that still has a unit no voucher covers, onto a voucher line right after it (or the line itself,
 * when every unit is covered). The voucher covers the dish's own price: the choices that cost extra
 * and the lunch box are still charged, and no discount rule counts the line. The PWA's checkout
 * and the server price the same lines with this (../order/priceCheckout.ts).
 */

/** A voucher as the pricing needs it: the dish it gives. */
export type VoucherForLine = { id: number; foodCode: string }

export type VoucherRedemption =
  | { kind: 'ok'; lines: CartLine[] }
  /** The voucher's dish has no unit left in the cart to cover. */
  | { kind: 'noDish'; voucherId: number }

/** A line's units covered by vouchers: its own price off, its extras as they were. */
function voucherLine(line: CartLine, units: number): CartLine {
  return { ...line, number: units, price: '0.00', total: unitTotal('0.00', line.itemDetail), ablediscount: 0 }
}

/** The lines with the vouchers' units at 0 (see the top of this file), or the first voucher with no dish. */
export function redeemVouchers(
  lines: readonly CartLine[],
  vouchers: readonly VoucherForLine[],
): VoucherRedemption {
  if (vouchers.length === 0) return { kind: 'ok', lines: [...lines] }
  const covered = lines.map(() => 0)
  for (const voucher of vouchers) {
    const at = lines.findIndex(
      (line, index) =>
        line.productId > 0 && line.posFid === voucher.foodCode && covered[index]! < line.number,
    )
    if (at < 0) return { kind: 'noDish', voucherId: voucher.id }
    covered[at]! += 1
  }
  return {
    kind: 'ok',
    lines: lines.flatMap((line, index) => {
      const units = covered[index]!
      if (units === 0) return [line]
      if (units === line.number) return [voucherLine(line, units)]
      return [{ ...line, number: line.number - units }, voucherLine(line, units)]
    }),
  }
}
