import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { CartLineSchema } from '../menu/cartLine'
import { TABLE_CODE_PATTERN, type TableSessionStatus } from '../table/tableSession'
import { MAX_PERSONS } from './menu'
import { AddOrderParams, type OrderLine } from './order'
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
  createdAt: string
  lines: OrderLine[]
}

/** A table's session: its guests, its rounds so far, the running total. */
export type TableSessionView = {
  id: number
  status: TableSessionStatus
  persons: number
  openedAt: string
  closedAt: string | null
  rounds: TableRound[]
  /** Sum of the rounds' prices that are not cancelled. */
  total: string
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
