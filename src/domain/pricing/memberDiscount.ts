import type { Money } from '../menu/types'
import {
  atLeastZero,
  centsHalfUp,
  centsTruncated,
  exact,
  moneyText,
  percentOf,
  smaller,
  ZERO,
} from './exactMoney'
import { MEMBER_DISCOUNT_ROUNDING, type MemberDiscountRounding } from './schemas'

/**
 * The member discount (SPEC §3 "Member discount", §5 "Member discount rounding: 1 truncates, 2
 * rounds"): the level's percentage of what the goods cost after the discount rule, to cents.
 */

/** The goods total the member discount is taken from: goods total − discount, not below 0. */
export function memberDiscountBase(goodsTotal: Money, discount: Money): Money {
  return moneyText(atLeastZero(exact(goodsTotal).minus(discount)))
}

/**
 * `percent` % of `base`, truncated to cents (rounding 1) or rounded half up (2); 0 without a
 * percentage; never more than the base.
 */
export function memberDiscountAmount(
  base: Money,
  percent: Money | null,
  rounding: MemberDiscountRounding,
): Money {
  if (percent === null) return moneyText(ZERO)
  const amount = atLeastZero(exact(base))
  const raw = percentOf(amount, percent)
  const rounded = rounding === MEMBER_DISCOUNT_ROUNDING.truncate ? centsTruncated(raw) : centsHalfUp(raw)
  return moneyText(atLeastZero(smaller(rounded, amount)))
}
