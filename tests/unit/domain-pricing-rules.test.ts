import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartLineSchema } from '../../src/domain/menu/cartLine'
import { cartTotals } from '../../src/domain/menu/cartTotals'
import { isDifferenceLine, itemCount } from '../../src/domain/menu/types'
import {
  cashOffTimes,
  couponCanUsePrice,
  couponDiscount,
  isCouponUsable,
} from '../../src/domain/pricing/coupon'
import {
  discountableAmount,
  discountRuleDigit,
  discountRuleFitsOrderType,
  discountThresholdAmount,
  orderDiscount,
  ruleDiscountAmount,
} from '../../src/domain/pricing/discountRule'
import { exact } from '../../src/domain/pricing/exactMoney'
import { memberDiscountAmount, memberDiscountBase } from '../../src/domain/pricing/memberDiscount'
import { hasOrderMinimum, makeUpLine, orderMinimum } from '../../src/domain/pricing/orderMinimum'
import { couponUsability, priceOrder } from '../../src/domain/pricing/priceOrder'
import { roundByMode, roundPayable } from '../../src/domain/pricing/rounding'
import {
  type Coupon,
  CouponSchema,
  type DiscountRule,
  DiscountRuleSchema,
  type PriceInput,
  PriceInputSchema,
  type PricingLine,
  PricingSettingsSchema,
} from '../../src/domain/pricing/schemas'
import { serviceChargeAmount, serviceChargeBase, serviceText } from '../../src/domain/pricing/serviceCharge'
import { couponOf, orderOf, ruleOf } from './pricingBuilders'

/** A pick-up order: couponDiscount's order type, for which every coupon here is. */
const PICK_UP = { orderType: 7, coldChainMenu: false }

const line = (
  total: string,
  number = 1,
  { lunchboxPrice = '0.00', serviceCharge = 1, ablediscount = 1 } = {},
): PricingLine => ({ posFid: 'P', total, number, lunchboxPrice, serviceCharge, ablediscount })

const rule = (fields: Partial<DiscountRule> = {}): DiscountRule =>
  ruleOf({ amount: '10.00', placeOrderType: '234', ...fields })

const coupon = (fields: Partial<Coupon> = {}): Coupon => couponOf({ amount: '10.00', ...fields })

const input = (fields: Partial<PriceInput> = {}): PriceInput =>
  orderOf({ lines: [line('100.00')], ...fields })

describe('rule 1: subtotal, lunch boxes, goods total', () => {
  it.each<[string, PricingLine[], string, string, string]>([
    ['empty cart', [], '0.00', '0.00', '0.00'],
    ['units multiply', [line('12.50', 3, { lunchboxPrice: '1.50' })], '37.50', '4.50', '42.00'],
    ['decimal-exact', [line('0.10', 3), line('0.20', 1)], '0.50', '0.00', '0.50'],
    ['the make-up line counts', [line('20.00'), makeUpLine('7.50', 1)], '27.50', '0.00', '27.50'],
  ])('%s', (_, lines, subtotal, lunchbox, total) => {
    const result = priceOrder(input({ lines }))
    expect([result.subtotal, result.lunchbox, result.total]).toEqual([subtotal, lunchbox, total])
  })
})

describe('rule 2: service charge', () => {
  it.each<[string, PricingLine[], number, string, string]>([
    [
      '10 % of flagged dishes',
      [line('100.00'), line('50.00', 1, { serviceCharge: 0 })],
      10,
      '100.00',
      '10.00',
    ],
    ['lunch boxes bear none', [line('100.00', 1, { lunchboxPrice: '5.00' })], 10, '100.00', '10.00'],
    ['half a cent goes up', [line('0.05')], 10, '0.05', '0.01'],
    ['just under half a cent goes down', [line('0.04')], 10, '0.04', '0.00'],
    ['0 %', [line('88.00')], 0, '88.00', '0.00'],
    ['a flag other than 1 bears none', [line('88.00', 1, { serviceCharge: 2 })], 10, '0.00', '0.00'],
    ['two-place percent', [line('100.00', 3)], 12.25, '300.00', '36.75'],
  ])('%s', (_, lines, percent, base, charge) => {
    expect(serviceChargeBase(lines)).toBe(base)
    expect(serviceChargeAmount(lines, percent)).toBe(charge)
  })
  it.each<[number, string]>([
    [10, '10%'],
    [0, '0%'],
    [7.5, '7.5%'],
    [12.25, '12.25%'],
  ])('service text of %d is %s', (percent, text) => {
    expect(serviceText(percent)).toBe(text)
  })
})

