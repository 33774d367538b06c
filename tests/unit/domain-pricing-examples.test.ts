import { describe, expect, it } from 'vitest'
import { cartTotals } from '../../src/domain/menu/cartTotals'
import { couponDiscount } from '../../src/domain/pricing/coupon'
import { orderDiscount } from '../../src/domain/pricing/discountRule'
import { memberDiscountAmount } from '../../src/domain/pricing/memberDiscount'
import { makeUpLine, orderMinimum } from '../../src/domain/pricing/orderMinimum'
import { couponUsability, priceOrder } from '../../src/domain/pricing/priceOrder'
import { roundPayable } from '../../src/domain/pricing/rounding'
import type { Coupon, PriceInput, PricingLine } from '../../src/domain/pricing/schemas'
import { serviceChargeAmount, serviceText } from '../../src/domain/pricing/serviceCharge'
import { couponOf, orderOf, ruleOf } from './pricingBuilders'

/** A pick-up order: couponDiscount's order type, for which every coupon here is. */
const PICK_UP = { orderType: 7, coldChainMenu: false }

/** Every worked example of docs/pricing.md, with the same numbers, section by section. */

type Dish = Omit<PricingLine, 'number'>
const dish = (total: string, lunchboxPrice = '0.00', serviceCharge = 1, ablediscount = 1): Dish => ({
  posFid: `F${total}`,
  total,
  lunchboxPrice,
  serviceCharge,
  ablediscount,
})
const times = (number: number, food: Dish): PricingLine => ({ ...food, number })

// Demo café.
const bbqPorkRice = dish('48.00', '2.00')
const icedLemonTea = dish('18.50', '1.00')
const curryBeefRice = dish('62.00', '2.00')
const icedMilkTea = dish('22.00')
const dailySpecial = dish('38.00', '2.00', 1, 0)
// Harbour seafood.
const garoupa = dish('268.00', '3.00')
const harGow = dish('42.50')
const bottledWater = dish('12.00', '0.00', 0, 0)
const frozenAbalone = dish('458.00')

// Seeded rules (server/db/seed/promotions.ts).
const rule = ruleOf
const delivery80Off10 = rule({ type: 0, amount: '10.00', restrictionAmount: '80.00', placeOrderType: '2' })
const pickup12Percent = rule({
  type: 1,
  discountValue: '12.00',
  restrictionAmount: '200.00',
  placeOrderType: '23',
})
const coldChain500Off50 = rule({
  type: 0,
  amount: '50.00',
  restrictionAmount: '500.00',
  amountTypeMin: 1,
  isDeliveryFee: 1,
  placeOrderType: '4',
})

const coupon = (id: number, fields: Partial<Coupon>): Coupon => couponOf({ id, ...fields })
const welcome20 = coupon(1, { couponType: 2, amount: '20.00', spend: '100.00' })
const milkTea15 = coupon(2, { couponType: 1, discount: '15.00', spend: '50.00', billMinAmount: '30.00' })
const every50 = coupon(3, {
  couponType: 2,
  amount: '10.00',
  spend: '50.00',
  accumulate: 1,
  billMinAmount: '40.00',
})
const dimSum30 = coupon(4, { couponType: 2, amount: '30.00', spend: '200.00', exclusive: 1 })
const seafood12 = coupon(5, { couponType: 1, discount: '12.00', spend: '300.00', billMinAmount: '100.00' })

const order = orderOf

const example1Cart = [times(2, bbqPorkRice), times(1, icedLemonTea)]
const harbourCart = [times(1, garoupa), times(2, harGow), times(1, bottledWater)]

describe('1. subtotal and lunch boxes', () => {
  it('2 × BBQ pork rice + 1 × iced lemon tea', () => {
    const result = priceOrder(order({ lines: example1Cart }))
    expect([result.subtotal, result.lunchbox, result.total]).toEqual(['114.50', '5.00', '119.50'])
    expect(cartTotals(example1Cart.map((line) => ({ ...line, productId: 1 }))).total).toBe('119.50')
  })
})

describe('2. service charge', () => {
  it('10 % of the dishes that bear it', () => {
    expect(serviceChargeAmount(harbourCart, 10)).toBe('35.30')
    const result = priceOrder(
      order({
        lines: harbourCart,
        settings: { servicePercent: 10, roundingMode: 3, memberDiscountRounding: 2 },
      }),
    )
    expect(result.subtotal).toBe('365.00')
    expect([result.service, result.serviceCharge]).toEqual(['10%', '35.30'])
  })
  it('half up to cents: 7.5 % of $38.50', () => {
    expect(serviceChargeAmount([times(1, dish('38.50'))], 7.5)).toBe('2.89')
    expect(serviceText(7.5)).toBe('7.5%')
  })
})

