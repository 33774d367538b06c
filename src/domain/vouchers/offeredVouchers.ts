import type { CartLine } from '../menu/types'

/**
 * The vouchers the checkout offers (issue 39 item 4): of the member's usable ones, in their order
 * (soonest to expire first), those whose dish is in the cart, at most one per unit of that dish
 * (./voucherLines.ts matches a voucher to a line the same way: a dish line whose posFid is the
 * voucher's food code). Pure.
 */
export function offeredVouchers<V extends { food: { code: string } }>(
  vouchers: readonly V[],
  lines: readonly Pick<CartLine, 'posFid' | 'productId' | 'number'>[],
): V[] {
  const units = new Map<string, number>()
  for (const line of lines) {
    if (line.productId <= 0 || typeof line.posFid !== 'string') continue
    units.set(line.posFid, (units.get(line.posFid) ?? 0) + line.number)
  }
  return vouchers.filter((voucher) => {
    const left = units.get(voucher.food.code) ?? 0
    if (left <= 0) return false
    units.set(voucher.food.code, left - 1)
    return true
  })
}