describe('rule 3: discount rule', () => {
  it.each<[number, boolean, string | null]>([
    [1, false, '2'],
    [1, true, '4'],
    [8, false, '4'],
    [8, true, '4'],
    [7, false, '3'],
    [7, true, '3'],
    [2, false, null],
    [3, false, null],
    [3, true, null],
  ])('order type %i, cold-chain menu %s needs digit %s', (orderType, coldChainMenu, digit) => {
    expect(discountRuleDigit(orderType, coldChainMenu)).toBe(digit)
  })
  it.each<[string, number, boolean, boolean]>([
    ['2', 1, false, true],
    ['2', 1, true, false],
    ['4', 1, true, true],
    ['23', 7, false, true],
    ['3', 8, false, false],
    ['2,3,4', 8, false, true],
    ['', 1, false, false],
    ['1234', 2, false, false],
    ['1234', 3, false, false],
  ])('placeOrderType %s fits order type %i (cold chain %s): %s', (digits, orderType, coldChain, fits) => {
    expect(discountRuleFitsOrderType({ placeOrderType: digits }, orderType, coldChain)).toBe(fits)
  })

  it('the discountable amount is the ablediscount lines with their lunch boxes', () => {
    const lines = [
      line('40.00', 2, { lunchboxPrice: '2.00' }),
      line('30.00', 1, { lunchboxPrice: '2.00', ablediscount: 0 }),
      line('5.00', 1, { ablediscount: 2 }),
    ]
    expect(discountableAmount(lines)).toBe('84.00')
    expect(discountableAmount([])).toBe('0.00')
  })

  it.each<[number, number, string]>([
    [0, 0, '70.00'],
    [1, 0, '70.00'],
    [0, 1, '70.00'],
    [1, 1, '85.00'],
  ])('amountTypeMin %i, isDeliveryFee %i: measured %s', (amountTypeMin, isDeliveryFee, measured) => {
    expect(discountThresholdAmount({ amountTypeMin, isDeliveryFee } as DiscountRule, '70.00', '15.00')).toBe(
      measured,
    )
  })

  it.each<[string, Partial<DiscountRule>, string, string]>([
    ['fixed', { type: 0, amount: '10.00' }, '86.00', '10.00'],
    ['fixed capped at the discountable amount', { type: 0, amount: '50.00' }, '22.00', '22.00'],
    ['fixed on nothing', { type: 0, amount: '50.00' }, '0.00', '0.00'],
    ['percent', { type: 1, discountValue: '12.00' }, '356.00', '42.72'],
    ['percent half up', { type: 1, discountValue: '15.00' }, '58.50', '8.78'],
    ['percent just below half', { type: 1, discountValue: '12.50' }, '0.03', '0.00'],
    ['any type but 0 is a percentage', { type: 7, discountValue: '10.00' }, '80.00', '8.00'],
    ['100 %', { type: 1, discountValue: '100.00' }, '80.00', '80.00'],
  ])('%s', (_, fields, discountable, discount) => {
    expect(ruleDiscountAmount(rule(fields), discountable)).toBe(discount)
  })

  it.each<[string, Partial<PriceInput>, string, string | null]>([
    ['no rule', {}, '0.00', 'none'],
    ['takeout never', { orderType: 2, discountRule: rule() }, '0.00', 'orderType'],
    ['scan never', { orderType: 3, discountRule: rule() }, '0.00', 'orderType'],
    ['threshold reached exactly', { discountRule: rule({ restrictionAmount: '100.00' }) }, '10.00', null],
    [
      'threshold missed by a cent',
      { discountRule: rule({ restrictionAmount: '100.01' }) },
      '0.00',
      'threshold',
    ],
    [
      'fee counts with both flags',
      {
        deliveryFee: '0.01',
        discountRule: rule({ restrictionAmount: '100.01', amountTypeMin: 1, isDeliveryFee: 1 }),
      },
      '10.00',
      null,
    ],
    [
      'fee does not count with one flag',
      { deliveryFee: '20.00', discountRule: rule({ restrictionAmount: '110.00', amountTypeMin: 1 }) },
      '0.00',
      'threshold',
    ],
    [
      'non-discountable lines do not reach the threshold',
      {
        lines: [line('50.00'), line('60.00', 1, { ablediscount: 0 })],
        discountRule: rule({ restrictionAmount: '100.00' }),
      },
      '0.00',
      'threshold',
    ],
    [
      'a rule on an empty discountable amount applies and takes 0',
      { lines: [line('60.00', 1, { ablediscount: 0 })], discountRule: rule() },
      '0.00',
      null,
    ],
  ])('%s', (_, fields, discount, reason) => {
    const result = priceOrder(input(fields))
    expect([result.discount, result.discountReason]).toEqual([discount, reason])
  })

  it('orderDiscount alone agrees', () => {
    expect(
      orderDiscount({
        rule: null,
        orderType: 1,
        coldChainMenu: false,
        lines: [line('10.00')],
        deliveryFee: '0.00',
      }),
    ).toEqual({ discount: '0.00', reason: 'none' })
  })
})

