import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnreachablePage } from '../../features/brand/UnreachablePage'
import { PackagesScreen } from '../../features/packages/PackagesScreen'
import { loadPackagesRoute, packagesSearchOf } from '../-components/packagesRoute'
import { validateShellSearch } from '../-components/search'

/**
 * /takeawayDetail/:arg? — the voucher and package area (issue 39 item 4): the packages for sale and
 * the member's packages; `?order=` opens one package order's vouchers. Arg `[brandId, restaurantId,
 * fromIndex]`, optional (`?alias=`, else the stored brand, else demo).
 */
export const Route = createFileRoute('/takeawayDetail/{-$arg}')({
  validateSearch: (search: Record<string, unknown>) => packagesSearchOf(search, validateShellSearch(search)),
  loaderDeps: ({ search }) => ({ arg: search.arg, alias: search.alias }),
  loader: async ({ params, deps, context }) => ({
    context: await loadPackagesRoute(context, params.arg, deps),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { t } = useLingui()
  const { context } = Route.useLoaderData()
  const { order } = Route.useSearch()
  if (!context) return <UnreachablePage title={t`Vouchers and packages`} />
  return <PackagesScreen context={context} orderId={order ?? null} />
}
