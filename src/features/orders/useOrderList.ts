import { useCallback, useMemo, useState } from 'react'
import { useAnswer } from '../../data/calls'
import { brandRestaurantListRead } from '../../data/shellReads'
import { useSetting } from '../../db/settings'
import type { MyOrderArg } from '../../domain/orderRouteArgs'
import { orderListMemberId } from '../../domain/orderRouteArgs'
import { useChangeCount } from './liveOrders'
import type { OrderListScope } from './orderCalls'

export type OrderList = {
  scope: OrderListScope
  /** Pages shown, from 1. */
  pageCount: number
  /** Shows the page after `pageIndex` (the last page's sentinel came into view). */
  showPageAfter: (pageIndex: number) => void
  /** Changes the server reported since the list opened: each page reads itself again on a new one. */
  changes: number
  /** The brand's restaurant names by id ('' while unknown). */
  restaurantName: (restaurantId: number) => { name: string; name1: string; name2: string } | undefined
}

/**
 * The member's order list (SPEC §6: re_type 6 sends the stored user id, otherwise the id passed to
 * the screen): the pages shown so far, refreshed when the server reports a change.
 */
export function useOrderList(context: MyOrderArg, memberId: number, awaitingPayment = false): OrderList {
  const reType = useSetting('reType', undefined)
  const listMemberId = orderListMemberId(reType, memberId, context.memberId)
  const scope = useMemo(
    () => ({
      memberId,
      brandId: context.brandId,
      restaurantId: context.restaurantId,
      listMemberId,
      ...(awaitingPayment ? { awaitingPayment } : {}),
    }),
    [memberId, context.brandId, context.restaurantId, listMemberId, awaitingPayment],
  )
  const [pageCount, setPageCount] = useState(1)
  const showPageAfter = useCallback(
    (pageIndex: number) => setPageCount((n) => Math.max(n, pageIndex + 1)),
    [],
  )

  const changes = useChangeCount(memberId > 0, undefined)

  const restaurantsQuery = useMemo(() => brandRestaurantListRead(context.brandId), [context.brandId])
  const restaurants = useAnswer(restaurantsQuery)
  const byId = useMemo(
    () => new Map((restaurants?.data ?? []).map((restaurant) => [restaurant.id, restaurant])),
    [restaurants],
  )
  const restaurantName = useCallback((id: number) => byId.get(id), [byId])
  return { scope, pageCount, showPageAfter, changes, restaurantName }
}
