import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailScreen } from '../../features/orders/OrderDetailScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadOrderDetailRoute } from './-orderDetailLoader'
/**
 * /orderDetail/:arg — one order of the member (order/getOrderDetailsByOrderId): status, tracking, refund, lines, price, Cancel, Order again.
 * Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/orderDetail/{-$arg}')({
  ...argRouteOptions,
  loader: loadOrderDetailRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <OrderDetailScreen context={context} layout="phone" />
}
