import { createFileRoute } from '@tanstack/react-router'
import { ReceiptScreen } from '../../features/orders/receipt/ReceiptScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadReceiptRoute } from '../orderDetail/-orderDetailLoader'
/**
 * /printingDetail/:arg — the receipt of one order of the member, or a table session's bill, with a
 * Print button (A4 portrait when printed or saved as PDF). Arg `[brandId, restaurantId, fromIndex,
 * orderId]`, or `[brandId, restaurantId, fromIndex, 0, qrCode, sessionId]` for a table's bill. Missing arg →
 * Warm prompt.
 */
export const Route = createFileRoute('/printingDetail/{-$arg}')({
  ...argRouteOptions,
  loader: loadReceiptRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <ReceiptScreen context={context} printOnOpen={false} />
}
