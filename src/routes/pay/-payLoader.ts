import { withCatalogPart } from '../../i18n/catalog'
import type { ArgRouteLoad } from '../-components/requiredArg'
import { loadOrderDetailRoute } from '../orderDetail/-orderDetailLoader'

/**
 * The loader of the pay screens, /pay/:arg, /pcPay/:arg and /fixedPayOrder/:arg: the order's arg
 * `[brandId, restaurantId, fromIndex, orderId]` as the order detail's, with the paying words (the
 * checkout catalog) besides the order screens'.
 */
export function loadPayRoute(load: ArgRouteLoad) {
  return withCatalogPart(load.context.i18n, 'checkout', loadOrderDetailRoute(load))
}
