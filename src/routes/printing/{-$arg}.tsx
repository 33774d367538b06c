import { createFileRoute } from '@tanstack/react-router'
import { ReceiptScreen } from '../../features/orders/receipt/ReceiptScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadOrderDetailRoute } from '../orderDetail/-orderDetailLoader'
/**
 * /printing/:arg — the receipt of /printingDetail that prints itself: the browser's print dialog
 * opens once the receipt is shown ("Print receipt" on the order detail leads here). Arg
 * `[brandId, restaurantId, fromIndex, orderId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/printing/{-$arg}')({
  ...argRouteOptions,
  loader: loadOrderDetailRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <ReceiptScreen context={context} printOnOpen />
}
