import type { ApiClient } from '../../api/client'
import type { RecordStore } from '../../data/recordStore'
import { fetchedOf, type RecordKind, type RecordQuery } from '../../data/recordTypes'
import { orderCopies } from '../../db/orderCopies'
import { ALL_ORDER_TYPES, type MemberOrderPage, type OrderDetail } from '../../domain/contract/order'
import type { Envelope } from '../../domain/envelope'

/**
 * The order calls of the order screens (SPEC §7 "Orders and payment", docs/api.md "Order service")
 * and their records (docs/data.md, kind `order`): the list pages and the details of a member, kept
 * in memory for a short while, refreshed by the live order events and after a cancel.
 */

/** An order as the order calls answer it (docs/api.md "Order service"). */
export type ShownOrder = OrderDetail

/** One page of the member's orders. */
export type ShownOrderPage = MemberOrderPage

/** SPEC §9 order list page size. */
const ORDER_PAGE_SIZE = 20

/** Every prefix of the key that ends at a ':': logout forgets `member:` ones, a cancel `member:<id>:orders`. */
function prefixTags(key: string): string[] {
  const tags: string[] = []
  for (let index = key.indexOf(':'); index >= 0; index = key.indexOf(':', index + 1))
    tags.push(key.slice(0, index))
  return tags
}

/**
 * Orders change while a screen shows them (the merchant moves them on): a value is trusted for
 * 15 s when a screen opens, and the live events refresh shown ones at once. The last one seen is
 * kept on the device (src/db/orderCopies.ts, emptied at logout) and shown, with its age, only when
 * the network cannot be reached: online, an old status shown first would mislead.
 */
function orderKind<T>(name: string): RecordKind<T> {
  return {
    name,
    maxAgeMs: 15_000,
    askAgainAfterMs: 1_000,
    memoryMax: 30,
    tags: prefixTags,
    device: orderCopies<T>(),
    showCopy: 'unreachable',
  }
}
const pageKind = orderKind<ShownOrderPage>('orderPage')
const detailKind = orderKind<ShownOrder>('order')

/** Key prefix of a member's order records (under `member:`, so logout forgets them). */
function memberOrdersTag(memberId: number): string {
  return `member:${memberId}:orders`
}

/** What a list page asks for: the brand, a restaurant (0: all) and the member sent (SPEC §6). */
export type OrderListScope = {
  memberId: number
  brandId: number
  restaurantId: number
  listMemberId?: number
  /** Only the orders waiting for their online payment (/apps/fixedOrderList). */
  awaitingPayment?: boolean
}

/** GET order/orderInfo/getMemberOrderList, one page of 20, every order type (9), as a record. */
export function orderPageQuery(scope: OrderListScope, pageIndex: number): RecordQuery<ShownOrderPage> {
  const { memberId, brandId, restaurantId, listMemberId, awaitingPayment } = scope
  const list = awaitingPayment ? 'toPay' : 'list'
  return {
    kind: pageKind,
    key: `${memberOrdersTag(memberId)}:${list}:${brandId}:${restaurantId}:${listMemberId ?? ''}:${pageIndex}`,
    fetch: async (_shown, api) =>
      fetchedOf(
        await api.get<ShownOrderPage>('order/orderInfo/getMemberOrderList', {
          pageIndex,
          pageSize: ORDER_PAGE_SIZE,
          orderTypeList: ALL_ORDER_TYPES,
          memberId: listMemberId,
          brandId,
          restaurantId: restaurantId || undefined,
          awaitingPayment: awaitingPayment ? 1 : undefined,
        }),
      ),
  }
}

/** POST order/getOrderDetailsByOrderId, as a record. */
export function orderDetailQuery(memberId: number, orderId: number): RecordQuery<ShownOrder> {
  return {
    kind: detailKind,
    key: `${memberOrdersTag(memberId)}:detail:${orderId}`,
    fetch: async (_shown, api) =>
      fetchedOf(await api.post<ShownOrder>('order/getOrderDetailsByOrderId', { orderId })),
  }
}

/** POST order/updateOrderStatus: the diner's cancel (`data` true; ORDER.CONFIRMED once confirmed). */
export function cancelOrder(api: ApiClient, orderId: number): Promise<Envelope<boolean>> {
  return api.post<boolean>('order/updateOrderStatus', { orderId })
}

/** After a change to the member's orders: shown ones ask again when next due, others are forgotten. */
export function invalidateMemberOrders(records: RecordStore, memberId: number): void {
  records.invalidate(memberOrdersTag(memberId))
}
