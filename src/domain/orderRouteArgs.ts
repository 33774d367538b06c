/**
 * Route args of the order screens (SPEC §2 "Orders", docs/routes.md), built like
 * ./memberRouteArgs.ts over the common prefix, and who the order list asks for (SPEC §6).
 */
import * as v from 'valibot'
import { CommonArg, emptyAsAbsent, IdText, routeArg } from './routeArgs'
import { TABLE_CODE_PATTERN } from './table/tableSession'

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

/** The receipt of a table's session: the table's printed code (the capability) and the session's id. */
export type TableReceiptArg = v.InferOutput<typeof CommonArg> & {
  orderId: 0
  qrCode: string
  sessionId: number
}
/** What a receipt shows: one order, or a table session's bill. */
export type ReceiptArg = OrderDetailArg | TableReceiptArg

const ReceiptArgSchema = v.pipe(
  v.object({
    ...CommonArg.entries,
    orderId: IdText,
    qrCode: v.optional(v.pipe(v.string(), v.regex(TABLE_CODE_PATTERN))),
    sessionId: emptyAsAbsent(v.pipe(IdText, v.minValue(1))),
  }),
  v.check(
    (arg) =>
      arg.orderId > 0 ? arg.qrCode === undefined : arg.qrCode !== undefined && arg.sessionId !== undefined,
    'an order, or a table code and a session',
  ),
  v.transform(
    ({ qrCode, sessionId, ...arg }): ReceiptArg =>
      arg.orderId > 0 ? arg : { ...arg, orderId: 0, qrCode: qrCode!, sessionId: sessionId! },
  ),
)

/**
 * /printing/:arg and /printingDetail/:arg — an order's receipt `[brandId, restaurantId, fromIndex,
 * orderId]` (as the order detail's arg), or a table session's bill `[brandId, restaurantId,
 * fromIndex, 0, qrCode, sessionId]`: the table's printed code lets whoever holds it read the bill,
 * also after the staff closed the table.
 */
export const receiptArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'orderId', 'qrCode', 'sessionId'],
  ReceiptArgSchema,
)

/** The arg values of a table session's bill, for encodeArg. */
export function tableReceiptArgValues(arg: {
  brandId: number
  restaurantId: number
  qrCode: string
  sessionId: number
}): (string | number)[] {
  return [arg.brandId, arg.restaurantId, 0, 0, arg.qrCode, arg.sessionId]
}

/** Whether the receipt is a table session's bill. */
export const isTableReceipt = (arg: ReceiptArg): arg is TableReceiptArg => arg.orderId === 0

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
