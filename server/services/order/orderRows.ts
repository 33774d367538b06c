import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { CartLine } from '../../../src/domain/menu/types'
import type { OrderAddress, OrderDetail, OrderLine, TimeSlot } from '../../../src/domain/orderApi'
import type { PriceResult } from '../../../src/domain/pricing/priceOrder'
import type { Database } from '../../db/open'
import { orderLines, orders } from '../../db/schema'

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
> & { timeSlot: TimeSlot; price: PriceResult; discountRuleId: number | null }

/** The display number: `YYMMDD` of the day at UTC+8, then the next value of order_number_seq, 6 digits at least. */
function orderNoOf(now: Date) {
  const day = new Date(now.getTime() + 8 * 60 * 60_000).toISOString().slice(2, 10).replaceAll('-', '')
  return sql`${day} || lpad(nextval('order_number_seq')::text, 6, '0')`
}

/**
 * Inserts the order unless its submission key is already taken: answers the new row, or null when
 * another order holds the key (on PostgreSQL a concurrent insert of the same key waits for the
 * first transaction and then finds it taken, DESIGN §4 exactly-once).
 */
export async function insertOrderOnce(db: Database, order: NewOrder, now: Date): Promise<OrderRow | null> {
  const { price, timeSlot, ...fields } = order
  const [row] = await db
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
    .returning()
  return row ?? null
}

/** Inserts the priced lines in cart order (`stockTaken`: units of each line taken from stock); answers the rows. */
export function insertOrderLines(
  db: Database,
  orderId: number,
  lines: readonly { line: CartLine; stockTaken: number }[],
): Promise<LineRow[]> {
  return db
    .insert(orderLines)
    .values(
      lines.map(({ line, stockTaken }, seq) => ({
        orderId,
        seq,
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
        stockTaken,
        itemDetail: line.itemDetail,
      })),
    )
    .returning()
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

/** The order row and its lines as the calls answer them. */
export function detailOf(row: OrderRow, lines: readonly LineRow[]): OrderDetail {
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
    cancelType: row.cancelType,
    refundProgress: row.refundProgress,
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
    submissionKey: row.submissionKey,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.map(lineOf),
  }
}

/** The orders' lines, by order id, in cart order. */
export async function linesOf(db: Database, orderIds: number[]): Promise<Map<number, LineRow[]>> {
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

/** One order with its lines, or null. */
export async function readOrder(db: Database, where: { id: number } | { submissionKey: string }) {
  const condition = 'id' in where ? eq(orders.id, where.id) : eq(orders.submissionKey, where.submissionKey)
  const [row] = await db.select().from(orders).where(condition).limit(1)
  if (!row) return null
  const lines = await linesOf(db, [row.id])
  return detailOf(row, lines.get(row.id) ?? [])
}
