import { orderDetailArg } from '../../domain/orderRouteArgs'
import { loadOrderRoute } from '../-components/orderRoute'
import { type ArgRouteLoad, loadRequiredArg } from '../-components/requiredArg'

/**
 * The loader of one order, /orderDetail/:arg, its desktop variant /pcOrderDetail/:arg and its
 * receipt /printingDetail/:arg and /printing/:arg: the arg `[brandId, restaurantId, fromIndex,
 * orderId]` from the path or `?arg=`; undecodable → /error, missing → null (the route shows the
 * Warm prompt).
 */
export async function loadOrderDetailRoute({ params, deps, context }: ArgRouteLoad) {
  return {
    context: await loadOrderRoute(context, loadRequiredArg(context, orderDetailArg, params.arg, deps.arg)),
  }
}
