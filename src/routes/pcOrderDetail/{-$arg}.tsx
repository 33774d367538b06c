import { createFileRoute } from '@tanstack/react-router'
import { orderDetailArg } from '../../domain/orderRouteArgs'
import { OrderDetailScreen } from '../../features/orders/OrderDetailScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { loadOrderRoute } from '../-components/orderRoute'
import { loadRequiredArg } from '../-components/requiredArg'
import { validateShellSearch } from '../-components/search'

/**
 * /pcOrderDetail/:arg — the desktop variant of /orderDetail (wide layout, two columns).
 * Arg `[brandId, restaurantId, fromIndex, orderId]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pcOrderDetail/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps }) => ({
    context: await loadOrderRoute(loadRequiredArg(orderDetailArg, params.arg, deps.arg)),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <OrderDetailScreen context={context} layout="desktop" />
}
