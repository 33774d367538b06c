import { createFileRoute, redirect } from '@tanstack/react-router'
import { CheckoutScreen } from '../../features/checkout/CheckoutScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { fittingVariant } from '../-components/screenVariant'
import { checkoutRouteOptions } from '../deliveryOrder/-checkoutRoute'

/**
 * /pcDeliveryOrder/:arg? — the order confirmation laid out wide (SPEC §2: the same screen as
 * /deliveryOrder): the order and its choices beside the price and Place order.
 */
export const Route = createFileRoute('/pcDeliveryOrder/{-$arg}')({
  // The other form of this screen when it fits the screen better (../-components/screenVariant.ts).
  beforeLoad: ({ location, params, search }) => {
    if (fittingVariant(location) === 'phone')
      throw redirect({ to: '/deliveryOrder/{-$arg}', params, search, replace: true })
  },
  ...checkoutRouteOptions,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <CheckoutScreen arg={context} layout="desktop" /> : <MissingArgDialog />
}
