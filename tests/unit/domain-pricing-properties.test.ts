import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUPON_REASONS } from '../../src/domain/pricing/coupon'
import { DISCOUNT_REASONS } from '../../src/domain/pricing/discountRule'
import { orderMinimum } from '../../src/domain/pricing/orderMinimum'
import { couponUsability, type PriceResult, priceOrder } from '../../src/domain/pricing/priceOrder'
import type { Coupon, DiscountRule, PriceInput, PricingLine } from '../../src/domain/pricing/schemas'

/**
 * Properties of the pricing engine, each over 10,000 generated orders. Money is generated as whole
 * cents and written as two-place strings; the checks recompute in BigInt cents, never in floats.
 */

const RUNS = { numRuns: 10_000 }

/** Whole cents as a two-place string: 12345 → "123.45". */
const text = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
const money = (min: number, max: number) => fc.integer({ min, max }).map(text)
/** A percentage 0–100 in hundredths, as text. */
const percent = money(0, 10_000)

/** A two-place money string (signed) as BigInt cents, after checking its form. */
function cents(value: string): bigint {
  expect(value).toMatch(/^-?\d+\.\d{2}$/)
  return BigInt(value.replace('.', ''))
}
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b)
/** Half-up division of non-negative BigInts. */
const divHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n)

const flag = fc.constantFrom(0, 1)
const line: fc.Arbitrary<PricingLine> = fc.record({
  posFid: fc.constantFrom('P1', 'P2', -1111),
  total: money(0, 50_000),
  number: fc.integer({ min: 1, max: 20 }),
  lunchboxPrice: fc.oneof(fc.constant('0.00'), money(0, 500)),
  serviceCharge: flag,
  ablediscount: flag,
})
const rule: fc.Arbitrary<DiscountRule> = fc.record({
  type: fc.constantFrom(0, 1, 3),
  amount: money(0, 20_000),
  discountValue: percent,
  amountTypeMin: flag,
  restrictionAmount: fc.oneof(fc.constant('0.00'), money(0, 300_000)),
  isDeliveryFee: flag,
  placeOrderType: fc.subarray(['1', '2', '3', '4', '5']).map((digits) => digits.join('')),
})
const billMinAmount = fc.oneof(fc.constant('0.00'), money(1, 20_000))
/** A coupon's orderTypes: absent, '' (every type) or some of the digits. */
const orderTypes = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.subarray(['1', '2', '3', '4'], { minLength: 1 }).map((digits) => digits.join('')),
)
const coupon: fc.Arbitrary<Coupon> = fc.record({
  id: fc.nat(1000),
  couponType: fc.constantFrom(1, 2, 2),
  amount: money(0, 20_000),
  discount: percent,
  spend: fc.oneof(fc.constant('0.00'), money(0, 300_000)),
  billMinAmount,
  accumulate: flag,
  exclusive: flag,
  orderTypes,
})
/** Accumulating cash-off coupons with a spend above 0. */
const accumulatingCoupon: fc.Arbitrary<Coupon> = fc.record({
  id: fc.nat(1000),
  couponType: fc.constant(2),
  amount: money(1, 5_000),
  discount: fc.constant('0.00'),
  spend: money(1, 50_000),
  billMinAmount,
  accumulate: fc.constant(1),
  exclusive: flag,
})
const servicePercent = fc.oneof(fc.integer({ min: 0, max: 30 }), money(0, 3_000).map(Number))

const order = (chosenCoupon: fc.Arbitrary<Coupon | null>): fc.Arbitrary<PriceInput> =>
  fc.record({
    lines: fc.array(line, { maxLength: 8 }),
    orderType: fc.constantFrom(1, 2, 3, 7, 8),
    coldChainMenu: fc.boolean(),
    deliveryFee: fc.oneof(fc.constant('0.00'), money(0, 10_000)),
    settings: fc.record({
      servicePercent,
      roundingMode: fc.constantFrom(0, 1, 2, 3),
      memberDiscountRounding: fc.constantFrom(1, 2),
    }),
    discountRule: fc.option(rule, { nil: null }),
    memberDiscount: fc.option(percent, { nil: null }),
    coupon: chosenCoupon,
  })
const anyOrder = order(fc.option(coupon, { nil: null }))

const sumOf = (lines: readonly PricingLine[], value: (line: PricingLine) => bigint): bigint =>
  lines.reduce((sum, entry) => sum + value(entry) * BigInt(entry.number), 0n)
const discountableCents = (lines: readonly PricingLine[]): bigint =>
  sumOf(
    lines.filter((entry) => entry.ablediscount === 1),
    (entry) => cents(entry.total) + cents(entry.lunchboxPrice),
  )
