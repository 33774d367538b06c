import { cartTotals } from '../menu/cartTotals'
import { type CartLine, MENU_TYPE, type Money, type OrderType } from '../menu/types'
import { chooseDiscountRule } from '../orderPricing'
import { hasOrderMinimum, makeUpLine, type OrderMinimum, orderMinimum } from '../pricing/orderMinimum'
import { type CouponUsability, couponUsability, type PriceResult } from '../pricing/priceOrder'
import type { Coupon, DiscountRule, PriceInput, PricingSettings } from '../pricing/schemas'
import { redeemVouchers, type VoucherForLine } from '../vouchers/voucherLines'

/**
 * The price of an order at checkout: the one composition of the pricing steps, which the checkout
 * shows (src/features/checkout/checkoutPrice.ts) and the server charges
 * (server/services/order/placeOrder.ts), so the two cannot drift apart. Steps: the order minimum
 * on the dishes (order type 1) and the make-up line at today's difference when the diner agreed to
 * it (measured on the dishes as ordered: vouchers were paid for); the vouchers' units at 0
 * (../vouchers/voucherLines.ts); the discount rule that takes the most (../orderPricing.ts); then
 * ../pricing/priceOrder.ts with the member discount and the coupon. Pure.
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
  /** The member's vouchers to use, each one unit of its dish at 0; none when left out. */
  vouchers?: readonly VoucherForLine[]
}

type CheckoutPricing<R extends DiscountRule = DiscountRule> = {
  /** The minimum's verdict on the dishes ('met' for other order types). */
  minimum: OrderMinimum
  /** The lines priced: the dishes, with the make-up line where the diner put it when the minimum asks for one. */
  lines: CartLine[]
  /** The lines before the vouchers (the make-up line included): what addOrder2 is sent with `voucherIds`. */
  ordered: CartLine[]
  rule: R | null
  result: PriceResult
  /** A voucher whose dish has no unit left in the cart (the order is priced without the vouchers); else null. */
  noDishVoucher: number | null
}

/** The lines to price and priceOrder's input for them, before the rule and the coupon. */
function checkoutBase(input: Omit<CheckoutPricingInput, 'rules' | 'coupon'>) {
  const minimum: OrderMinimum =
    hasOrderMinimum(input.orderType) && input.minimum
      ? orderMinimum(cartTotals(input.dishes).total, input.minimum.amount, input.minimum.difference)
      : { kind: 'met' }
  const ordered = [...input.dishes]
  if (minimum.kind === 'makeUp' && input.makeUpAt !== null)
    ordered.splice(input.makeUpAt, 0, makeUpLine(minimum.difference, input.restaurantId))
  const redeemed = redeemVouchers(ordered, input.vouchers ?? [])
  const lines = redeemed.kind === 'ok' ? redeemed.lines : ordered
  const noDishVoucher = redeemed.kind === 'noDish' ? redeemed.voucherId : null
  const base: Omit<PriceInput, 'discountRule' | 'coupon'> = {
    lines,
    orderType: input.orderType,
    coldChainMenu: input.menuType === MENU_TYPE.coldChain,
    deliveryFee: input.deliveryFee,
    settings: input.settings,
    memberDiscount: input.memberDiscount,
  }
  return { minimum, lines, ordered, base, noDishVoucher }
}

/** Prices the order as the checkout shows it and the server charges it. */
export function priceCheckout<R extends DiscountRule>(input: CheckoutPricingInput<R>): CheckoutPricing<R> {
  const { minimum, lines, ordered, base, noDishVoucher } = checkoutBase(input)
  const { rule, result } = chooseDiscountRule({ ...base, coupon: input.coupon }, input.rules)
  return { minimum, lines, ordered, rule, result, noDishVoucher }
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
