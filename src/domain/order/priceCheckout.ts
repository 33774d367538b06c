import { cartTotals } from '../menu/cartTotals'
import { type CartLine, MENU_TYPE, type Money, type OrderType } from '../menu/types'
import { chooseDiscountRule } from '../orderPricing'
import { hasOrderMinimum, makeUpLine, type OrderMinimum, orderMinimum } from '../pricing/orderMinimum'
import { type CouponUsability, couponUsability, type PriceResult } from '../pricing/priceOrder'
import type { Coupon, DiscountRule, PriceInput, PricingSettings } from '../pricing/schemas'

/**
 * The price of an order at checkout: the one composition of the pricing steps, which the checkout
 * shows (src/features/checkout/checkoutPrice.ts) and the server charges
 * (server/services/order/placeOrder.ts), so the two cannot drift apart. Steps: the order minimum
 * on the dishes (order type 1) and the make-up line at today's difference when the diner agreed to
 * it; the discount rule that takes the most (../orderPricing.ts); then ../pricing/priceOrder.ts
 * with the member discount and the coupon. Pure.
 */

export type CheckoutPricingInput<R extends DiscountRule = DiscountRule> = {
  /** The dishes in cart order, without any make-up line. */
  dishes: readonly CartLine[]
  /** Where among the dishes the diner's make-up line stands (they agreed to make up the difference); null when none. */
  makeUpAt: number | null
  restaurantId: number
  orderType: OrderType
  menuType: number
  deliveryFee: Money
  settings: PricingSettings
  /** The order minimum and the difference that may be made up; null when the brand sets none. */
  minimum: { amount: Money; difference: Money } | null
  rules: readonly R[]
  /** The member level's discount percentage; null for guests and levels without one. */
  memberDiscount: string | null
  coupon: Coupon | null
}

type CheckoutPricing<R extends DiscountRule = DiscountRule> = {
  /** The minimum's verdict on the dishes ('met' for other order types). */
  minimum: OrderMinimum
  /** The lines priced: the dishes, with the make-up line where the diner put it when the minimum asks for one. */
  lines: CartLine[]
  rule: R | null
  result: PriceResult
}

/** The lines to price and priceOrder's input for them, before the rule and the coupon. */
function checkoutBase(input: Omit<CheckoutPricingInput, 'rules' | 'coupon'>) {
  const minimum: OrderMinimum =
    hasOrderMinimum(input.orderType) && input.minimum
      ? orderMinimum(cartTotals(input.dishes).total, input.minimum.amount, input.minimum.difference)
      : { kind: 'met' }
  const lines = [...input.dishes]
  if (minimum.kind === 'makeUp' && input.makeUpAt !== null)
    lines.splice(input.makeUpAt, 0, makeUpLine(minimum.difference, input.restaurantId))
  const base: Omit<PriceInput, 'discountRule' | 'coupon'> = {
    lines,
    orderType: input.orderType,
    coldChainMenu: input.menuType === MENU_TYPE.coldChain,
    deliveryFee: input.deliveryFee,
    settings: input.settings,
    memberDiscount: input.memberDiscount,
  }
  return { minimum, lines, base }
}

/** Prices the order as the checkout shows it and the server charges it. */
export function priceCheckout<R extends DiscountRule>(input: CheckoutPricingInput<R>): CheckoutPricing<R> {
  const { minimum, lines, base } = checkoutBase(input)
  const { rule, result } = chooseDiscountRule({ ...base, coupon: input.coupon }, input.rules)
  return { minimum, lines, rule, result }
}

/**
 * Each coupon against this order, whichever is chosen (its spend is measured after the discount
 * rule, which no coupon changes): what it would take off in priceCheckout, or why it cannot be used.
 */
export function checkoutCoupons<C extends Coupon>(
  input: Omit<CheckoutPricingInput, 'coupon'>,
  coupons: readonly C[],
): CouponUsability<C>[] {
  const { base } = checkoutBase(input)
  const { rule } = chooseDiscountRule({ ...base, coupon: null }, input.rules)
  return couponUsability({ ...base, discountRule: rule, coupon: null }, coupons)
}
