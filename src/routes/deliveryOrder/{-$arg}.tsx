import { createFileRoute, redirect } from '@tanstack/react-router'
import { CheckoutScreen } from '../../features/checkout/CheckoutScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { fittingVariant } from '../-components/screenVariant'
import { checkoutRouteOptions } from './-checkoutRoute'

/**
 * /deliveryOrder/:arg? — the order confirmation on a phone (delivery, pick-up, cold-chain), reached
 * from the cart's Next. Arg and loader: ./-checkoutRoute.ts. Missing arg and no stored menu → Warm prompt.
 */
export const Route = createFileRoute('/deliveryOrder/{-$arg}')({
  // The other form of this screen when it fits the screen better (../-components/screenVariant.ts).
  beforeLoad: ({ location, params, search }) => {
    if (fittingVariant(location) === 'desktop')
      throw redirect({ to: '/pcDeliveryOrder/{-$arg}', params, search, replace: true })
  },
  ...checkoutRouteOptions,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <CheckoutScreen arg={context} layout="phone" /> : <MissingArgDialog />
}
