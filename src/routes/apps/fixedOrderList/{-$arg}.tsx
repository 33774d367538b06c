import { createFileRoute } from '@tanstack/react-router'
import { myOrderArg } from '../../../domain/orderRouteArgs'
import { MyOrderScreen } from '../../../features/orders/MyOrderScreen'
import { MissingArgDialog } from '../../-components/MissingArgDialog'
import { loadOrderRoute } from '../../-components/orderRoute'
import { loadRequiredArg } from '../../-components/requiredArg'
import { validateShellSearch } from '../../-components/search'

/**
 * /apps/fixedOrderList/:arg? — the member's orders still waiting for their online payment (issue 37
 * item 5; SPEC §2 app-embedded): order/orderInfo/getMemberOrderList with `awaitingPayment`, each
 * opening /fixedPayOrder. Arg `[brandId, restaurantId, fromIndex, memberId?]` as /myOrder. Missing
 * arg → Warm prompt (SPEC §2).
 */
export const Route = createFileRoute('/apps/fixedOrderList/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context }) => ({
    context: await loadOrderRoute(context, loadRequiredArg(context, myOrderArg, params.arg, deps.arg)),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <MyOrderScreen context={context} awaitingPayment /> : <MissingArgDialog />
}
