import type Decimal from 'decimal.js'
import type { Money } from '../menu/types'
import { atLeastZero, centsHalfUp, exact, moneyText, percentOf, smaller, ZERO } from './exactMoney'
import { CASH_OFF_COUPON_TYPE, type Coupon } from './schemas'

/**
 * Coupons (SPEC §3 "Coupon", §5): usable when couponCanUsePrice reaches `spend`; a cash-off takes
 * `amount` (once per whole multiple of `spend` when accumulate is 1), a percentage coupon takes
 * `discount` % half up to cents; both capped at billMinAmount when above 0, never more than
 * couponCanUsePrice, never below 0.
 */

/** Why a coupon takes nothing: none chosen, or couponCanUsePrice below its spend. */
export type CouponReason = 'none' | 'spend'

/** What a coupon takes off, and why it is unusable (reason null: usable). */
export type CouponOutcome = { amount: Money; reason: 'spend' | null }

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

/** What the coupon takes off couponCanUsePrice, or 0 with reason 'spend' when it is unusable. */
export function couponDiscount(coupon: Coupon, canUsePrice: Money): CouponOutcome {
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
