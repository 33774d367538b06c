import { describe, expect, it } from 'vitest'
import type { CartItemDetail } from '../../src/domain/menu/cartLine'
import { priceCheckout } from '../../src/domain/order/priceCheckout'
import { redeemVouchers } from '../../src/domain/vouchers/voucherLines'
import { cartLine } from './helpers/menuFixtures'
import { checkoutOrder } from './pricingBuilders'

/** src/domain/vouchers/voucherLines.ts: each voucher gives one unit of its dish at 0. */

const pearls: CartItemDetail = {
  groupId: 1,
  id: 9,
  name: '加珍珠',
  price: '3.00',
  number: 1,
  qty: 1,
  itemDetail: [],
}
const tea = cartLine(1, {
  price: '20.00',
  total: '23.00',
  number: 3,
  lunchboxPrice: '1.00',
  itemDetail: [pearls],
})
const bun = cartLine(2, { price: '16.00', total: '16.00' })

describe('redeemVouchers', () => {
  it('moves one unit per voucher onto a voucher line right after its dish, extras still charged', () => {
    const redeemed = redeemVouchers(
      [tea, bun],
      [
        { id: 1, foodCode: 'P1' },
        { id: 2, foodCode: 'P1' },
      ],
    )
    expect(redeemed.kind).toBe('ok')
    if (redeemed.kind !== 'ok') return
    expect(redeemed.lines.map((line) => [line.productId, line.number, line.price, line.total])).toEqual([
      [1, 1, '20.00', '23.00'],
      [1, 2, '0.00', '3.00'],
      [2, 1, '16.00', '16.00'],
    ])
    expect(redeemed.lines[1]).toMatchObject({ lunchboxPrice: '1.00', ablediscount: 0 })
  })

  it('turns the whole line when every unit is covered, and refuses a voucher with no unit left', () => {
    const whole = redeemVouchers([bun], [{ id: 5, foodCode: 'P2' }])
    expect(whole.kind === 'ok' && whole.lines.map((line) => [line.number, line.price])).toEqual([[1, '0.00']])
    expect(
      redeemVouchers(
        [bun],
        [
          { id: 5, foodCode: 'P2' },
          { id: 6, foodCode: 'P2' },
        ],
      ),
    ).toEqual({ kind: 'noDish', voucherId: 6 })
    expect(redeemVouchers([bun], [{ id: 7, foodCode: 'P1' }])).toEqual({ kind: 'noDish', voucherId: 7 })
  })
})

describe('priceCheckout with vouchers', () => {
  const order = { ...checkoutOrder, orderType: 7 as const, menuType: 7, deliveryFee: '0.00', minimum: null }
  const base = { ...order, dishes: [tea, bun], makeUpAt: null, rules: [], coupon: null }

  it('charges the extras and lunch boxes of a voucher unit, and sends the lines as ordered', () => {
    const priced = priceCheckout({ ...base, vouchers: [{ id: 1, foodCode: 'P1' }] })
    // 2 × 23 + 3 (extras of the voucher unit) + 16 + 3 lunch boxes.
    expect(priced.result).toMatchObject({ subtotal: '65.00', lunchbox: '3.00', price: '68.00' })
    expect(priced.ordered).toEqual([tea, bun])
    expect(priced.noDishVoucher).toBeNull()
  })

  it('prices without the vouchers and names the one with no dish', () => {
    const priced = priceCheckout({ ...base, vouchers: [{ id: 4, foodCode: 'P3' }] })
    expect(priced.noDishVoucher).toBe(4)
    expect(priced.result.price).toBe(priceCheckout(base).result.price)
  })
})