describe('3. discount rule', () => {
  const deliveryCart = [times(1, curryBeefRice), times(1, icedMilkTea), times(1, dailySpecial)]
  const discountOf = (input: Partial<PriceInput>) => {
    const result = priceOrder(order(input))
    return { total: result.total, discount: result.discount, reason: result.discountReason }
  }
  it('a. fixed $10 off delivery over $80', () => {
    expect(discountOf({ lines: deliveryCart, deliveryFee: '15.00', discountRule: delivery80Off10 })).toEqual({
      total: '126.00',
      discount: '10.00',
      reason: null,
    })
  })
  it('b. the daily special does not count towards the threshold', () => {
    const lines = [times(1, curryBeefRice), times(1, dailySpecial)]
    expect(discountOf({ lines, deliveryFee: '15.00', discountRule: delivery80Off10 })).toEqual({
      total: '104.00',
      discount: '0.00',
      reason: 'threshold',
    })
  })
  it('c. a pick-up order does not fit a delivery rule', () => {
    expect(discountOf({ lines: deliveryCart, orderType: 7, discountRule: delivery80Off10 })).toEqual({
      total: '126.00',
      discount: '0.00',
      reason: 'orderType',
    })
  })
  it('d. 12 % off pick-up, on the discountable lines', () => {
    expect(discountOf({ lines: harbourCart, orderType: 7, discountRule: pickup12Percent })).toEqual({
      total: '368.00',
      discount: '42.72',
      reason: null,
    })
  })
  it('e. cold chain: the threshold is measured with the delivery fee', () => {
    const lines = [times(1, frozenAbalone)]
    const base = { lines, discountRule: coldChain500Off50 }
    expect(discountOf({ ...base, orderType: 8, deliveryFee: '60.00' }).discount).toBe('50.00')
    expect(discountOf({ ...base, orderType: 1, coldChainMenu: true, deliveryFee: '60.00' }).discount).toBe(
      '50.00',
    )
    expect(discountOf({ ...base, orderType: 8, deliveryFee: '30.00' })).toEqual({
      total: '458.00',
      discount: '0.00',
      reason: 'threshold',
    })
  })
  it('f. a fixed rule never takes more than the discountable amount', () => {
    const flat50 = rule({ type: 0, amount: '50.00', placeOrderType: '2' })
    const lines = [times(1, icedMilkTea), times(1, dailySpecial)]
    expect(
      orderDiscount({ rule: flat50, orderType: 1, coldChainMenu: false, lines, deliveryFee: '0.00' }),
    ).toEqual({ discount: '22.00', reason: null })
  })
})

describe('4. member discount', () => {
  it('5 % of 119.50 is 5.975: truncated 5.97, rounded 5.98', () => {
    expect(memberDiscountAmount('119.50', '5.00', 1)).toBe('5.97')
    expect(memberDiscountAmount('119.50', '5.00', 2)).toBe('5.98')
    const input = order({ lines: example1Cart, memberDiscount: '5.00' })
    expect(priceOrder(input).memberDiscountResult).toBe('5.97')
    expect(
      priceOrder({ ...input, settings: { ...input.settings, memberDiscountRounding: 2 } })
        .memberDiscountResult,
    ).toBe('5.98')
  })
})

describe('5. coupons', () => {
  it('a. WELCOME20 on the cart of example 4', () => {
    const result = priceOrder(order({ lines: example1Cart, memberDiscount: '5.00', coupon: welcome20 }))
    expect([result.couponCanUsePrice, result.coupon, result.couponReason]).toEqual(['113.53', '20.00', null])
  })
  it.each<[string, Coupon, string, string]>([
    ['b. EVERY50 three times', every50, '176.00', '30.00'],
    ['b. EVERY50 capped at billMinAmount', every50, '263.00', '40.00'],
    ['c. MILKTEA15 half up', milkTea15, '58.50', '8.78'],
    ['c. MILKTEA15 capped at billMinAmount', milkTea15, '240.00', '30.00'],
  ])('%s', (_, chosen, canUse, amount) => {
    expect(couponDiscount(chosen, canUse, PICK_UP)).toEqual({ amount, reason: null })
  })
  it('d. WELCOME20 is unusable below its spend', () => {
    expect(couponDiscount(welcome20, '86.00', PICK_UP)).toEqual({ amount: '0.00', reason: 'spend' })
  })
})

