import { orderDetailArg, receiptArg } from '../../domain/orderRouteArgs'
import { loadOrderRoute } from '../-components/orderRoute'
import { type ArgRouteLoad, loadRequiredArg } from '../-components/requiredArg'

/**
 * The loader of one order, /orderDetail/:arg and its desktop variant /pcOrderDetail/:arg: the arg `[brandId, restaurantId, fromIndex,
 * orderId]` from the path or `?arg=`; undecodable → /error, missing → null (the route shows the
 * Warm prompt).
 */
export async function loadOrderDetailRoute({ params, deps, context }: ArgRouteLoad) {
  return {
    context: await loadOrderRoute(context, loadRequiredArg(context, orderDetailArg, params.arg, deps.arg)),
  }
}

/**
 * The loader of the receipts, /printingDetail/:arg and /printing/:arg: an order's arg as above, or
 * a table session's `[brandId, restaurantId, fromIndex, 0, qrCode, sessionId]`.
 */
export async function loadReceiptRoute({ params, deps, context }: ArgRouteLoad) {
  return {
    context: await loadOrderRoute(context, loadRequiredArg(context, receiptArg, params.arg, deps.arg)),
  }
}
