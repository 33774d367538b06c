import { createFileRoute } from '@tanstack/react-router'
import { ReceiptScreen } from '../../features/orders/receipt/ReceiptScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadReceiptRoute } from '../orderDetail/-orderDetailLoader'
/**
 * /printing/:arg — the receipt of /printingDetail that prints itself: the browser's print dialog
 * opens once the receipt is shown ("Print receipt" on the order detail, "Print the bill" at a
 * table). Arg `[brandId, restaurantId, fromIndex, orderId]`, or a table session's bill
 * `[brandId, restaurantId, fromIndex, 0, qrCode, sessionId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/printing/{-$arg}')({
  ...argRouteOptions,
  loader: loadReceiptRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <ReceiptScreen context={context} printOnOpen />
}
