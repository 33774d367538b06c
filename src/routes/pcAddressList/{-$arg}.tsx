import { createFileRoute } from '@tanstack/react-router'
import { pcAddressListArg } from '../../domain/memberRouteArgs'
import { PcAddressListScreen } from '../../features/address/PcAddressListScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { withMemberMessages } from '../-components/memberMessages'
import { loadRequiredArg } from '../-components/requiredArg'
import { validateShellSearch } from '../-components/search'

/** /pcAddressList/:arg — desktop address list with the form beside it. Arg as /addressList `[brandId, restaurantId, fromIndex, select?]`. Missing arg → Warm prompt. */
export const Route = createFileRoute('/pcAddressList/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context }) => ({
    context: await withMemberMessages(
      context.i18n,
      loadRequiredArg(context, pcAddressListArg, params.arg, deps.arg),
    ),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <PcAddressListScreen context={context} />
}