const DIGIT: Record<number, string> = { 7: '3', 8: '4' }
const digitFor = (input: PriceInput): string | undefined =>
  input.orderType === 1 ? (input.coldChainMenu ? '4' : '2') : DIGIT[input.orderType]
/** Whether the coupon is for the order: no orderTypes, or the order's digit (scan and takeout '1') among them. */
const couponFits = (chosen: Coupon, input: PriceInput): boolean =>
  !chosen.orderTypes || chosen.orderTypes.includes(digitFor(input) ?? '1')

/** all − discount − member discount − coupon, in cents. */
const unroundedCents = (result: PriceResult): bigint =>
  cents(result.all) - cents(result.discount) - cents(result.memberDiscountResult) - cents(result.coupon)

// 10,000 cases a property take a second or two alone, longer on a busy two-core machine.
describe('pricing properties', { timeout: 60_000 }, () => {
  it('every amount is a two-place string, none below 0 (decimal is signed)', () => {
    fc.assert(
      fc.property(anyOrder, (input) => {
        const result = priceOrder(input)
        const { service, discountReason, couponReason, decimal, ...amounts } = result
        for (const value of Object.values(amounts)) expect(cents(value)).toBeGreaterThanOrEqual(0n)
        cents(decimal)
        expect(service).toMatch(/^\d+(\.\d{1,2})?%$/)
        expect([null, ...DISCOUNT_REASONS]).toContain(discountReason)
        expect([null, ...COUPON_REASONS]).toContain(couponReason)
      }),
      RUNS,
    )
  })

  it('sums, service charge and member discount match a BigInt recomputation', () => {
    fc.assert(
      fc.property(anyOrder, (input) => {
        const result = priceOrder(input)
        const subtotal = sumOf(input.lines, (entry) => cents(entry.total))
        const lunchbox = sumOf(input.lines, (entry) => cents(entry.lunchboxPrice))
        expect([cents(result.subtotal), cents(result.lunchbox), cents(result.total)]).toEqual([
          subtotal,
          lunchbox,
          subtotal + lunchbox,
        ])
        const base = sumOf(
          input.lines.filter((entry) => entry.serviceCharge === 1),
          (entry) => cents(entry.total),
        )
        const hundredths = cents(input.settings.servicePercent.toFixed(2))
        expect(cents(result.serviceCharge)).toBe(divHalfUp(base * hundredths, 10_000n))
        expect(cents(result.all)).toBe(
          subtotal + lunchbox + cents(result.serviceCharge) + cents(input.deliveryFee),
        )
        const memberBase = subtotal + lunchbox - cents(result.discount)
        const member = input.memberDiscount === null ? 0n : memberBase * cents(input.memberDiscount)
        const expected =
          input.settings.memberDiscountRounding === 1 ? member / 10_000n : divHalfUp(member, 10_000n)
        expect(cents(result.memberDiscountResult)).toBe(expected)
      }),
      RUNS,
    )
  })

  it('the discount rule applies by order type and threshold, within its caps', () => {
    fc.assert(
      fc.property(anyOrder, (input) => {
        const result = priceOrder(input)
        const discount = cents(result.discount)
        const discountable = discountableCents(input.lines)
        expect(discount).toBeLessThanOrEqual(discountable)
        const rule = input.discountRule
        if (!rule) {
          expect([discount, result.discountReason]).toEqual([0n, 'none'])
          return
        }
        const digit = digitFor(input)
        const measured =
          discountable +
          (rule.amountTypeMin === 1 && rule.isDeliveryFee === 1 ? cents(input.deliveryFee) : 0n)
        const reason =
          !digit || !rule.placeOrderType.includes(digit)
            ? 'orderType'
            : measured < cents(rule.restrictionAmount)
              ? 'threshold'
              : input.coupon?.exclusive === 1
                ? 'exclusive'
                : null
        expect(result.discountReason).toBe(reason)
        if (reason !== null) expect(discount).toBe(0n)
        else if (rule.type === 0) {
          expect(discount).toBeLessThanOrEqual(cents(rule.amount))
          expect(discount).toBe(min(cents(rule.amount), discountable))
        } else expect(discount).toBe(divHalfUp(discountable * cents(rule.discountValue), 10_000n))
      }),
      RUNS,
    )
  })

  it('a coupon is usable when its spend is reached, and stays within its caps', () => {
    fc.assert(
      fc.property(anyOrder, (input) => {
        const result = priceOrder(input)
        const canUse = cents(result.couponCanUsePrice)
        const amount = cents(result.coupon)
        expect(canUse).toBe(cents(result.total) - cents(result.discount) - cents(result.memberDiscountResult))
        expect(amount).toBeLessThanOrEqual(canUse)
        const chosen = input.coupon
        if (!chosen) {
          expect([amount, result.couponReason]).toEqual([0n, 'none'])
          return
        }
        if (cents(chosen.billMinAmount) > 0n) expect(amount).toBeLessThanOrEqual(cents(chosen.billMinAmount))
        if (!couponFits(chosen, input)) {
          expect([amount, result.couponReason]).toEqual([0n, 'orderType'])
          return
        }
        if (cents(chosen.spend) > canUse) {
          expect([amount, result.couponReason]).toEqual([0n, 'spend'])
          return
        }
        expect(result.couponReason).toBe(null)
        const cap = cents(chosen.billMinAmount) > 0n ? min(cents(chosen.billMinAmount), canUse) : canUse
        if (chosen.couponType !== 2) {
          expect(amount).toBe(min(divHalfUp(canUse * cents(chosen.discount), 10_000n), cap))
        } else if (chosen.accumulate !== 1 || cents(chosen.spend) === 0n) {
          expect(amount).toBe(min(cents(chosen.amount), cap))
        }
        const [listed] = couponUsability(input, [chosen])
        expect(listed).toMatchObject({ coupon: chosen, usable: true, reason: null, amount: result.coupon })
      }),
      RUNS,
    )
  })

  it('an accumulating cash-off is a whole multiple of its amount, unless a cap cuts it', () => {
    fc.assert(
      fc.property(order(accumulatingCoupon), (input) => {
        const result = priceOrder(input)
        const chosen = input.coupon!
        const canUse = cents(result.couponCanUsePrice)
        const amount = cents(result.coupon)
        if (result.couponReason !== null) return
        const each = cents(chosen.amount)
        const uncapped = each * (canUse / cents(chosen.spend))
        expect(uncapped).toBeGreaterThanOrEqual(each)
        const bill = cents(chosen.billMinAmount)
        const cap = bill > 0n ? min(bill, canUse) : canUse
        expect(amount).toBe(min(uncapped, cap))
        if (amount < cap) expect(amount % each).toBe(0n)
      }),
      RUNS,
    )
  })

  it('each rounding mode gives whole (or half) dollars, within one unit, in its direction; decimal is exact', () => {
    fc.assert(
      fc.property(anyOrder, (input) => {
        const result = priceOrder(input)
        const unrounded = unroundedCents(result)
        expect(unrounded).toBeGreaterThanOrEqual(0n)
        const price = cents(result.price)
        const difference = price - unrounded
        expect(cents(result.decimal)).toBe(difference)
        switch (input.settings.roundingMode) {
          case 0:
            expect(price % 100n).toBe(0n)
            expect(difference <= 0n && difference > -100n).toBe(true)
            break
          case 1:
            expect(price % 100n).toBe(0n)
            expect(difference >= 0n && difference < 100n).toBe(true)
            break
          case 2:
            expect(price % 100n).toBe(0n)
            expect(difference > -50n && difference <= 50n).toBe(true)
            break
          case 3:
            expect(price % 50n).toBe(0n)
            expect(difference > -25n && difference <= 25n).toBe(true)
            break
        }
      }),
      RUNS,
    )
  })

  it('price = all − discount − member discount − coupon + decimal, exactly', () => {
    fc.assert(
      fc.property(anyOrder, (input) => {
        const result = priceOrder(input)
        const parts = [
          result.all,
          result.discount,
          result.memberDiscountResult,
          result.coupon,
          result.decimal,
        ]
        const [all, discount, member, coupon, decimal] = parts.map(cents) as [
          bigint,
          bigint,
          bigint,
          bigint,
          bigint,
        ]
        expect(cents(result.price)).toBe(all - discount - member - coupon + decimal)
      }),
      RUNS,
    )
  })

  it('the order minimum is met, made up or blocked by the shortfall', () => {
    fc.assert(
      fc.property(money(0, 100_000), money(0, 100_000), money(0, 10_000), (goods, minimum, allowed) => {
        const outcome = orderMinimum(goods, minimum, allowed)
        const shortfall = cents(minimum) - cents(goods)
        if (shortfall <= 0n) expect(outcome).toEqual({ kind: 'met' })
        else if (shortfall <= cents(allowed)) {
          expect(outcome.kind).toBe('makeUp')
          if (outcome.kind === 'makeUp') expect(cents(goods) + cents(outcome.difference)).toBe(cents(minimum))
        } else {
          expect(outcome.kind).toBe('blocked')
          if (outcome.kind === 'blocked') expect(cents(outcome.shortfall)).toBe(shortfall)
        }
      }),
      RUNS,
    )
  })
})
