import { createFileRoute } from '@tanstack/react-router'
import { addressAddArg } from '../../domain/memberRouteArgs'
import { AddressEditScreen } from '../../features/address/AddressEditScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { withMemberMessages } from '../-components/memberMessages'
import { loadRequiredArg } from '../-components/requiredArg'
import { validateShellSearch } from '../-components/search'

/** /addressAdd/:arg — add an address, or edit the one named. Arg `[brandId, restaurantId, fromIndex, addressId?]`. Missing arg → Warm prompt. */
export const Route = createFileRoute('/addressAdd/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context }) => ({
    context: await withMemberMessages(
      context.i18n,
      loadRequiredArg(context, addressAddArg, params.arg, deps.arg),
    ),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <AddressEditScreen context={context} />
}
