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

/** The fields of an arg that names one order. */
const ORDER_ARG_NAMES = ['brandId', 'restaurantId', 'fromIndex', 'orderId']
const OrderArgSchema = v.object({ ...CommonArg.entries, orderId: v.pipe(IdText, v.minValue(1)) })

/**
 * /orderDetail/:arg and /pcOrderDetail/:arg — `[brandId, restaurantId, fromIndex, orderId]` (the
 * layout the checkout screens navigate to after placing an order).
 */
export const orderDetailArg = routeArg(ORDER_ARG_NAMES, OrderArgSchema)
export type OrderDetailArg = v.InferOutput<typeof CommonArg> & { orderId: number }

/**
 * /printing/:arg and /printingDetail/:arg — `[brandId, restaurantId, fromIndex, orderId]`: the receipt
 * of one order, with the order detail's fields, so that the detail links to it with its own values.
 */
export const receiptArg = routeArg(ORDER_ARG_NAMES, OrderArgSchema)
export type ReceiptArg = OrderDetailArg

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
