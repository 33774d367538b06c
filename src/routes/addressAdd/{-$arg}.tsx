import { createFileRoute, redirect } from '@tanstack/react-router'
import { readArg } from '../../domain/args'
import { addressAddArg } from '../../domain/memberRouteArgs'
import { AddressEditScreen } from '../../features/address/AddressEditScreen'
import { adoptBrand } from '../../features/brand/loadBrandOverview'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { validateShellSearch } from '../-components/search'

/** /addressAdd/:arg — add an address, or edit the one named. Arg `[brandId, restaurantId, fromIndex, addressId?]`. Missing arg → Warm prompt. */
export const Route = createFileRoute('/addressAdd/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps }) => {
    const outcome = addressAddArg(readArg(params.arg, deps.arg))
    if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
    if (outcome.kind === 'missing') return { context: null }
    await adoptBrand(outcome.arg.brandId, outcome.arg.restaurantId)
    return {
      context: {
        brandId: outcome.arg.brandId,
        restaurantId: outcome.arg.restaurantId,
        fromIndex: outcome.arg.fromIndex,
        addressId: outcome.arg.addressId,
      },
    }
  },
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <AddressEditScreen context={context} />
}
