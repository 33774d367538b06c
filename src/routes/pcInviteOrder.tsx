import { createFileRoute } from '@tanstack/react-router'
import { CheckoutScreen } from '../features/checkout/CheckoutScreen'
import { MissingArgDialog } from './-components/MissingArgDialog'
import { argRouteOptions } from './-components/search'
import { loadCheckoutRoute } from './deliveryOrder/-checkoutLoader'

/**
 * /pcInviteOrder?arg= — the order confirmation laid out wide, as /pcDeliveryOrder (SPEC §2: the same
 * screen), reached from a group order's desktop page: its arg is the menu's with the group order's
 * code, and the order is placed from the group order's dishes (order/invite/place). Without an arg,
 * the menu last opened, as /pcDeliveryOrder.
 */
export const Route = createFileRoute('/pcInviteOrder')({
  ...argRouteOptions,
  loader: ({ deps, context }) => loadCheckoutRoute({ params: {}, deps, context }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <CheckoutScreen arg={context} layout="desktop" /> : <MissingArgDialog />
}
