import { createFileRoute } from '@tanstack/react-router'
import { PayScreen } from '../../features/pay/PayScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadPayRoute } from './-payLoader'
/**
 * /pay/:arg — where a payment provider returns the payer (SPEC §2, §4): the pay-waiting overlay
 * until the payment is settled, then the order; or why it was not paid, with Pay again.
 * Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pay/{-$arg}')({
  ...argRouteOptions,
  loader: loadPayRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <PayScreen context={context} />
}
