import { standaloneLine } from '../menu/standaloneLine'
import type { CartLine } from '../menu/types'
import { exact, moneyText } from '../pricing/exactMoney'
import type { PriceResult } from '../pricing/priceOrder'

/** What an order that buys something other than food (./orderTypes.ts PURCHASE_ORDER_TYPE) is priced at and holds. */

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
