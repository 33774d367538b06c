import { businessDay } from '../businessDay'
import type { AddOrderInput } from '../contract/order'
import { counterCodeKind, counterOrderType } from '../counter/counterCode'
import type { CartLine, ORDER_TYPE } from '../menu/types'
import type { TimeSlotOption } from '../timeSlots'
import { isPlaceableOrderType } from './orderTypes'

/**
 * An order as the checkout hands it to the order outbox, which adds its submission key: addOrder2's,
 * or, with a counter code (`code`), takeOutAddOrder's (type 7) or selfServiceCodeOrder's (type 2).
 */
export type PlaceInput = Omit<AddOrderInput, 'submissionKey' | 'orderType' | 'voucherIds'> & {
  orderType: AddOrderInput['orderType'] | typeof ORDER_TYPE.takeout
  code?: string
  voucherIds?: number[]
}

export type PlaceChoices = {
  brandId: number
  restaurantId: number
  orderType: number
  menuType: AddOrderInput['menuType']
  /** The lines priced (the dishes, and the make-up line when the diner agreed). */
  lines: readonly CartLine[]
  /** The price shown (PriceResult.price), or the one the server gave back when it changed. */
  expectedPrice: string
  delivered: boolean
  addressId: number | null
  slot: TimeSlotOption | null
  persons: number
  remark: string
  memberCouponId: number | null
  payType: number | null
  now: number
  /** The counter code the menu was opened from (src/domain/counter/counterCode.ts), if any. */
  counterCode?: string
}

/**
 * The addOrder2 input of what the diner chose, or null while it cannot be placed: an order type
 * the call does not take, no lines or no payment method. The rest (minimum, address, fee…) is
 * placeRefusals' to say.
 */
export function placeInputOf(choices: PlaceChoices): PlaceInput | null {
  const { orderType, slot, payType, counterCode } = choices
  const kind = counterCode ? counterCodeKind(counterCode) : null
  // A counter code's order is of its code's type (menuFlow gives it); without one, addOrder2's types.
  const placeable = kind ? orderType === counterOrderType(kind) : isPlaceableOrderType(orderType)
  if (!placeable || choices.lines.length === 0 || payType === null) return null
  return {
    ...(counterCode && kind ? { code: counterCode } : {}),
    brandId: choices.brandId,
    restaurantId: choices.restaurantId,
    orderType: orderType as PlaceInput['orderType'],
    menuType: choices.menuType,
    lines: [...choices.lines],
    ...(choices.delivered && choices.addressId !== null ? { addressId: choices.addressId } : {}),
    timeSlot: slot?.type === 1 && slot.time ? { type: 1, time: slot.time } : { type: 0 },
    persons: choices.persons,
    remark: choices.remark,
    ...(choices.memberCouponId !== null ? { memberCouponId: choices.memberCouponId } : {}),
    payType,
    expectedPrice: choices.expectedPrice,
    businessDay: businessDay(choices.now),
  }
}
