import { withCatalogPart } from '../../i18n/catalog'
import { orderDetailRouteOptions } from '../orderDetail/-orderDetailRoute'

/**
 * The route options of the pay screens, /pay/:arg, /pcPay/:arg and /fixedPayOrder/:arg: the order's
 * arg `[brandId, restaurantId, fromIndex, orderId]` as the order detail's, with the paying words
 * (the checkout catalog) besides the order screens'.
 */
export const payRouteOptions = {
  ...orderDetailRouteOptions,
  loader: (input: Parameters<typeof orderDetailRouteOptions.loader>[0]) =>
    withCatalogPart(input.context.i18n, 'checkout', orderDetailRouteOptions.loader(input)),
}
