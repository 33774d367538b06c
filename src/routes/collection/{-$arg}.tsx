import { createFileRoute } from '@tanstack/react-router'
import { collectionArg } from '../../domain/favouriteRouteArgs'
import { CollectionScreen } from '../../features/favourites/CollectionScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { withMemberMessages } from '../-components/memberMessages'
import { loadRequiredArg } from '../-components/requiredArg'
import { validateShellSearch } from '../-components/search'

/** /collection/:arg — the member's favourite restaurants and dishes. Arg `[brandId, restaurantId, fromIndex]`. Missing arg → Warm prompt. */
export const Route = createFileRoute('/collection/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context }) => ({
    context: await withMemberMessages(
      context.i18n,
      loadRequiredArg(context, collectionArg, params.arg, deps.arg),
    ),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <CollectionScreen context={context} />
}
