import { createFileRoute } from '@tanstack/react-router'
import { addressListArg } from '../../domain/memberRouteArgs'
import { AddressListScreen } from '../../features/address/AddressListScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { withMemberMessages } from '../-components/memberMessages'
import { loadRequiredArg } from '../-components/requiredArg'
import { validateShellSearch } from '../-components/search'

/** /addressList/:arg — saved addresses. Arg `[brandId, restaurantId, fromIndex, select?]`; select 1 chooses one for an order. Missing arg → Warm prompt. */
export const Route = createFileRoute('/addressList/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context }) => ({
    context: await withMemberMessages(
      context.i18n,
      loadRequiredArg(context, addressListArg, params.arg, deps.arg),
    ),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <AddressListScreen context={context} />
}
