import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailScreen } from '../../features/orders/OrderDetailScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { orderDetailRouteOptions } from '../orderDetail/-orderDetailRoute'

/**
 * /pcOrderDetail/:arg — the desktop variant of /orderDetail (wide layout, two columns).
 * Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pcOrderDetail/{-$arg}')({
  ...orderDetailRouteOptions,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <OrderDetailScreen context={context} layout="desktop" />
}
