import { createFileRoute } from '@tanstack/react-router'
import { myOrderArg } from '../../domain/orderRouteArgs'
import { MyOrderScreen } from '../../features/orders/MyOrderScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { loadOrderRoute } from '../-components/orderRoute'
import { loadRequiredArg } from '../-components/requiredArg'
import { validateShellSearch } from '../-components/search'

/**
 * /myOrder/:arg — the member's orders (order/orderInfo/getMemberOrderList). Arg
 * `[brandId, restaurantId, fromIndex, memberId?]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/myOrder/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context }) => ({
    context: await loadOrderRoute(context, loadRequiredArg(context, myOrderArg, params.arg, deps.arg)),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <MyOrderScreen context={context} />
}
