import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseDiscountRule } from '../../src/domain/orderPricing'
import { couponFitsOrderType, couponOrderTypeDigit } from '../../src/domain/pricing/coupon'
import { couponUsability, priceOrder } from '../../src/domain/pricing/priceOrder'
import type { Coupon, DiscountRule, PriceInput, PricingLine } from '../../src/domain/pricing/schemas'

/**
 * The coupon rules of issue 38 at checkout, each over 10,000 generated orders: an exclusive coupon
 * is never combined with a discount rule (choosing it drops the rule), a coupon for other order
 * types is unusable, and the checkout's list (couponUsability) says what priceOrder charges.
 */

const RUNS = { numRuns: 10_000 }

const text = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
const money = (min: number, max: number) => fc.integer({ min, max }).map(text)
const percent = money(0, 10_000)
const flag = fc.constantFrom(0, 1)
const cents = (value: string): bigint => BigInt(value.replace('.', ''))

const line: fc.Arbitrary<PricingLine> = fc.record({
  posFid: fc.constantFrom('P1', 'P2'),
  total: money(0, 30_000),
  number: fc.integer({ min: 1, max: 6 }),
  lunchboxPrice: fc.oneof(fc.constant('0.00'), money(0, 500)),
  serviceCharge: flag,
  ablediscount: flag,
})
// Rules that often apply (low thresholds, every digit) so exclusivity is exercised.
const rule: fc.Arbitrary<DiscountRule> = fc.record({
  type: fc.constantFrom(0, 1),
  amount: money(1, 5_000),
  discountValue: money(1, 5_000),
  amountTypeMin: flag,
  restrictionAmount: fc.oneof(fc.constant('0.00'), money(0, 20_000)),
  isDeliveryFee: flag,
  placeOrderType: fc.oneof(
    fc.constant('234'),
    fc.subarray(['2', '3', '4']).map((d) => d.join('')),
  ),
})
const coupon: fc.Arbitrary<Coupon> = fc.record({
  id: fc.nat(1000),
  couponType: fc.constantFrom(1, 2),
  amount: money(0, 10_000),
  discount: percent,
  spend: fc.oneof(fc.constant('0.00'), money(0, 30_000)),
  billMinAmount: fc.oneof(fc.constant('0.00'), money(1, 10_000)),
  accumulate: flag,
  exclusive: flag,
  orderTypes: fc.oneof(
    fc.constant(''),
    fc.subarray(['1', '2', '3', '4'], { minLength: 1 }).map((d) => d.join('')),
  ),
})
const order: fc.Arbitrary<Omit<PriceInput, 'coupon'>> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  orderType: fc.constantFrom(1, 2, 3, 7, 8),
  coldChainMenu: fc.boolean(),
  deliveryFee: fc.oneof(fc.constant('0.00'), money(0, 5_000)),
  settings: fc.record({
    servicePercent: fc.integer({ min: 0, max: 15 }),
    roundingMode: fc.constantFrom(0, 1, 2, 3),
    memberDiscountRounding: fc.constantFrom(1, 2),
  }),
  discountRule: fc.option(rule, { nil: null }),
  memberDiscount: fc.option(percent, { nil: null }),
})

describe('coupon rules at checkout', { timeout: 60_000 }, () => {
  it('an exclusive coupon is never combined with the rule: the price is the rule-free price with it', () => {
    fc.assert(
      fc.property(order, coupon, (input, chosen) => {
        const exclusive = { ...chosen, exclusive: 1 as const }
        const result = priceOrder({ ...input, coupon: exclusive })
        expect(result.discount).toBe('0.00')
        const ruleFree = priceOrder({ ...input, discountRule: null, coupon: { ...chosen, exclusive: 0 } })
        const { discountReason, ...figures } = result
        const { discountReason: _none, ...ruleFreeFigures } = ruleFree
        expect(figures).toEqual(ruleFreeFigures)
        // The reason says the rule was dropped exactly when it would have applied.
        const withoutCoupon = priceOrder({ ...input, coupon: null })
        expect(discountReason).toBe(
          withoutCoupon.discountReason === null ? 'exclusive' : withoutCoupon.discountReason,
        )
      }),
      RUNS,
    )
  })

  it('a coupon that is not exclusive leaves the rule as it is', () => {
    fc.assert(
      fc.property(order, coupon, (input, chosen) => {
        const result = priceOrder({ ...input, coupon: { ...chosen, exclusive: 0 } })
        const withoutCoupon = priceOrder({ ...input, coupon: null })
        expect([result.discount, result.discountReason]).toEqual([
          withoutCoupon.discount,
          withoutCoupon.discountReason,
        ])
      }),
      RUNS,
    )
  })

  it('a coupon for other order types takes nothing, with reason orderType', () => {
    fc.assert(
      fc.property(order, coupon, (input, chosen) => {
        const result = priceOrder({ ...input, coupon: chosen })
        const digit = couponOrderTypeDigit(input.orderType, input.coldChainMenu)
        const fits = chosen.orderTypes === '' || chosen.orderTypes!.includes(digit)
        expect(couponFitsOrderType(chosen, input.orderType, input.coldChainMenu)).toBe(fits)
        if (!fits) expect([result.coupon, result.couponReason]).toEqual(['0.00', 'orderType'])
        else expect(result.couponReason).not.toBe('orderType')
      }),
      RUNS,
    )
  })

  it('the checkout list says what priceOrder charges for each coupon, and what an exclusive one replaces', () => {
    fc.assert(
      fc.property(order, fc.array(coupon, { minLength: 1, maxLength: 4 }), (input, list) => {
        const withoutCoupon = priceOrder({ ...input, coupon: null })
        couponUsability({ ...input, coupon: null }, list).forEach((use, index) => {
          const chosen = list[index]!
          const result = priceOrder({ ...input, coupon: chosen })
          expect(use.amount).toBe(result.coupon)
          expect(use.reason).toBe(result.couponReason)
          expect(use.usable).toBe(result.couponReason === null)
          expect(use.replaces).toBe(result.discountReason === 'exclusive' ? withoutCoupon.discount : '0.00')
          // What the diner pays with it: the price without any coupon, less the coupon, plus the dropped rule.
          if (use.usable && input.settings.roundingMode === 0 && input.memberDiscount === null) {
            const unrounded = (r: typeof result) => cents(r.price) - cents(r.decimal)
            expect(unrounded(result)).toBe(
              unrounded(withoutCoupon) - cents(use.amount) + cents(use.replaces) > 0n
                ? unrounded(withoutCoupon) - cents(use.amount) + cents(use.replaces)
                : unrounded(result),
            )
          }
        })
      }),
      RUNS,
    )
  })

  it('with several rules, an exclusive coupon leaves the order without a rule; another keeps the best', () => {
    fc.assert(
      fc.property(order, fc.array(rule, { maxLength: 3 }), coupon, (input, rules, chosen) => {
        const plain = chooseDiscountRule({ ...input, coupon: null }, rules)
        const other = chooseDiscountRule({ ...input, coupon: { ...chosen, exclusive: 0 } }, rules)
        expect(other.rule).toBe(plain.rule)
        expect(other.result.discount).toBe(plain.result.discount)
        const exclusive = chooseDiscountRule({ ...input, coupon: { ...chosen, exclusive: 1 } }, rules)
        expect(exclusive.rule).toBe(null)
        expect(exclusive.result.discount).toBe('0.00')
        if (plain.rule !== null) expect(exclusive.result.discountReason).toBe('exclusive')
      }),
      RUNS,
    )
  })
})
