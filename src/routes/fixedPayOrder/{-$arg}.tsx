import { createFileRoute } from '@tanstack/react-router'
import { FixedPayScreen } from '../../features/pay/FixedPayScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadPayRoute } from '../pay/-payLoader'
/**
 * /fixedPayOrder/:arg — paying a placed order for its fixed amount (the server's total): an
 * unpaid online order from its detail, Pay again after a payment that failed, or a payment that
 * could not start after placing. Arg `[brandId, restaurantId, fromIndex, orderId]`.
 */
export const Route = createFileRoute('/fixedPayOrder/{-$arg}')({
  ...argRouteOptions,
  loader: loadPayRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <FixedPayScreen context={context} />
}
