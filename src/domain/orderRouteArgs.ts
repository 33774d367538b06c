/**
 * Route args of the order screens (SPEC §2 "Orders", docs/routes.md), built like
 * ./memberRouteArgs.ts over the common prefix, and who the order list asks for (SPEC §6).
 */
import * as v from 'valibot'
import { CommonArg, emptyAsAbsent, IdText, routeArg } from './routeArgs'

/**
 * /myOrder/:arg — `[brandId, restaurantId, fromIndex, memberId?]`: the member's orders of the brand
 * (restaurantId 0: every restaurant); `memberId` is the member a link passes (SPEC §6).
 */
export const myOrderArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'memberId'],
  v.object({ ...CommonArg.entries, memberId: emptyAsAbsent(v.pipe(IdText, v.minValue(1))) }),
)
export type MyOrderArg = v.InferOutput<typeof CommonArg> & { memberId?: number }

/**
 * /orderDetail/:arg, /pcOrderDetail/:arg, and the order's receipt /printing/:arg and
 * /printingDetail/:arg — `[brandId, restaurantId, fromIndex, orderId]` (the layout the checkout
 * screens navigate to after placing an order; the detail links to the receipt with its own values).
 */
export const orderDetailArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'orderId'],
  v.object({ ...CommonArg.entries, orderId: v.pipe(IdText, v.minValue(1)) }),
)
export type OrderDetailArg = v.InferOutput<typeof CommonArg> & { orderId: number }

/** SPEC §6 restaurant type whose order list reads the stored user id as member. */
const STORED_MEMBER_RE_TYPE = 6

/**
 * The memberId the order list sends (SPEC §6): re_type 6 uses the stored user id; otherwise the
 * member id passed to the screen, if any (undefined: the server uses the token's member).
 */
export function orderListMemberId(
  reType: number | undefined,
  storedMemberId: number | undefined,
  passedMemberId: number | undefined,
): number | undefined {
  return reType === STORED_MEMBER_RE_TYPE ? storedMemberId : passedMemberId
}
