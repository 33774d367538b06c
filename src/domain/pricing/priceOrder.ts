import { lunchboxTotal, subtotal } from '../menu/cartTotals'
import type { Money } from '../menu/types'
import { type CouponOutcome, type CouponReason, couponCanUsePrice, couponDiscount } from './coupon'
import { type DiscountReason, orderDiscount } from './discountRule'
import { atLeastZero, exact, moneyText } from './exactMoney'
import { memberDiscountAmount, memberDiscountBase } from './memberDiscount'
import { roundPayable } from './rounding'
import type { Coupon, PriceInput } from './schemas'
import { serviceChargeAmount, serviceText } from './serviceCharge'

/**
 * The price of an order (SPEC §3 "Price result", §5; docs/pricing.md gives the steps, the reasons
 * and worked examples). The same code shows the price in the PWA and sets it on the server, the
 * only authority (DESIGN §4). Steps, in order:
 *
 * 1. subtotal and lunch boxes (../menu/cartTotals.ts); goods total = subtotal + lunch boxes;
 * 2. service charge on the lines that bear it, half up to cents;
 * 3. the discount rule, on the discountable lines, unless the coupon is exclusive (then no rule,
 *    `discountReason` 'exclusive': the diner chose the coupon over the offer);
 * 4. the member discount, on goods total − discount;
 * 5. the coupon, on couponCanUsePrice = goods total − discount − member discount;
 * 6. all = goods total + service charge + delivery fee; payable = all − discount − member discount −
 *    coupon, not below 0; rounded by flexd, `decimal` the signed difference.
 *
 * Amounts out are two-place strings; every field but `decimal` is 0 or more.
 */
export type PriceResult = {
  /** Goods total: subtotal + lunch boxes. */
  total: Money
  /** Dishes: Σ per-unit total × number (the make-up line included). */
  subtotal: Money
  /** Lunch boxes: Σ lunchboxPrice × number. */
  lunchbox: Money
  /** The service-charge percentage as text: "10%". */
  service: string
  /** The service charge in money. */
  serviceCharge: Money
  deliveryFee: Money
  /** Goods total + service charge + delivery fee, before any reduction. */
  all: Money
  /** What the discount rule takes off. */
  discount: Money
  /** Why the discount is 0; null when the rule applied. */
  discountReason: DiscountReason | null
  /** What the member discount takes off. */
  memberDiscountResult: Money
  /** Goods total − discount − member discount: what a coupon's spend is measured against. */
  couponCanUsePrice: Money
  /** What the coupon takes off. */
  coupon: Money
  /** Why the coupon takes nothing; null when it applied. */
  couponReason: CouponReason | null
  /** The rounding difference, price − unrounded payable, signed: "-0.40", "0.50". */
  decimal: Money
  /** What the diner pays. */
  price: Money
}

/** Steps 1 to 4 and couponCanUsePrice: what every coupon is measured against. */
type BeforeCoupon = Omit<PriceResult, 'coupon' | 'couponReason' | 'decimal' | 'price'>

/** The rule's discount, or none when an exclusive coupon is chosen and the rule would apply. */
function ruleOutcome(input: PriceInput, deliveryFee: Money) {
  const outcome = orderDiscount({
    rule: input.discountRule,
    orderType: input.orderType,
    coldChainMenu: input.coldChainMenu,
    lines: input.lines,
    deliveryFee,
  })
  if (outcome.reason === null && input.coupon?.exclusive === 1)
    return { discount: moneyText(exact(0)), reason: 'exclusive' as const }
  return outcome
}

function beforeCoupon(input: PriceInput): BeforeCoupon {
  const dishes = subtotal(input.lines)
  const lunchbox = lunchboxTotal(input.lines)
  const total = moneyText(exact(dishes).plus(lunchbox))
  const serviceCharge = serviceChargeAmount(input.lines, input.settings.servicePercent)
  const deliveryFee = moneyText(exact(input.deliveryFee))
  const { discount, reason } = ruleOutcome(input, deliveryFee)
  const memberDiscountResult = memberDiscountAmount(
    memberDiscountBase(total, discount),
    input.memberDiscount,
    input.settings.memberDiscountRounding,
  )
  return {
    total,
    subtotal: dishes,
    lunchbox,
    service: serviceText(input.settings.servicePercent),
    serviceCharge,
    deliveryFee,
    all: moneyText(exact(total).plus(serviceCharge).plus(deliveryFee)),
    discount,
    discountReason: reason,
    memberDiscountResult,
    couponCanUsePrice: couponCanUsePrice(total, discount, memberDiscountResult),
  }
}

/** Prices an order: see PriceResult for the steps. Pure; the input is trusted (check it with PriceInputSchema). */
export function priceOrder(input: PriceInput): PriceResult {
  const before = beforeCoupon(input)
  const { amount: coupon, reason: couponReason } = input.coupon
    ? couponDiscount(input.coupon, before.couponCanUsePrice, input)
    : { amount: moneyText(exact(0)), reason: 'none' as const }
  const payable = atLeastZero(
    exact(before.all).minus(before.discount).minus(before.memberDiscountResult).minus(coupon),
  )
  const { price, decimal } = roundPayable(moneyText(payable), input.settings.roundingMode)
  return { ...before, coupon, couponReason, decimal, price }
}

/** One of the member's coupons against an order: whether it can be used, why not, and what it takes off. */
export type CouponUsability<C extends Coupon = Coupon> = {
  coupon: C
  usable: boolean
  /** 'orderType' when it is not for this order type, 'spend' when couponCanUsePrice is below its spend; null when usable. */
  reason: CouponOutcome['reason']
  /** What the coupon would take off this order ('0.00' when unusable). */
  amount: Money
  /** The discount rule's amount this exclusive coupon would drop ('0.00' when none). */
  replaces: Money
}

/**
 * The checkout's coupon list: each coupon measured against this order (its own `coupon` ignored),
 * in the order given. `amount` is what priceOrder would give as `coupon` with that coupon chosen;
 * an exclusive one is measured without the rule, which `replaces` says it drops.
 */
export function couponUsability<C extends Coupon>(
  input: PriceInput,
  coupons: readonly C[],
): CouponUsability<C>[] {
  const plain = beforeCoupon({ ...input, coupon: null })
  return coupons.map((coupon) => {
    const before = coupon.exclusive === 1 ? beforeCoupon({ ...input, coupon }) : plain
    const { amount, reason } = couponDiscount(coupon, before.couponCanUsePrice, input)
    const replaces = before.discountReason === 'exclusive' ? plain.discount : moneyText(exact(0))
    return { coupon, usable: reason === null, reason, amount, replaces }
  })
}