describe('rule 4: member discount', () => {
  it.each<[string, string, string | null, 1 | 2, string]>([
    ['none for guests', '100.00', null, 1, '0.00'],
    ['0 %', '100.00', '0.00', 2, '0.00'],
    ['truncates', '119.50', '5.00', 1, '5.97'],
    ['rounds half up', '119.50', '5.00', 2, '5.98'],
    ['truncates 9.999…', '99.99', '10.00', 1, '9.99'],
    ['rounds 9.999 up', '99.99', '10.00', 2, '10.00'],
    ['two-place percent', '200.00', '7.25', 1, '14.50'],
    ['100 % is the base', '42.50', '100.00', 2, '42.50'],
    ['on nothing', '0.00', '10.00', 2, '0.00'],
  ])('%s', (_, base, percent, rounding, amount) => {
    expect(memberDiscountAmount(base, percent, rounding)).toBe(amount)
  })
  it('is taken from goods total − discount', () => {
    expect(memberDiscountBase('119.50', '10.00')).toBe('109.50')
    expect(memberDiscountBase('5.00', '10.00')).toBe('0.00')
    const result = priceOrder(
      input({
        lines: [line('100.00', 1, { lunchboxPrice: '4.00' }), line('50.00', 1, { ablediscount: 0 })],
        discountRule: rule({ amount: '14.00' }),
        memberDiscount: '10.00',
      }),
    )
    expect([result.total, result.discount, result.memberDiscountResult]).toEqual(['154.00', '14.00', '14.00'])
  })
})

