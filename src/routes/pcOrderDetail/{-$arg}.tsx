import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailScreen } from '../../features/orders/OrderDetailScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadOrderDetailRoute } from '../orderDetail/-orderDetailLoader'
/**
 * /pcOrderDetail/:arg — the desktop variant of /orderDetail (wide layout, two columns).
 * Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pcOrderDetail/{-$arg}')({
  ...argRouteOptions,
  loader: loadOrderDetailRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <OrderDetailScreen context={context} layout="desktop" />
}
