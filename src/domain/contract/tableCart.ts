import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { CartLineSchema } from '../menu/cartLine'
import type { CartLine } from '../menu/types'
import { TABLE_CODE_PATTERN } from '../table/tableSession'
import { MAX_LINE_NUMBER } from './menu'
import { AddOrderParams, type OrderDetail } from './order'
import { IdParam } from './system'
import type { TableSessionView } from './table'

/**
 * A table's shared cart (issue 37 item 3, docs/api.md "Tables"): every phone that scanned the
 * table's code reads and changes one cart. Changes name the line they touch (a random id the adding
 * phone made), so they merge per line and can be retried: an add is made once, a quantity is set on
 * its line, a removal stays removed. A phone waits for the next version with `after`. A send names
 * the cart's generation and version: the round is made of what that version holds, and a second
 * send of the same generation answers the round the first made.
 */

/** Lines a table's cart holds at once (removed lines count until the round is sent). */
export const TABLE_CART_MAX_LINES = 200
/** Changes in one request (a phone back online sends what it made offline, in order). */
export const TABLE_CART_MAX_CHANGES = 100
/** A guest's chosen name, in user-perceived characters. */
export const GUEST_NAME_MAX = 20

export const TABLE_CART_ERR = {
  /** The cart changed since the version the phone sent: it shows the new one and asks again. */
  changed: 'TABLE.CART_CHANGED',
  /** The cart has no lines to send. */
  empty: 'TABLE.CART_EMPTY',
  /** The cart holds TABLE_CART_MAX_LINES lines. */
  full: 'TABLE.CART_FULL',
} as const

const TableCodeParam = v.pipe(boundedText(64), v.regex(TABLE_CODE_PATTERN))
/** A phone's key at a table, or a line's id: random, made on the phone. */
export const RandomIdParam = v.pipe(boundedText(64), v.regex(/^[A-Za-z0-9_-]{16,64}$/))
export const GuestNameParam = v.pipe(
  boundedText(80),
  v.transform((name) => name.trim()),
  v.check((name) => [...name].length <= GUEST_NAME_MAX, 'tooLong'),
)
const NumberParam = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_LINE_NUMBER))
export const VersionParam = v.pipe(
  v.unknown(),
  v.transform(Number),
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(2 ** 31 - 1),
)

/** One change: add a line (once, whatever its retries), or set a line's quantity (0 removes it). */
export const TableCartChangeSchema = v.variant('kind', [
  v.object({ kind: v.literal('add'), lineId: RandomIdParam, line: CartLineSchema }),
  v.object({ kind: v.literal('set'), lineId: RandomIdParam, number: NumberParam }),
])
export type TableCartChange = v.InferOutput<typeof TableCartChangeSchema>

/** GET order/tableCart: the cart now, or with `after` its next version (waiting up to TABLE_CART_WAIT_MS). */
export const TableCartReadParams = v.object({
  qrCode: TableCodeParam,
  after: v.optional(VersionParam),
  /** The phone's key: the answer's `you` is its guest number. */
  guestKey: v.optional(RandomIdParam),
})

/** POST order/tableCart/change: the phone's changes in the order it made them, and its guest name. */
export const TableCartChangeParams = v.object({
  qrCode: TableCodeParam,
  guestKey: RandomIdParam,
  /** Absent: keep the name the guest has; '' clears it (the others see "Guest 2"). */
  guestName: v.optional(GuestNameParam),
  changes: v.pipe(boundedArray(TableCartChangeSchema, TABLE_CART_MAX_CHANGES)),
})
export type TableCartChangeInput = v.InferOutput<typeof TableCartChangeParams>

/** POST order/tableCart/send: sends the cart's `generation` as it is at `version`, as one round. */
export const TableCartSendParams = v.object({
  qrCode: TableCodeParam,
  generation: RandomIdParam,
  version: VersionParam,
  /** The session the phone has seen rounds of; a closed one is refused (TABLE.SESSION_CLOSED). */
  sessionId: v.optional(IdParam),
  remark: AddOrderParams.entries.remark,
  expectedPrice: AddOrderParams.entries.expectedPrice,
  businessDay: AddOrderParams.entries.businessDay,
})
export type TableCartSendInput = v.InferOutput<typeof TableCartSendParams>

/** A line of the shared cart: its id, the line, and the guest who added it. */
export type TableCartLine = { lineId: string; line: CartLine; guestNo: number }

/** A guest of the table's cart: their number ("Guest 2") and the name they chose ('' none). */
export type TableGuest = { guestNo: number; name: string }

export type TableCartView = {
  version: number
  generation: string
  /** The lines to send (removed ones left out), in the order they were added. */
  lines: TableCartLine[]
  guests: TableGuest[]
  /** The guest number of the phone that asked (its guestKey), null when it has changed nothing yet. */
  you: number | null
  /** The generation the last round sent, and that round's order: a phone that sent it learns it went. */
  sent: { generation: string; orderId: number } | null
}

export type TableCartSendAnswer = {
  order: OrderDetail
  session: TableSessionView
  cart: TableCartView
}

/** The submission key of a cart generation's round: one per generation, whoever sends it. */
export function tableCartSubmissionKey(generation: string): string {
  return `table-cart:${generation}`
}
