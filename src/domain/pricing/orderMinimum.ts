import { standaloneLine } from '../menu/standaloneLine'
import { type CartLine, DIFFERENCE_LINE, type Money, ORDER_TYPE } from '../menu/types'
import { exact, moneyText } from './exactMoney'

/**
 * The order minimum (SPEC §5, order type 1; settings ORDER_MIN_AMOUNT and ORDER_MIN_DIFFERENCE): a
 * cart short of the minimum by at most the allowed difference may be made up with the synthetic
 * difference line (SPEC §3: posFid -1111, productId 0, number 1); one short by more is blocked.
 */

/** met: nothing to do; makeUp: ask, then add makeUpLine(difference); blocked: the next step is refused. */
export type OrderMinimum =
  | { kind: 'met' }
  | { kind: 'makeUp'; difference: Money }
  | { kind: 'blocked'; shortfall: Money }

/** Whether the order type has a minimum: only shop/delivery orders (order type 1). */
export function hasOrderMinimum(orderType: number): boolean {
  return orderType === ORDER_TYPE.shop
}

/**
 * The goods total (subtotal + lunch boxes, without any make-up line already in the cart) against
 * the minimum: met when it reaches minAmount; makeUp when the shortfall is at or below
 * allowedDifference; blocked otherwise.
 */
export function orderMinimum(goodsTotal: Money, minAmount: Money, allowedDifference: Money): OrderMinimum {
  const shortfall = exact(minAmount).minus(goodsTotal)
  if (!shortfall.greaterThan(0)) return { kind: 'met' }
  if (shortfall.lessThanOrEqualTo(allowedDifference))
    return { kind: 'makeUp', difference: moneyText(shortfall) }
  return { kind: 'blocked', shortfall: moneyText(shortfall) }
}

/**
 * The make-up line for a difference (above 0): one unit priced at the difference, no names, no lunch
 * box, no service charge and not discountable (docs/pricing.md says why); listed after every dish.
 * onTime 0: the cart stamps it when it is added.
 */
export function makeUpLine(difference: Money, restaurantId: number): CartLine {
  const amount = moneyText(exact(difference))
  if (!exact(amount).greaterThan(0)) throw new RangeError(`Not a difference to make up: ${difference}`)
  return standaloneLine({
    posFid: DIFFERENCE_LINE.posFid,
    productId: DIFFERENCE_LINE.productId,
    productName: '',
    productName1: '',
    productName2: '',
    amount,
    sort: Number.MAX_SAFE_INTEGER,
    foodType: 1,
    position: -1,
    restaurantId,
  })
}
