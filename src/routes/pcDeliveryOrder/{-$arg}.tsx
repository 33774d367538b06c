import { createFileRoute } from '@tanstack/react-router'
import { CheckoutScreen } from '../../features/checkout/CheckoutScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadCheckoutRoute } from '../deliveryOrder/-checkoutLoader'
/**
 * /pcDeliveryOrder/:arg? — the order confirmation laid out wide (SPEC §2: the same screen as
 * /deliveryOrder): the order and its choices beside the price and Place order.
 */
export const Route = createFileRoute('/pcDeliveryOrder/{-$arg}')({
  ...argRouteOptions,
  loader: loadCheckoutRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <CheckoutScreen arg={context} layout="desktop" /> : <MissingArgDialog />
}
