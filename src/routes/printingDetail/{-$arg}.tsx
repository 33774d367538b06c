import { createFileRoute } from '@tanstack/react-router'
import { ReceiptScreen } from '../../features/orders/receipt/ReceiptScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadOrderDetailRoute } from '../orderDetail/-orderDetailLoader'
/**
 * /printingDetail/:arg — the receipt of one order of the member, with a Print button (A4 portrait
 * when printed or saved as PDF). Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg →
 * Warm prompt.
 */
export const Route = createFileRoute('/printingDetail/{-$arg}')({
  ...argRouteOptions,
  loader: loadOrderDetailRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <ReceiptScreen context={context} printOnOpen={false} />
}
