import type { Money } from '../menu/types'

/**
 * The delivery fee an order is charged (issue 39: a level's equity may include free delivery):
 * the fee of the address's distance (../deliveryFee.ts), or none when the member's level waives it.
 * The checkout shows it and server/services/order/placeOrder.ts charges it.
 */
export function chargedDeliveryFee(fee: Money, freeDelivery: boolean): Money {
  return freeDelivery ? '0.00' : fee
}
