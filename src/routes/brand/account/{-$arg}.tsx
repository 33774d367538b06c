import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { readArg } from '../../../domain/args'
import { accountArg } from '../../../domain/memberRouteArgs'
import { AccountScreen } from '../../../features/account/AccountScreen'
import { resolveBrand } from '../../../features/brand/brandChoice'
import { UnreachablePage } from '../../../features/brand/UnreachablePage'
import { withMemberMessages } from '../../-components/memberMessages'
import { validateShellSearch } from '../../-components/search'

/**
 * /brand/account/:arg? — the Account tab. Arg `[brandId, restaurantId, fromIndex]` (path or ?arg=);
 * a missing arg is allowed: the brand then comes from the stored brand, or the demo brand.
 */
export const Route = createFileRoute('/brand/account/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias, arg: search.arg }),
  loader: async ({ params, deps, context: app }) => {
    const outcome = accountArg(readArg(params.arg, deps.arg))
    if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
    const fromArg = outcome.kind === 'ok' ? outcome.arg : null
    const resolution = await withMemberMessages(
      app.i18n,
      resolveBrand(app, {
        alias: deps.alias,
        brandId: fromArg?.brandId || undefined,
        restaurantId: fromArg?.restaurantId || undefined,
      }),
    )
    if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
    if (resolution.kind === 'unreachable') return { context: null }
    return {
      context: {
        brandId: resolution.brandId,
        restaurantId: fromArg?.restaurantId ?? 0,
        fromIndex: fromArg?.fromIndex ?? false,
      },
    }
  },
  component: AccountRoute,
})

function AccountRoute() {
  const { t } = useLingui()
  const { context } = Route.useLoaderData()
  if (!context) {
    return <UnreachablePage title={t`Account`} />
  }
  return <AccountScreen context={context} />
}
