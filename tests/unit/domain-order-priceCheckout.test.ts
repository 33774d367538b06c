import { describe, expect, it } from 'vitest'
import { isDifferenceLine } from '../../src/domain/menu/types'
import {
  type CheckoutPricingInput,
  checkoutCoupons,
  priceCheckout,
} from '../../src/domain/order/priceCheckout'
import { priceOrder } from '../../src/domain/pricing/priceOrder'
import { cartLine } from './helpers/menuFixtures'
import { checkoutOrder, couponOf, ruleOf } from './pricingBuilders'

/** src/domain/order/priceCheckout.ts: the one pricing the checkout shows and the server charges. */

const tenOffDelivery = ruleOf({ id: 1, amount: '10.00', restrictionAmount: '80.00', placeOrderType: '2' })
const fiveOffColdChain = ruleOf({ id: 2, amount: '5.00', placeOrderType: '4' })

/** 2 × 30.00 of the checkout's order: short of its minimum by 20.00, which may be made up. */
function input(fields: Partial<CheckoutPricingInput<typeof tenOffDelivery>> = {}) {
  return {
    ...checkoutOrder,
    dishes: [cartLine(1, { price: '30.00', number: 2 })],
    makeUpAt: null,
    rules: [fiveOffColdChain, tenOffDelivery],
    coupon: null,
    ...fields,
  }
}

describe('priceCheckout', () => {
  it('prices the dishes alone until the diner agrees to make up the difference', () => {
    const { minimum, lines, result } = priceCheckout(input())
    expect([minimum.kind, lines]).toEqual(['makeUp', input().dishes])
    expect(result).toMatchObject({ total: '60.00', discount: '0.00', price: '72.00' })
  })

  it('adds the make-up line at today’s difference where the diner put it, not discountable', () => {
    const dishes = [cartLine(1, { price: '30.00' }), cartLine(2, { price: '30.00' })]
    const priced = priceCheckout(input({ dishes, makeUpAt: 1 }))
    expect(priced.lines.map((line) => line.productId)).toEqual([1, 0, 2])
    expect(priced.lines.find(isDifferenceLine)).toMatchObject({ price: '20.00', restaurantId: 1 })
    // The rule's 80.00 counts the dishes only: 60.00.
    expect(priced.rule).toBeNull()
    expect(priced.result).toMatchObject({ total: '80.00', discount: '0.00', price: '92.00' })
  })

  it('adds no make-up line when the minimum is met, blocked or not the order type’s', () => {
    const met = priceCheckout(input({ dishes: [cartLine(1, { price: '90.00' })], makeUpAt: 1 }))
    expect(met.minimum).toEqual({ kind: 'met' })
    expect(met.lines.some(isDifferenceLine)).toBe(false)
    const blocked = priceCheckout(input({ dishes: [cartLine(1, { price: '30.00' })], makeUpAt: 1 }))
    expect(blocked.minimum).toEqual({ kind: 'blocked', shortfall: '50.00' })
    expect(blocked.lines.some(isDifferenceLine)).toBe(false)
    const pickup = priceCheckout(input({ orderType: 7, menuType: 7, deliveryFee: '0.00', makeUpAt: 1 }))
    expect(pickup.minimum).toEqual({ kind: 'met' })
    expect(pickup.lines.some(isDifferenceLine)).toBe(false)
  })

  it('takes the cold-chain rule for a delivery from the cold-chain menu', () => {
    const priced = priceCheckout(input({ menuType: 5, minimum: null }))
    expect(priced.rule).toBe(fiveOffColdChain)
    expect(priced.result.discount).toBe('5.00')
  })

  it('is priceOrder of its lines with the chosen rule, the member discount and the coupon', () => {
    const coupon = couponOf({ amount: '8.00', spend: '50.00' })
    const order = input({
      dishes: [cartLine(1, { price: '45.00', number: 2 })],
      memberDiscount: '10.00',
      coupon,
    })
    const priced = priceCheckout(order)
    expect(priced.result).toEqual(
      priceOrder({
        lines: priced.lines,
        orderType: 1,
        coldChainMenu: false,
        deliveryFee: '12.00',
        settings: order.settings,
        discountRule: tenOffDelivery,
        memberDiscount: '10.00',
        coupon,
      }),
    )
    expect(priced.result).toMatchObject({ discount: '10.00', memberDiscountResult: '8.00', coupon: '8.00' })
  })
})

describe('checkoutCoupons', () => {
  it('measures each coupon after the rule, taking off what priceCheckout takes with it chosen', () => {
    const order = input({ dishes: [cartLine(1, { price: '45.00', number: 2 })] })
    const [fits, tooDear] = checkoutCoupons(order, [
      couponOf({ id: 1, amount: '8.00', spend: '80.00' }),
      couponOf({ id: 2, amount: '8.00', spend: '85.00' }),
    ])
    expect(fits).toMatchObject({ usable: true, amount: '8.00' })
    expect(tooDear).toMatchObject({ usable: false, reason: 'spend' })
    expect(priceCheckout({ ...order, coupon: fits!.coupon }).result.coupon).toBe(fits!.amount)
  })
})
