import { standaloneLine } from '../menu/standaloneLine'
import type { CartLine } from '../menu/types'
import { exact, moneyText } from '../pricing/exactMoney'
import type { PriceResult } from '../pricing/priceOrder'

/**
 * Orders that buy something other than food (issue 39): a membership level's term. They go through
 * the same order rows, payments, callbacks and refunds as a meal; their own order type keeps them
 * apart from SPEC §4's (9 is the order list's "every type").
 */
export const PURCHASE_ORDER_TYPE = { memberLevel: 11 } as const

/** Whether the order type buys a level (it starts when paid and needs no kitchen). */
export function isLevelOrderType(orderType: number): boolean {
  return orderType === PURCHASE_ORDER_TYPE.memberLevel
}

/** The price of a purchase at a fixed price: no service charge, discount, member discount or coupon. */
export function fixedPriceResult(price: string): PriceResult {
  const amount = moneyText(exact(price))
  const zero = moneyText(exact(0))
  return {
    total: amount,
    subtotal: amount,
    lunchbox: zero,
    service: '0%',
    serviceCharge: zero,
    deliveryFee: zero,
    all: amount,
    discount: zero,
    discountReason: 'none',
    memberDiscountResult: zero,
    couponCanUsePrice: amount,
    coupon: zero,
    couponReason: 'none',
    decimal: zero,
    price: amount,
  }
}

/** The one line of a purchase: what is bought, named in the three languages, at its price. */
export function purchaseLine(
  item: { code: string; name: string; name1: string; name2: string; price: string },
  restaurantId: number,
): CartLine {
  return standaloneLine({
    posFid: item.code,
    productId: 0,
    productName: item.name,
    productName1: item.name1,
    productName2: item.name2,
    amount: moneyText(exact(item.price)),
    sort: 0,
    foodType: 0,
    position: 0,
    restaurantId,
  })
}