describe('rule 5: coupons', () => {
  it('couponCanUsePrice is goods total − discount − member discount, not below 0', () => {
    expect(couponCanUsePrice('119.50', '10.00', '5.47')).toBe('104.03')
    expect(couponCanUsePrice('10.00', '8.00', '3.00')).toBe('0.00')
  })
  it.each<[string, string, boolean]>([
    ['100.00', '100.00', true],
    ['100.01', '100.00', false],
    ['0.00', '0.00', true],
  ])('spend %s against %s: usable %s', (spend, canUse, usable) => {
    expect(isCouponUsable({ spend }, canUse)).toBe(usable)
  })
  it.each<[number, string, string, string]>([
    [0, '50.00', '176.00', '1'],
    [1, '50.00', '176.00', '3'],
    [1, '50.00', '149.99', '2'],
    [1, '50.00', '150.00', '3'],
    [1, '0.00', '176.00', '1'],
  ])('accumulate %i, spend %s, at %s: %s times', (accumulate, spend, canUse, count) => {
    expect(cashOffTimes({ accumulate: accumulate as 0 | 1, spend }, canUse).toFixed()).toBe(count)
  })
  it.each<[string, Partial<Coupon>, string, string, 'spend' | null]>([
    ['cash-off', { amount: '20.00', spend: '100.00' }, '113.53', '20.00', null],
    ['cash-off at exactly its spend', { amount: '20.00', spend: '100.00' }, '100.00', '20.00', null],
    ['unusable below spend', { amount: '20.00', spend: '100.00' }, '99.99', '0.00', 'spend'],
    ['cash-off above the price takes the price', { amount: '30.00' }, '12.00', '12.00', null],
    [
      'cash-off capped at billMinAmount',
      { amount: '30.00', billMinAmount: '25.00' },
      '100.00',
      '25.00',
      null,
    ],
    ['accumulate', { amount: '10.00', spend: '50.00', accumulate: 1 }, '176.00', '30.00', null],
    ['accumulate with spend 0 applies once', { amount: '10.00', accumulate: 1 }, '176.00', '10.00', null],
    [
      'accumulate capped at billMinAmount',
      { amount: '10.00', spend: '50.00', accumulate: 1, billMinAmount: '40.00' },
      '263.00',
      '40.00',
      null,
    ],
    ['percent', { couponType: 1, discount: '15.00' }, '58.50', '8.78', null],
    ['percent, type 0 too', { couponType: 0, discount: '10.00' }, '80.00', '8.00', null],
    [
      'percent capped at billMinAmount',
      { couponType: 1, discount: '15.00', billMinAmount: '30.00' },
      '240.00',
      '30.00',
      null,
    ],
    [
      'percent with billMinAmount 0 is uncapped',
      { couponType: 1, discount: '50.00' },
      '240.00',
      '120.00',
      null,
    ],
    ['on a free order', { amount: '10.00' }, '0.00', '0.00', null],
  ])('%s', (_, fields, canUse, amount, reason) => {
    expect(couponDiscount(coupon(fields), canUse, PICK_UP)).toEqual({ amount, reason })
  })
  it('priceOrder: no coupon is reason none; a usable one is null; spend is spend', () => {
    expect(priceOrder(input()).couponReason).toBe('none')
    expect(priceOrder(input({ coupon: coupon() })).couponReason).toBe(null)
    expect(priceOrder(input({ coupon: coupon({ spend: '200.00' }) }))).toMatchObject({
      coupon: '0.00',
      couponReason: 'spend',
      couponCanUsePrice: '100.00',
    })
  })
  it('couponUsability ignores the chosen coupon and keeps the order given', () => {
    const list = [coupon({ id: 7, spend: '150.00' }), coupon({ id: 8, couponType: 1, discount: '10.00' })]
    const answer = couponUsability(input({ coupon: coupon({ amount: '90.00' }) }), list)
    expect(answer.map((entry) => [entry.coupon.id, entry.usable, entry.reason, entry.amount])).toEqual([
      [7, false, 'spend', '0.00'],
      [8, true, null, '10.00'],
    ])
    expect(couponUsability(input(), [])).toEqual([])
  })
})

