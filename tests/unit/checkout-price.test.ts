import { describe, expect, it } from 'vitest'
import { isDifferenceLine } from '../../src/domain/menu/types'
import { makeUpLine } from '../../src/domain/pricing/orderMinimum'
import type { Coupon } from '../../src/domain/pricing/schemas'
import { type CheckoutPriceInput, checkoutPrice } from '../../src/features/checkout/checkoutPrice'
import { cartLine } from './helpers/menuFixtures'
import { checkoutOrder } from './pricingBuilders'

/** The checkout's figures: order minimum and make-up line (SPEC §5), discount rule, coupons. */

const coupon = (id: number, fields: Partial<Coupon & { status: string }> = {}) => ({
  id,
  couponType: 2,
  amount: '10.00',
  discount: '0.00',
  spend: '50.00',
  billMinAmount: '0.00',
  accumulate: 0 as const,
  exclusive: 0 as const,
  ...fields,
})

function input(overrides: Partial<CheckoutPriceInput<ReturnType<typeof coupon>>> = {}) {
  return {
    ...checkoutOrder,
    cart: [cartLine(1, { price: '30.00', number: 2 })],
    rules: [
      {
        type: 0,
        amount: '10.00',
        discountValue: '0.00',
        amountTypeMin: 0 as const,
        restrictionAmount: '80.00',
        isDeliveryFee: 0 as const,
        placeOrderType: '2',
      },
    ],
    coupons: [],
    chosenCouponId: null,
    ...overrides,
  }
}

describe('checkout price', () => {
  it('asks to make up a shortfall within the allowed difference, and adds nothing until the diner agrees', () => {
    const price = checkoutPrice(input())
    expect(price.minimum).toEqual({ kind: 'makeUp', difference: '20.00' })
    expect(price.madeUp).toBe(false)
    expect(price.lines.some(isDifferenceLine)).toBe(false)
  })

  it('sends the make-up line at today’s difference once agreed, and the rule then applies', () => {
    // Agreed when the cart was 55.00; a dish added since makes the difference 20.00.
    const stale = makeUpLine('25.00', 1)
    const price = checkoutPrice(input({ cart: [cartLine(1, { price: '30.00', number: 2 }), stale] }))
    expect(price.madeUp).toBe(true)
    const line = price.lines.find(isDifferenceLine)
    expect(line).toMatchObject({ posFid: -1111, productId: 0, number: 1, price: '20.00' })
    expect(price.result).toMatchObject({ total: '80.00', discount: '0.00', price: '92.00' })
  })

  it('drops a make-up line the order no longer needs, and blocks a shortfall beyond the difference', () => {
    const met = checkoutPrice(
      input({ cart: [cartLine(1, { price: '30.00', number: 3 }), makeUpLine('5.00', 1)] }),
    )
    expect(met.minimum).toEqual({ kind: 'met' })
    expect(met.lines.some(isDifferenceLine)).toBe(false)
    expect(met.result).toMatchObject({ total: '90.00', discount: '10.00', price: '92.00' })
    const blocked = checkoutPrice(input({ cart: [cartLine(1, { price: '30.00', number: 1 })] }))
    expect(blocked.minimum).toEqual({ kind: 'blocked', shortfall: '50.00' })
  })

  it('has no minimum for pick-up', () => {
    const price = checkoutPrice(input({ orderType: 7, menuType: 7, deliveryFee: '0.00' }))
    expect(price.minimum).toEqual({ kind: 'met' })
  })

  it('lets only usable coupons be chosen: spend not reached, held by another order or used is not', () => {
    const coupons = [
      coupon(1),
      coupon(2, { spend: '500.00' }),
      coupon(3, { status: 'reserved' }),
      coupon(4, { status: 'used' }),
    ]
    const cart = [cartLine(1, { price: '30.00', number: 3 })]
    const usable = checkoutPrice(input({ cart, coupons, chosenCouponId: 1 }))
    expect(usable.coupons.map((entry) => entry.usable)).toEqual([true, false, false, false])
    expect(usable.coupon?.id).toBe(1)
    expect(usable.result.coupon).toBe('10.00')
    for (const chosen of [2, 3, 4]) {
      const refused = checkoutPrice(input({ cart, coupons, chosenCouponId: chosen }))
      expect(refused.coupon).toBeNull()
      expect(refused.result.coupon).toBe('0.00')
    }
  })

  it('prices a voucher’s unit at 0 on a line of its own, and sends the lines as ordered', () => {
    const cart = [cartLine(1, { price: '30.00', total: '30.00', number: 3 })]
    const price = checkoutPrice(
      input({ cart, orderType: 7, menuType: 7, deliveryFee: '0.00', vouchers: [{ id: 5, foodCode: 'P1' }] }),
    )
    expect(price.lines.map((line) => [line.number, line.price])).toEqual([
      [2, '30.00'],
      [1, '0.00'],
    ])
    expect(price.lines.map((line) => price.voucherLines.has(line))).toEqual([false, true])
    expect(price.ordered).toEqual(cart)
    expect(price.result.total).toBe('60.00')
  })
})