describe('6. rounding the payable', () => {
  it.each<[string, 0 | 1 | 2 | 3, string, string]>([
    ['146.45', 0, '146.00', '-0.45'],
    ['146.45', 1, '147.00', '0.55'],
    ['146.45', 2, '146.00', '-0.45'],
    ['146.45', 3, '146.50', '0.05'],
    ['146.50', 2, '147.00', '0.50'],
    ['146.75', 3, '147.00', '0.25'],
    ['146.74', 3, '146.50', '-0.24'],
  ])('%s with flexd %i', (payable, mode, price, decimal) => {
    expect(roundPayable(payable, mode)).toEqual({ price, decimal })
  })
})

describe('7. whole orders', () => {
  it('a. demo delivery', () => {
    const result = priceOrder(
      order({
        lines: example1Cart,
        orderType: 1,
        deliveryFee: '15.00',
        settings: { servicePercent: 0, roundingMode: 2, memberDiscountRounding: 1 },
        discountRule: delivery80Off10,
        memberDiscount: '5.00',
        coupon: welcome20,
      }),
    )
    expect(result).toEqual({
      subtotal: '114.50',
      lunchbox: '5.00',
      total: '119.50',
      service: '0%',
      serviceCharge: '0.00',
      deliveryFee: '15.00',
      all: '134.50',
      discount: '10.00',
      discountReason: null,
      memberDiscountResult: '5.47',
      couponCanUsePrice: '104.03',
      coupon: '20.00',
      couponReason: null,
      price: '99.00',
      decimal: '-0.03',
    })
  })
  const harbour = order({
    lines: harbourCart,
    orderType: 7,
    deliveryFee: '0.00',
    settings: { servicePercent: 10, roundingMode: 3, memberDiscountRounding: 2 },
    discountRule: pickup12Percent,
    memberDiscount: '8.00',
    coupon: seafood12,
  })
  it('b. Harbour pick-up, the coupon short of its spend', () => {
    expect(priceOrder(harbour)).toEqual({
      subtotal: '365.00',
      lunchbox: '3.00',
      total: '368.00',
      service: '10%',
      serviceCharge: '35.30',
      deliveryFee: '0.00',
      all: '403.30',
      discount: '42.72',
      discountReason: null,
      memberDiscountResult: '26.02',
      couponCanUsePrice: '299.26',
      coupon: '0.00',
      couponReason: 'spend',
      price: '334.50',
      decimal: '-0.06',
    })
  })
  it('b. with DIMSUM30 instead (exclusive: the 12 % rule is dropped), and the coupon list', () => {
    const result = priceOrder({ ...harbour, coupon: dimSum30 })
    expect([result.discount, result.discountReason, result.memberDiscountResult]).toEqual([
      '0.00',
      'exclusive',
      '29.44',
    ])
    expect([
      result.couponCanUsePrice,
      result.coupon,
      result.couponReason,
      result.price,
      result.decimal,
    ]).toEqual(['338.56', '30.00', null, '344.00', '0.14'])
    expect(couponUsability(harbour, [seafood12, dimSum30])).toEqual([
      { coupon: seafood12, usable: false, reason: 'spend', amount: '0.00', replaces: '0.00' },
      { coupon: dimSum30, usable: true, reason: null, amount: '30.00', replaces: '42.72' },
    ])
  })
})

describe('8. order minimum', () => {
  it('short by 16.00: make up, and the make-up line takes no discount', () => {
    expect(orderMinimum('64.00', '80.00', '20.00')).toEqual({ kind: 'makeUp', difference: '16.00' })
    const lines = [times(1, curryBeefRice), makeUpLine('16.00', 3)]
    const result = priceOrder(order({ lines, deliveryFee: '15.00', discountRule: delivery80Off10 }))
    expect([result.subtotal, result.lunchbox, result.total]).toEqual(['78.00', '2.00', '80.00'])
    expect([result.discount, result.discountReason]).toEqual(['0.00', 'threshold'])
  })
  it('short by 58.00: blocked; 100.00: met', () => {
    expect(orderMinimum('22.00', '80.00', '20.00')).toEqual({ kind: 'blocked', shortfall: '58.00' })
    expect(orderMinimum('100.00', '80.00', '20.00')).toEqual({ kind: 'met' })
  })
})
