import type { AppContext } from '../../app/appContext'
import { prepareOrders } from '../../features/orders/prepareOrders'
import { withCatalogPart } from '../../i18n/catalog'
import { withMemberMessages } from './memberMessages'

/**
 * The loader of an order route (/myOrder, /orderDetail, /pcOrderDetail): its decoded arg, with the
 * orders catalog, the member area's words (the login gate's) and the brand's restaurants loaded.
 */
export function loadOrderRoute<Arg extends { brandId: number }>(
  app: AppContext,
  decoding: Promise<Arg | null>,
): Promise<Arg | null> {
  return withCatalogPart(
    app.i18n,
    'orders',
    withMemberMessages(
      app.i18n,
      decoding.then(async (arg) => {
        if (arg) await prepareOrders(app, arg.brandId)
        return arg
      }),
    ),
  )
}
