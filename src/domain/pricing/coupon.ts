import type Decimal from 'decimal.js'
import { type Money, ORDER_TYPE } from '../menu/types'
import { atLeastZero, centsHalfUp, exact, moneyText, percentOf, smaller, ZERO } from './exactMoney'
import { CASH_OFF_COUPON_TYPE, type Coupon } from './schemas'

/**
 * Coupons (SPEC §3 "Coupon", §5): usable when couponCanUsePrice reaches `spend`; a cash-off takes
 * `amount` (once per whole multiple of `spend` when accumulate is 1), a percentage coupon takes
 * `discount` % half up to cents; both capped at billMinAmount when above 0, never more than
 * couponCanUsePrice, never below 0. A coupon with `orderTypes` is usable only for those order types;
 * an `exclusive` one is not combined with the discount rule (./priceOrder.ts drops the rule).
 */

/** Why a coupon takes nothing, as the checkout and the wire carry it. */
export const COUPON_REASONS = ['none', 'spend', 'orderType'] as const
/** Why a coupon takes nothing: none chosen, couponCanUsePrice below its spend, or not for this order type. */
export type CouponReason = (typeof COUPON_REASONS)[number]

/** What a coupon takes off, and why it is unusable (reason null: usable). */
export type CouponOutcome = { amount: Money; reason: Exclude<CouponReason, 'none'> | null }

/** coupons.orderTypes digits (like discount rules' placeOrderType, SPEC §5; 1 is the table's). */
const COUPON_DIGIT = { table: '1', delivery: '2', pickup: '3', coldChain: '4' } as const

/**
 * The coupons.orderTypes digit of an order: delivery (1) '2', or '4' from the cold-chain menu;
 * cold-chain (8) '4'; pick-up (7) '3'; scan (3) and takeout (2), ordered at the shop, '1'.
 */
export function couponOrderTypeDigit(orderType: number, coldChainMenu: boolean): string {
  switch (orderType) {
    case ORDER_TYPE.shop:
      return coldChainMenu ? COUPON_DIGIT.coldChain : COUPON_DIGIT.delivery
    case ORDER_TYPE.coldChain:
      return COUPON_DIGIT.coldChain
    case ORDER_TYPE.pickup:
      return COUPON_DIGIT.pickup
    default:
      return COUPON_DIGIT.table
  }
}

/** Whether the coupon is for this order: no orderTypes (every type) or its digit among them. */
export function couponFitsOrderType(
  coupon: Pick<Coupon, 'orderTypes'>,
  orderType: number,
  coldChainMenu: boolean,
): boolean {
  const digits = coupon.orderTypes ?? ''
  return digits === '' || digits.includes(couponOrderTypeDigit(orderType, coldChainMenu))
}

/** What coupons count against: goods total − discount − member discount, not below 0. */
export function couponCanUsePrice(goodsTotal: Money, discount: Money, memberDiscount: Money): Money {
  return moneyText(atLeastZero(exact(goodsTotal).minus(discount).minus(memberDiscount)))
}

/** Whether the coupon may be used: couponCanUsePrice reaches its spend. */
export function isCouponUsable(coupon: Pick<Coupon, 'spend'>, canUsePrice: Money): boolean {
  return !exact(coupon.spend).greaterThan(canUsePrice)
}

/** How many times a cash-off applies: floor(couponCanUsePrice / spend) with accumulate 1 and spend > 0, else 1. */
export function cashOffTimes(coupon: Pick<Coupon, 'accumulate' | 'spend'>, canUsePrice: Money): Decimal {
  const spend = exact(coupon.spend)
  if (coupon.accumulate !== 1 || !spend.greaterThan(0)) return exact(1)
  return atLeastZero(exact(canUsePrice)).divToInt(spend)
}

/**
 * What the coupon takes off couponCanUsePrice, or 0 with the reason it is unusable: 'orderType'
 * (checked first: no spend makes it fit), then 'spend'.
 */
export function couponDiscount(
  coupon: Coupon,
  canUsePrice: Money,
  order: { orderType: number; coldChainMenu: boolean },
): CouponOutcome {
  if (!couponFitsOrderType(coupon, order.orderType, order.coldChainMenu))
    return { amount: moneyText(ZERO), reason: 'orderType' }
  if (!isCouponUsable(coupon, canUsePrice)) return { amount: moneyText(ZERO), reason: 'spend' }
  const canUse = atLeastZero(exact(canUsePrice))
  const raw =
    coupon.couponType === CASH_OFF_COUPON_TYPE
      ? exact(coupon.amount).times(cashOffTimes(coupon, canUsePrice))
      : centsHalfUp(percentOf(canUse, coupon.discount))
  const cap = exact(coupon.billMinAmount)
  const capped = cap.greaterThan(0) ? smaller(raw, cap) : raw
  return { amount: moneyText(atLeastZero(smaller(capped, canUse))), reason: null }
}
