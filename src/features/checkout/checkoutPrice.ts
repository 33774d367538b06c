import { cartTotals } from '../../domain/menu/cartTotals'
import { type CartLine, isDifferenceLine, MENU_TYPE, type OrderType } from '../../domain/menu/types'
import { chooseDiscountRule } from '../../domain/orderPricing'
import {
  hasOrderMinimum,
  makeUpLine,
  type OrderMinimum,
  orderMinimum,
} from '../../domain/pricing/orderMinimum'
import { type CouponUsability, couponUsability, type PriceResult } from '../../domain/pricing/priceOrder'
import type { Coupon, DiscountRule, PricingSettings } from '../../domain/pricing/schemas'

/**
 * The order's figures as the server will set them (server/services/order/placeOrder.ts runs the
 * same steps): the order minimum (order type 1) with its make-up line, the discount rule that takes
 * the most, the member discount and the chosen coupon (src/domain/pricing). Pure.
 */

/** A coupon as listed: `status` 'reserved' means another order holds it. */
type ListedCoupon = Coupon & { status?: string }

export type CheckoutPriceInput<C extends ListedCoupon> = {
  /** The cart as stored; a make-up line in it means the diner agreed to make up the difference. */
  cart: readonly CartLine[]
  restaurantId: number
  orderType: OrderType
  menuType: number
  deliveryFee: string
  settings: PricingSettings
  minimum: { amount: string; difference: string } | null
  rules: readonly DiscountRule[]
  memberDiscount: string | null
  coupons: readonly C[]
  chosenCouponId: number | null
}

export type CheckoutPrice<C extends ListedCoupon> = {
  /** The dishes, without any make-up line. */
  dishes: CartLine[]
  /** The minimum's verdict on the dishes (met for other order types). */
  minimum: OrderMinimum
  /** The lines sent: the dishes, plus the make-up line at today's difference when the diner agreed. */
  lines: CartLine[]
  /** Whether the diner agreed to make up the difference (the cart holds a make-up line). */
  madeUp: boolean
  result: PriceResult
  rule: DiscountRule | null
  /** Each coupon against this order (usable or why not). */
  coupons: CouponUsability<C>[]
  /** The chosen coupon when it is usable, else null. */
  coupon: C | null
}

export function checkoutPrice<C extends ListedCoupon>(input: CheckoutPriceInput<C>): CheckoutPrice<C> {
  const dishes = input.cart.filter((line) => !isDifferenceLine(line))
  const madeUp = dishes.length !== input.cart.length
  const minimum: OrderMinimum =
    hasOrderMinimum(input.orderType) && input.minimum
      ? orderMinimum(cartTotals(dishes).total, input.minimum.amount, input.minimum.difference)
      : { kind: 'met' }
  const lines =
    minimum.kind === 'makeUp' && madeUp
      ? [...dishes, makeUpLine(minimum.difference, input.restaurantId)]
      : dishes
  const base = {
    lines,
    orderType: input.orderType,
    coldChainMenu: input.menuType === MENU_TYPE.coldChain,
    deliveryFee: input.deliveryFee,
    settings: input.settings,
    memberDiscount: input.memberDiscount,
  }
  const { rule } = chooseDiscountRule({ ...base, coupon: null }, input.rules)
  // A coupon another order holds is listed but cannot be chosen.
  const usability = couponUsability({ ...base, discountRule: rule, coupon: null }, input.coupons).map(
    (entry) => (entry.coupon.status === 'reserved' ? { ...entry, usable: false } : entry),
  )
  const chosen = usability.find((entry) => entry.coupon.id === input.chosenCouponId && entry.usable)
  const coupon = chosen?.coupon ?? null
  const { result } = chooseDiscountRule({ ...base, coupon }, input.rules)
  return { dishes, minimum, lines, madeUp, result, rule, coupons: usability, coupon }
}
