import { createFileRoute } from '@tanstack/react-router'
import { PayScreen } from '../../features/pay/PayScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadPayRoute } from '../pay/-payLoader'
/**
 * /pcPay/:arg — the desktop variant of /pay/:arg (a wide screen is sent here from /pay, and a
 * narrow one back). Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pcPay/{-$arg}')({
  ...argRouteOptions,
  loader: loadPayRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <PayScreen context={context} />
}
