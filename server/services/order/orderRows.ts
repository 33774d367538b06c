import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type {
  OrderAddress,
  OrderDetail,
  OrderLine,
  OrderPayment,
  TimeSlot,
} from '../../../src/domain/contract/order'
import type { CartLine } from '../../../src/domain/menu/types'
import type { TrackingEntry } from '../../../src/domain/orderTracking'
import { payTypeName } from '../../../src/domain/payTypes'
import type { PriceResult } from '../../../src/domain/pricing/priceOrder'
import type { Database } from '../../db/open'
import { orderLines, orders, orderTracking } from '../../db/schema'
import { paymentFactsOf } from './orderPaymentFacts'

/** Writing an order's rows and reading them back as the calls answer them (OrderDetail). */

type OrderRow = typeof orders.$inferSelect
type LineRow = typeof orderLines.$inferSelect

/** What a new order row holds besides its number and times: answer fields, slot as sent, price, rule. */
type NewOrder = Pick<
  OrderDetail,
  | 'brandId'
  | 'restaurantId'
  | 'memberId'
  | 'orderType'
  | 'menuType'
  | 'status'
  | 'orderPayType'
  | 'payType'
  | 'persons'
  | 'remark'
  | 'address'
  | 'memberCouponId'
  | 'submissionKey'
> & {
  timeSlot: TimeSlot
  price: PriceResult
  discountRuleId: number | null
  /** The request's fingerprint (./submission.ts), kept with the key. */
  submissionFingerprint: string
  /** A table round's session and place among its rounds (./tableRounds.ts). */
  tableSessionId?: number
  roundNo?: number
}

/** The display number: `YYMMDD` of the day at UTC+8, then the next value of order_number_seq, 6 digits at least. */
function orderNoOf(now: Date) {
  const day = new Date(now.getTime() + 8 * 60 * 60_000).toISOString().slice(2, 10).replaceAll('-', '')
  return sql`${day} || lpad(nextval('order_number_seq')::text, 6, '0')`
}

/** A priced line and the units of it taken from stock (0 when its food is not stock-controlled). */
export type NewLine = { line: CartLine; stockTaken: number }

/** The line columns in the order the insert names them, and their types for json_to_recordset. */
const LINE_COLUMNS = sql.raw(`seq smallint, product_id integer, pos_fid text, product_name text,
  product_name1 text, product_name2 text, number integer, price numeric, total numeric, lunchbox_price numeric,
  service_charge smallint, ablediscount smallint, food_type smallint, image_url text, stock_taken integer,
  item_detail jsonb`)
const LINE_NAMES =
  sql.raw(`seq, product_id, pos_fid, product_name, product_name1, product_name2, number, price,
  total, lunchbox_price, service_charge, ablediscount, food_type, image_url, stock_taken, item_detail`)

/** The lines as json_to_recordset reads them (the columns above, in cart order). */
function linesJson(lines: readonly NewLine[]): string {
  return JSON.stringify(
    lines.map(({ line, stockTaken }, seq) => ({
      seq,
      product_id: line.productId,
      pos_fid: String(line.posFid),
      product_name: line.productName,
      product_name1: line.productName1,
      product_name2: line.productName2,
      number: line.number,
      price: line.price,
      total: line.total,
      lunchbox_price: line.lunchboxPrice,
      service_charge: line.serviceCharge,
      ablediscount: line.ablediscount,
      food_type: line.foodType,
      image_url: line.imageUrl,
      stock_taken: stockTaken,
      item_detail: line.itemDetail,
    })),
  )
}

/** The order's lines as written (what a read of them answers: lineOf), in cart order. */
function writtenLines(lines: readonly NewLine[]): OrderLine[] {
  return lines.map(({ line }) => ({
    productId: line.productId,
    posFid: String(line.posFid),
    productName: line.productName,
    productName1: line.productName1,
    productName2: line.productName2,
    number: line.number,
    price: line.price,
    total: line.total,
    lunchboxPrice: line.lunchboxPrice,
    serviceCharge: line.serviceCharge,
    ablediscount: line.ablediscount,
    foodType: line.foodType,
    imageUrl: line.imageUrl,
    itemDetail: [...line.itemDetail],
  }))
}

/**
 * Inserts the order and its priced lines in ONE statement unless its submission key is already
 * taken: answers the new order as the calls answer it, or null when another order holds the key
 * (then no line is written: the lines are inserted for the inserted row only). On PostgreSQL a
 * concurrent insert of the same key waits for the first transaction and then finds it taken
 * (DESIGN §4 exactly-once).
 */
export async function insertOrderOnce(
  db: Database,
  order: NewOrder,
  lines: readonly NewLine[],
  now: Date,
): Promise<OrderDetail | null> {
  const { price, timeSlot, ...fields } = order
  const inserted = db.$with('o').as(
    db
      .insert(orders)
      .values({
        ...fields,
        orderNo: orderNoOf(now),
        slotType: timeSlot.type,
        slotTime: timeSlot.type === 1 ? new Date(timeSlot.time) : null,
        ...price,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.submissionKey })
      .returning(),
  )
  const written = db.$with('l', { count: sql<number>`count` }).as(
    sql`insert into order_lines (order_id, ${LINE_NAMES})
      select o.id, l.* from o cross join json_to_recordset(${linesJson(lines)}::json) as l(${LINE_COLUMNS})
      returning 1 as count`,
  )
  const [row] = await db.with(inserted, written).select().from(inserted)
  return row ? { ...detailOf(row, []), lines: writtenLines(lines) } : null
}