describe('rule 6: all, payable and rounding', () => {
  it.each<[string, 0 | 1 | 2 | 3, string]>([
    ['12.00', 0, '12'],
    ['12.99', 0, '12'],
    ['12.01', 1, '13'],
    ['12.00', 1, '12'],
    ['12.49', 2, '12'],
    ['12.50', 2, '13'],
    ['12.24', 3, '12'],
    ['12.25', 3, '12.5'],
    ['12.74', 3, '12.5'],
    ['12.75', 3, '13'],
    ['0.00', 1, '0'],
    ['0.01', 1, '1'],
    ['0.24', 3, '0'],
  ])('%s with flexd %i is %s', (amount, mode, rounded) => {
    expect(roundByMode(exact(amount), mode).toFixed()).toBe(rounded)
  })
  it('decimal is signed and zero when nothing is rounded', () => {
    expect(roundPayable('99.03', 2)).toEqual({ price: '99.00', decimal: '-0.03' })
    expect(roundPayable('99.50', 0)).toEqual({ price: '99.00', decimal: '-0.50' })
    expect(roundPayable('99.00', 1)).toEqual({ price: '99.00', decimal: '0.00' })
    expect(roundPayable('99.50', 3)).toEqual({ price: '99.50', decimal: '0.00' })
  })
  it('all is goods total + service charge + delivery fee, before reductions', () => {
    const result = priceOrder(
      input({
        lines: [line('100.00', 1, { lunchboxPrice: '3.00' })],
        deliveryFee: '18.00',
        settings: { servicePercent: 10, roundingMode: 0, memberDiscountRounding: 1 },
        discountRule: rule({ amount: '8.00' }),
        memberDiscount: '5.00',
        coupon: coupon({ amount: '20.00' }),
      }),
    )
    expect(result).toMatchObject({
      total: '103.00',
      serviceCharge: '10.00',
      deliveryFee: '18.00',
      all: '131.00',
      discount: '8.00',
      memberDiscountResult: '4.75',
      couponCanUsePrice: '90.25',
      coupon: '20.00',
      price: '98.00',
      decimal: '-0.25',
    })
  })
  it('a free order costs 0', () => {
    expect(
      priceOrder(
        input({
          lines: [line('0.00')],
          settings: { servicePercent: 10, roundingMode: 1, memberDiscountRounding: 2 },
        }),
      ),
    ).toMatchObject({
      all: '0.00',
      price: '0.00',
      decimal: '0.00',
    })
  })
  it('the delivery fee is taken as given, normalised to two places', () => {
    expect(priceOrder(input({ orderType: 7, deliveryFee: '12' })).deliveryFee).toBe('12.00')
  })
})

describe('rule 8: order minimum and the make-up line', () => {
  it.each<[string, string, string, ReturnType<typeof orderMinimum>]>([
    ['80.00', '80.00', '20.00', { kind: 'met' }],
    ['80.01', '80.00', '20.00', { kind: 'met' }],
    ['60.00', '80.00', '20.00', { kind: 'makeUp', difference: '20.00' }],
    ['59.99', '80.00', '20.00', { kind: 'blocked', shortfall: '20.01' }],
    ['79.99', '80.00', '0.00', { kind: 'blocked', shortfall: '0.01' }],
    ['0.00', '0.00', '0.00', { kind: 'met' }],
    ['0.00', '300.00', '50.00', { kind: 'blocked', shortfall: '300.00' }],
    ['255.50', '300.00', '50.00', { kind: 'makeUp', difference: '44.50' }],
  ])('goods %s against minimum %s (allowed %s)', (goods, min, allowed, outcome) => {
    expect(orderMinimum(goods, min, allowed)).toEqual(outcome)
  })
  it('applies to order type 1 only', () => {
    expect([1, 2, 3, 7, 8].map(hasOrderMinimum)).toEqual([true, false, false, false, false])
  })
  it('makeUpLine builds the synthetic difference line', () => {
    const made = makeUpLine('16', 42)
    expect(v.is(CartLineSchema, made)).toBe(true)
    expect(isDifferenceLine(made)).toBe(true)
    expect(made).toMatchObject({
      posFid: -1111,
      productId: 0,
      number: 1,
      price: '16.00',
      total: '16.00',
      lunchboxPrice: '0.00',
      productName: '',
      productName1: '',
      productName2: '',
      restaurantId: 42,
      serviceCharge: 0,
      ablediscount: 0,
      itemDetail: [],
    })
    expect(itemCount([made])).toBe(0)
    expect(cartTotals([made]).subtotal).toBe('16.00')
  })
  it.each(['0', '0.00', '-1.00', '0.001'])('makeUpLine refuses %s', (difference) => {
    expect(() => makeUpLine(difference, 1)).toThrow(RangeError)
  })
})

