import { lunchboxTotal, subtotal } from '../menu/cartTotals'
import { type Money, ORDER_TYPE } from '../menu/types'
import { atLeastZero, centsHalfUp, exact, moneyText, percentOf, smaller, ZERO } from './exactMoney'
import { type DiscountRule, FIXED_DISCOUNT_TYPE, type PricingLine } from './schemas'

/**
 * The brand's discount rule (SPEC §3 "Discount rule", §4 "Discount", §5). It applies when the order
 * type fits placeOrderType and the discountable amount reaches restrictionAmount; it takes a fixed
 * amount or a percentage off the discountable amount, never more than that amount, never below 0.
 */

/** Why no discount, as the checkout and the wire carry it. */
export const DISCOUNT_REASONS = ['none', 'orderType', 'threshold', 'exclusive'] as const
/**
 * Why no discount: no rule, an order type the rule is not for, the threshold not reached, or an
 * exclusive coupon chosen instead (./priceOrder.ts).
 */
export type DiscountReason = (typeof DISCOUNT_REASONS)[number]

/** The discount taken, and why it is 0 when no rule applies (reason null: the rule applied). */
export type DiscountOutcome = { discount: Money; reason: DiscountReason | null }

/** placeOrderType digits (SPEC §5). */
const DIGIT = { delivery: '2', pickup: '3', coldChain: '4' } as const

/**
 * The placeOrderType digit an order needs: delivery (order type 1) '2', or '4' from the cold-chain
 * menu; cold-chain (8) '4'; pick-up (7) '3'. Null for takeout (2) and scan (3): no rule applies.
 */
export function discountRuleDigit(orderType: number, coldChainMenu: boolean): '2' | '3' | '4' | null {
  switch (orderType) {
    case ORDER_TYPE.shop:
      return coldChainMenu ? DIGIT.coldChain : DIGIT.delivery
    case ORDER_TYPE.coldChain:
      return DIGIT.coldChain
    case ORDER_TYPE.pickup:
      return DIGIT.pickup
    default:
      return null
  }
}

/** Whether the rule is for this order type (its placeOrderType holds the needed digit). */
export function discountRuleFitsOrderType(
  rule: Pick<DiscountRule, 'placeOrderType'>,
  orderType: number,
  coldChainMenu: boolean,
): boolean {
  const digit = discountRuleDigit(orderType, coldChainMenu)
  return digit !== null && rule.placeOrderType.includes(digit)
}

/** What the rule counts and takes from: the lines with ablediscount 1, dishes plus their lunch boxes. */
export function discountableAmount(
  lines: readonly Pick<PricingLine, 'total' | 'number' | 'lunchboxPrice' | 'ablediscount'>[],
): Money {
  const discountable = lines.filter((line) => line.ablediscount === 1)
  return moneyText(exact(subtotal(discountable)).plus(lunchboxTotal(discountable)))
}

/**
 * The amount measured against restrictionAmount: the discountable amount, plus the delivery fee
 * when amountTypeMin and isDeliveryFee are both 1.
 */
export function discountThresholdAmount(
  rule: Pick<DiscountRule, 'amountTypeMin' | 'isDeliveryFee'>,
  discountable: Money,
  deliveryFee: Money,
): Money {
  const withFee = rule.amountTypeMin === 1 && rule.isDeliveryFee === 1
  return moneyText(withFee ? exact(discountable).plus(deliveryFee) : exact(discountable))
}

/** The discount of an applicable rule: `amount` (type 0) or discountValue % half up, ≤ discountable. */
export function ruleDiscountAmount(
  rule: Pick<DiscountRule, 'type' | 'amount' | 'discountValue'>,
  discountable: Money,
): Money {
  const base = atLeastZero(exact(discountable))
  const off =
    rule.type === FIXED_DISCOUNT_TYPE ? exact(rule.amount) : centsHalfUp(percentOf(base, rule.discountValue))
  return moneyText(atLeastZero(smaller(off, base)))
}

/** The discount of an order: the rule's, or 0 with the reason it does not apply. */
export function orderDiscount(input: {
  rule: DiscountRule | null
  orderType: number
  coldChainMenu: boolean
  lines: readonly Pick<PricingLine, 'total' | 'number' | 'lunchboxPrice' | 'ablediscount'>[]
  deliveryFee: Money
}): DiscountOutcome {
  const none = (reason: DiscountReason): DiscountOutcome => ({ discount: moneyText(ZERO), reason })
  const { rule } = input
  if (!rule) return none('none')
  if (!discountRuleFitsOrderType(rule, input.orderType, input.coldChainMenu)) return none('orderType')
  const discountable = discountableAmount(input.lines)
  const measured = discountThresholdAmount(rule, discountable, input.deliveryFee)
  if (exact(measured).lessThan(rule.restrictionAmount)) return none('threshold')
  return { discount: ruleDiscountAmount(rule, discountable), reason: null }
}
