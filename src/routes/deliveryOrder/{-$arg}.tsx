import { createFileRoute } from '@tanstack/react-router'
import { CheckoutScreen } from '../../features/checkout/CheckoutScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadCheckoutRoute } from './-checkoutLoader'
/**
 * /deliveryOrder/:arg? — the order confirmation on a phone (delivery, pick-up, cold-chain), reached
 * from the cart's Next. Arg and loader: ./-checkoutLoader.ts. Missing arg and no stored menu → Warm prompt.
 */
export const Route = createFileRoute('/deliveryOrder/{-$arg}')({
  ...argRouteOptions,
  loader: loadCheckoutRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <CheckoutScreen arg={context} layout="phone" /> : <MissingArgDialog />
}