describe('schemas', () => {
  const seededRule = {
    id: 1,
    type: 0,
    amount: '10.00',
    discountValue: '0.00',
    amountTypeMin: 0,
    restrictionAmount: '80.00',
    isDeliveryFee: 0,
    placeOrderType: '2',
    remark: '外賣滿$80減$10',
    remark2: '$10 off delivery orders over $80',
    code: 'delivery-80-off-10',
  }
  it('accepts the seeded rule and drops fields they do not name', () => {
    const parsed = v.parse(DiscountRuleSchema, seededRule)
    expect(parsed).not.toHaveProperty('code')
    expect(parsed.restrictionAmount).toBe('80.00')
  })
  it.each<[string, Record<string, unknown>]>([
    ['a float amount', { amount: 10 }],
    ['a negative amount', { amount: '-10.00' }],
    ['three places', { restrictionAmount: '80.005' }],
    ['a percentage over 100', { discountValue: '100.01' }],
    ['a flag of 2', { amountTypeMin: 2 }],
    ['letters in placeOrderType', { placeOrderType: 'delivery' }],
  ])('refuses a rule with %s', (_, change) => {
    expect(v.is(DiscountRuleSchema, { ...seededRule, ...change })).toBe(false)
  })
  it('checks coupons and settings', () => {
    expect(v.is(CouponSchema, coupon())).toBe(true)
    expect(v.is(CouponSchema, { ...coupon(), spend: '1e3' })).toBe(false)
    expect(v.is(CouponSchema, { ...coupon(), accumulate: true })).toBe(false)
    expect(
      v.is(PricingSettingsSchema, { servicePercent: 10, roundingMode: 3, memberDiscountRounding: 2 }),
    ).toBe(true)
    expect(
      v.is(PricingSettingsSchema, { servicePercent: 7.5, roundingMode: 0, memberDiscountRounding: 1 }),
    ).toBe(true)
    expect(
      v.is(PricingSettingsSchema, { servicePercent: 10, roundingMode: 4, memberDiscountRounding: 1 }),
    ).toBe(false)
    expect(
      v.is(PricingSettingsSchema, { servicePercent: 10, roundingMode: 0, memberDiscountRounding: 0 }),
    ).toBe(false)
    expect(
      v.is(PricingSettingsSchema, { servicePercent: 0.125, roundingMode: 0, memberDiscountRounding: 1 }),
    ).toBe(false)
    expect(
      v.is(PricingSettingsSchema, { servicePercent: -1, roundingMode: 0, memberDiscountRounding: 1 }),
    ).toBe(false)
  })
  it('checks a whole input; full cart lines fit', () => {
    const cartLine = makeUpLine('12.00', 1)
    expect(v.is(PriceInputSchema, { ...input(), lines: [cartLine] })).toBe(true)
    expect(v.is(PriceInputSchema, { ...input(), orderType: 5 })).toBe(false)
    expect(v.is(PriceInputSchema, { ...input(), lines: [{ ...cartLine, number: 0 }] })).toBe(false)
    expect(v.is(PriceInputSchema, { ...input(), memberDiscount: '5' })).toBe(true)
    expect(v.is(PriceInputSchema, { ...input(), memberDiscount: 5 })).toBe(false)
  })
})
