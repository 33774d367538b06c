import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { accountDetectionArg, deletionReasonFrom } from '../../domain/memberRouteArgs'
import { AccountDetectionScreen } from '../../features/accountDeletion/AccountDetectionScreen'
import { loadDeletionContext } from '../../features/accountDeletion/loadDeletionContext'
import { UnreachablePage } from '../../features/brand/UnreachablePage'
import { withMemberMessages } from '../-components/memberMessages'
import { type ShellSearch, validateShellSearch } from '../-components/search'

type DetectionSearch = ShellSearch & { reason?: string }

/**
 * /accountDetection/:arg? — what deletion would take away, then the final confirmation.
 * Arg `[brandId, restaurantId, fromIndex]` (optional, as /logout); `?reason=` from /logout.
 */
export const Route = createFileRoute('/accountDetection/{-$arg}')({
  validateSearch: (search: Record<string, unknown>): DetectionSearch => {
    const reason = deletionReasonFrom(search.reason)
    return { ...validateShellSearch(search), ...(reason === undefined ? {} : { reason }) }
  },
  loaderDeps: ({ search }) => ({ alias: search.alias, arg: search.arg }),
  loader: async ({ params, deps, context: app }) => ({
    context: await withMemberMessages(
      app.i18n,
      loadDeletionContext(app, accountDetectionArg, params.arg, deps),
    ),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { t } = useLingui()
  const { context } = Route.useLoaderData()
  const { reason } = Route.useSearch()
  if (!context) return <UnreachablePage title={t`Delete account`} />
  return <AccountDetectionScreen context={context} reason={reason ?? ''} />
}
