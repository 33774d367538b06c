import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { CartLineSchema } from '../menu/cartLine'
import type { PriceResult } from '../pricing/priceOrder'
import { TABLE_CODE_PATTERN, type TableSessionStatus } from '../table/tableSession'
import { MAX_PERSONS } from './menu'
import { AddOrderParams, type OrderLine, type OrderPayment } from './order'
import { IdParam } from './system'

/**
 * The table calls (issue 37, docs/api.md "Tables"): a table's printed code resolves its restaurant
 * and menu, counts its guests, and takes its rounds, which join the table's open session.
 */

const TableCodeParam = v.pipe(boundedText(64), v.regex(TABLE_CODE_PATTERN))

/** POST order/qrcode/scanTableQrcodeNew, GET restaurant/scan/getScanById. */
export const ScanTableParams = v.object({ qrCode: TableCodeParam })

/** POST order/qrcode/addScanPerson: the guests at the table (SPEC §9 default 1). */
export const ScanPersonParams = v.object({
  qrCode: TableCodeParam,
  persons: v.pipe(
    v.unknown(),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(MAX_PERSONS),
  ),
})

/** POST order/qrcode/addTableOrder and order/scan/additionalOrder: one round of the table's order. */
export const TableRoundParams = v.object({
  qrCode: TableCodeParam,
  /** additionalOrder: the session the diner is adding to; refused once it is closed. */
  sessionId: v.optional(IdParam),
  lines: v.pipe(boundedArray(CartLineSchema, 200), v.minLength(1)),
  remark: AddOrderParams.entries.remark,
  submissionKey: AddOrderParams.entries.submissionKey,
  expectedPrice: AddOrderParams.entries.expectedPrice,
  businessDay: AddOrderParams.entries.businessDay,
})
export type TableRoundInput = v.InferOutput<typeof TableRoundParams>

/** One round sent to the table's session, as everyone at the table sees it. */
export type TableRound = {
  orderId: number
  orderNo: string
  roundNo: number
  /** The sender's name as their account has it; '' when they set none (the screen says "Guest"). */
  sentBy: string
  status: number
  price: string
  /** The round's price as the server stored and charged it (the receipt's breakdown sums these). */
  priceResult: PriceResult
  createdAt: string
  lines: OrderLine[]
  /** How the round was paid, as the order screens show it (the table's bill): null while it is due. */
  payment: OrderPayment | null
}

/** A table's bill (src/domain/table/sessionBill.ts): what the rounds come to, what is paid, what is due. */
export type TableBillView = {
  /** Every round that stands, as one price. */
  priceResult: PriceResult
  /** Paid so far, online or at the counter. */
  paid: string
  /** Still to pay: the rounds no paid bill and no payment under way covers. */
  due: string
  /** A payment of the bill under way (one at a time), or null. */
  paying: { billId: number; amount: string; payType: number; status: number } | null
}

/** A table's session: its guests, its rounds so far, the running total. */
export type TableSessionView = {
  id: number
  status: TableSessionStatus
  persons: number
  openedAt: string
  closedAt: string | null
  rounds: TableRound[]
  /** Sum of the rounds' prices that are not cancelled: the bill's price. */
  total: string
  bill: TableBillView
}

/**
 * POST pay/tableBill/pay: pays what the table's session still owes, online (a member; the code is
 * the capability). The amount is the server's: the sum of the rounds the payment covers.
 */
export const TableBillPayParams = v.object({
  qrCode: TableCodeParam,
  sessionId: IdParam,
  payType: IdParam,
})
export type TableBillPayInput = v.InferOutput<typeof TableBillPayParams>

/** The answer of pay/tableBill/pay: the payment started (or the one under way), and its page. */
export type TableBillPayResult = {
  billId: number
  paymentId: number
  sessionId: number
  payType: number
  amount: string
  status: number
  redirectUrl: string
}

/** What a table's code opens: its restaurant, menu and table, and the open session, if any. */
export type TableScan = {
  brandId: number
  restaurantId: number
  menuType: 4
  qrCode: string
  tableName: string
  seats: number
  session: TableSessionView | null
}
