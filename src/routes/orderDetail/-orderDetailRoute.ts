import type { AppContext } from '../../app/appContext'
import { orderDetailArg } from '../../domain/orderRouteArgs'
import { loadOrderRoute } from '../-components/orderRoute'
import { loadRequiredArg } from '../-components/requiredArg'
import { type ShellSearch, validateShellSearch } from '../-components/search'

/**
 * The route options of one order, /orderDetail/:arg, its desktop variant /pcOrderDetail/:arg and
 * its receipt /printingDetail/:arg and /printing/:arg:
 * the arg `[brandId, restaurantId, fromIndex, orderId]` from the path or `?arg=`; undecodable →
 * /error, missing → null (the route shows the Warm prompt).
 */
export const orderDetailRouteOptions = {
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }: { search: ShellSearch }) => ({ arg: search.arg }),
  loader: async ({
    params,
    deps,
    context,
  }: {
    params: { arg?: string }
    deps: { arg?: string }
    context: AppContext
  }) => ({
    context: await loadOrderRoute(context, loadRequiredArg(context, orderDetailArg, params.arg, deps.arg)),
  }),
}