function lineOf(row: LineRow): OrderLine {
  return {
    productId: row.productId,
    posFid: row.posFid,
    productName: row.productName,
    productName1: row.productName1,
    productName2: row.productName2,
    number: row.number,
    price: row.price,
    total: row.total,
    lunchboxPrice: row.lunchboxPrice,
    serviceCharge: row.serviceCharge,
    ablediscount: row.ablediscount,
    foodType: row.foodType,
    imageUrl: row.imageUrl,
    itemDetail: row.itemDetail as unknown[],
  }
}

/** The order row, its lines, tracking log and payment (none for a new order) as the calls answer them. */
function detailOf(
  row: OrderRow,
  lines: readonly LineRow[],
  tracking: readonly TrackingEntry[] = [],
  payment: OrderPayment | null = null,
): OrderDetail {
  return {
    id: row.id,
    orderId: row.id,
    orderNo: row.orderNo,
    brandId: row.brandId,
    restaurantId: row.restaurantId,
    memberId: row.memberId,
    orderType: row.orderType,
    menuType: row.menuType,
    status: row.status,
    orderPayType: row.orderPayType,
    payType: row.payType,
    payTypeName: payTypeName(row.payType),
    cancelType: row.cancelType,
    refundProgress: row.refundProgress,
    payment,
    tracking: [...tracking],
    trackingState: tracking.at(-1)?.state ?? null,
    persons: row.persons,
    remark: row.remark,
    address: row.address as OrderAddress | null,
    timeSlot: {
      type: row.slotType === 1 ? 1 : 0,
      time: row.slotTime ? row.slotTime.toISOString() : null,
    },
    priceResult: {
      total: row.total,
      subtotal: row.subtotal,
      lunchbox: row.lunchbox,
      service: row.service,
      serviceCharge: row.serviceCharge,
      deliveryFee: row.deliveryFee,
      all: row.all,
      discount: row.discount,
      discountReason: row.discountReason as PriceResult['discountReason'],
      memberDiscountResult: row.memberDiscountResult,
      couponCanUsePrice: row.couponCanUsePrice,
      coupon: row.coupon,
      couponReason: row.couponReason as PriceResult['couponReason'],
      decimal: row.decimal,
      price: row.price,
    },
    memberCouponId: row.memberCouponId,
    collectionNo: row.collectionNo,
    tableRound:
      row.tableSessionId !== null && row.roundNo !== null
        ? { sessionId: row.tableSessionId, roundNo: row.roundNo }
        : null,
    submissionKey: row.submissionKey,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.map(lineOf),
  }
}

/** The orders' lines, by order id, in cart order. */
async function linesOf(db: Database, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const byOrder = new Map<number, LineRow[]>(orderIds.map((id) => [id, []]))
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.seq))
  for (const row of rows) byOrder.get(row.orderId)?.push(row)
  return byOrder
}

/** The orders' tracking logs, by order id, oldest first. */
async function trackingOf(db: Database, orderIds: number[]): Promise<Map<number, TrackingEntry[]>> {
  const byOrder = new Map<number, TrackingEntry[]>(orderIds.map((id) => [id, []]))
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderTracking)
    .where(inArray(orderTracking.orderId, orderIds))
    .orderBy(asc(orderTracking.orderId), asc(orderTracking.id))
  for (const row of rows) byOrder.get(row.orderId)?.push({ state: row.state, at: row.at.toISOString() })
  return byOrder
}

/** The rows as the calls answer them, each with its lines, tracking log and payment. */
export async function detailsOf(db: Database, rows: readonly OrderRow[]): Promise<OrderDetail[]> {
  const ids = rows.map((row) => row.id)
  const [lines, tracking, payments] = await Promise.all([
    linesOf(db, ids),
    trackingOf(db, ids),
    paymentFactsOf(db, ids),
  ])
  return rows.map((row) =>
    detailOf(row, lines.get(row.id) ?? [], tracking.get(row.id) ?? [], payments.get(row.id) ?? null),
  )
}

/** One order with its lines and tracking, or null. */
export async function readOrder(db: Database, where: { id: number }): Promise<OrderDetail | null> {
  return (await readOrderWhere(db, eq(orders.id, where.id)))?.order ?? null
}

/** The order placed under a submission key and the fingerprint of its request (null before it was kept), or null. */
export function readKeyedOrder(db: Database, submissionKey: string) {
  return readOrderWhere(db, eq(orders.submissionKey, submissionKey))
}

async function readOrderWhere(db: Database, condition: SQL) {
  const [row] = await db.select().from(orders).where(condition).limit(1)
  if (!row) return null
  const [order] = await detailsOf(db, [row])
  return order ? { order, fingerprint: row.submissionFingerprint } : null
}
