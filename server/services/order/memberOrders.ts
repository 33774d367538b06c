import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  ALL_ORDER_TYPES,
  type MemberOrderListParams,
  type MemberOrderPage,
  type OrderDetail,
} from '../../../src/domain/contract/order'
import { ORDER_PAY_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import type { Database } from '../../db/open'
import { orders } from '../../db/schema'
import { orderNotFoundError } from './orderErrors'
import { detailsOf, readOrder } from './orderRows'

/** The order reads of a member: one order, or a page of them. Another member's order is never found. */

/** POST order/getOrderDetailsByOrderId: the member's order; ORDER.NOT_FOUND for an unknown id or another member's. */
export async function memberOrder(db: Database, memberId: number, orderId: number): Promise<OrderDetail> {
  const order = await readOrder(db, { id: orderId })
  if (!order || order.memberId !== memberId) throw orderNotFoundError()
  return order
}

type ListParams = v.InferOutput<typeof MemberOrderListParams>

/**
 * GET order/orderInfo/getMemberOrderList: the member's orders, newest first, pageSize per page
 * (SPEC §9: 20). orderTypeList 9 (the default) is every order type; brandId and restaurantId narrow.
 */
export async function memberOrderPage(
  db: Database,
  memberId: number,
  params: ListParams,
): Promise<MemberOrderPage> {
  const conditions: SQL[] = [eq(orders.memberId, memberId)]
  if (!params.orderTypeList.includes(ALL_ORDER_TYPES))
    conditions.push(inArray(orders.orderType, params.orderTypeList))
  if (params.brandId !== undefined) conditions.push(eq(orders.brandId, params.brandId))
  if (params.restaurantId !== undefined) conditions.push(eq(orders.restaurantId, params.restaurantId))
  // src/domain/orderStatus.ts awaitsOnlinePayment: online, still submitted.
  if (params.awaitingPayment)
    conditions.push(eq(orders.orderPayType, ORDER_PAY_TYPE.online), eq(orders.status, ORDER_STATUS.submitted))
  const where = and(...conditions)
  const offset = (params.pageIndex - 1) * params.pageSize
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(params.pageSize)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ])
  const list = await detailsOf(db, rows)
  const total = counted?.n ?? 0
  return {
    list,
    pageIndex: params.pageIndex,
    pageSize: params.pageSize,
    total,
    hasMore: offset + rows.length < total,
  }
}
