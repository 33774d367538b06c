import { createFileRoute, redirect } from '@tanstack/react-router'
import { readArg } from '../../domain/args'
import { addressListArg } from '../../domain/memberRouteArgs'
import { AddressListScreen } from '../../features/address/AddressListScreen'
import { adoptBrand } from '../../features/brand/loadBrandOverview'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { validateShellSearch } from '../-components/search'

/** /addressList/:arg — saved addresses. Arg `[brandId, restaurantId, fromIndex, select?]`; select 1 chooses one for an order. Missing arg → Warm prompt. */
export const Route = createFileRoute('/addressList/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps }) => {
    const outcome = addressListArg(readArg(params.arg, deps.arg))
    if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
    if (outcome.kind === 'missing') return { context: null }
    await adoptBrand(outcome.arg.brandId, outcome.arg.restaurantId)
    return {
      context: {
        brandId: outcome.arg.brandId,
        restaurantId: outcome.arg.restaurantId,
        fromIndex: outcome.arg.fromIndex,
        select: outcome.arg.select,
      },
    }
  },
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <AddressListScreen context={context} />
}
