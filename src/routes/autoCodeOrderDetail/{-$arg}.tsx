import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailScreen } from '../../features/orders/OrderDetailScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadOrderDetailRoute } from '../orderDetail/-orderDetailLoader'

/**
 * /autoCodeOrderDetail/:arg — a self-service order (issue 37 item 5, SPEC §2 "Orders"): the order
 * detail with its collection number first and big, and a word on collecting it at the counter; the
 * status follows the order live. Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg →
 * Warm prompt.
 */
export const Route = createFileRoute('/autoCodeOrderDetail/{-$arg}')({
  ...argRouteOptions,
  loader: loadOrderDetailRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <OrderDetailScreen context={context} layout="phone" collectAtCounter />
}
