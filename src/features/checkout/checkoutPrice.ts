import { type CartLine, isDifferenceLine, type OrderType } from '../../domain/menu/types'
import { compareMoney } from '../../domain/money'
import { checkoutCoupons, priceCheckout } from '../../domain/order/priceCheckout'
import type { OrderMinimum } from '../../domain/pricing/orderMinimum'
import type { CouponUsability, PriceResult } from '../../domain/pricing/priceOrder'
import type { Coupon, DiscountRule, PricingSettings } from '../../domain/pricing/schemas'
import type { VoucherForLine } from '../../domain/vouchers/voucherLines'

/**
 * The order's figures as the server will set them: src/domain/order/priceCheckout.ts, which
 * server/services/order/placeOrder.ts charges with, on the cart as stored, with the coupon list
 * the diner chooses from. Pure.
 */

/** A coupon as listed: `status` 'reserved' means another order holds it, 'used' that one spent it. */
type ListedCoupon = Coupon & { status?: string }

/** Whether a listed coupon may be chosen at all: neither held by an order nor spent. */
const isCouponFree = (coupon: ListedCoupon) => coupon.status !== 'reserved' && coupon.status !== 'used'

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
  /** The member's vouchers chosen, each one unit of its dish at 0; none when left out. */
  vouchers?: readonly VoucherForLine[]
}

export type CheckoutPrice<C extends ListedCoupon> = {
  /** The dishes, without any make-up line. */
  dishes: CartLine[]
  /** The minimum's verdict on the dishes (met for other order types). */
  minimum: OrderMinimum
  /** The lines priced: the dishes, the make-up line at today's difference when the diner agreed, and the vouchers' lines. */
  lines: CartLine[]
  /** The lines as sent to addOrder2 (before the vouchers; the server redeems `voucherIds` itself). */
  ordered: CartLine[]
  /** Which of `lines` are a voucher's: units of a dish at 0. */
  voucherLines: ReadonlySet<CartLine>
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
  const { cart, coupons: listed, chosenCouponId, ...order } = input
  const dishes = cart.filter((line) => !isDifferenceLine(line))
  const madeUp = dishes.length !== cart.length
  // The cart keeps the make-up line where it was added; it is sent after every dish.
  const pricing = { ...order, dishes, makeUpAt: madeUp ? dishes.length : null }
  // A coupon another order holds, or one already used, is listed but cannot be chosen.
  const coupons = checkoutCoupons(pricing, listed).map((entry) =>
    isCouponFree(entry.coupon) ? entry : { ...entry, usable: false },
  )
  const chosen = coupons.find((entry) => entry.coupon.id === chosenCouponId && entry.usable)
  const coupon = chosen?.coupon ?? null
  const { minimum, lines, ordered, rule, result } = priceCheckout({ ...pricing, coupon })
  return {
    dishes,
    minimum,
    lines,
    ordered,
    voucherLines: voucherLinesOf(lines, ordered),
    madeUp,
    result,
    rule,
    coupons,
    coupon,
  }
}

/**
 * The voucher lines among the priced lines: redeemVouchers keeps each line no voucher covers as it
 * is, and puts the covered units on a new line at 0 (a dish's remaining units on a new line at its price).
 */
function voucherLinesOf(lines: readonly CartLine[], ordered: readonly CartLine[]): ReadonlySet<CartLine> {
  const kept = new Set(ordered)
  return new Set(lines.filter((line) => !kept.has(line) && compareMoney(line.price, 0) === 0))
}
