import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { logoutArg } from '../../domain/memberRouteArgs'
import { DeleteAccountScreen } from '../../features/accountDeletion/DeleteAccountScreen'
import { loadDeletionContext } from '../../features/accountDeletion/loadDeletionContext'
import { UnreachablePage } from '../../features/brand/UnreachablePage'
import { withMemberMessages } from '../-components/memberMessages'
import { validateShellSearch } from '../-components/search'

/**
 * /logout/:arg? — Delete account: what deletion means, an optional reason and an acknowledgement.
 * Arg `[brandId, restaurantId, fromIndex]` (optional: `?alias=`, else the stored brand, else demo).
 */
export const Route = createFileRoute('/logout/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias, arg: search.arg }),
  loader: async ({ params, deps, context: app }) => ({
    context: await withMemberMessages(app.i18n, loadDeletionContext(app, logoutArg, params.arg, deps)),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { t } = useLingui()
  const { context } = Route.useLoaderData()
  if (!context) return <UnreachablePage title={t`Delete account`} />
  return <DeleteAccountScreen context={context} />
}
