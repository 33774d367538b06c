import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { readArg } from '../../../domain/args'
import { brandHomeArg } from '../../../domain/routeArgs'
import { BrandHome } from '../../../features/brand/BrandHome'
import { resolveBrand } from '../../../features/brand/brandChoice'
import { loadBrandOverview } from '../../../features/brand/loadBrandOverview'
import { UnreachablePage } from '../../../features/brand/UnreachablePage'
import { validateShellSearch } from '../../-components/search'

/**
 * /brand/index/:arg? — brand home. Arg `[brandId, restaurantId, fromIndex]` (path or ?arg=);
 * a missing arg is allowed: the brand then comes from ?alias=, the stored brand, or the demo brand.
 */
export const Route = createFileRoute('/brand/index/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias, arg: search.arg }),
  loader: async ({ params, deps, context: app }) => {
    const outcome = brandHomeArg(readArg(params.arg, deps.arg))
    if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
    const fromArg = outcome.kind === 'ok' ? outcome.arg : null
    const resolution = await resolveBrand(app, {
      alias: deps.alias,
      brandId: fromArg?.brandId || undefined,
      restaurantId: fromArg?.restaurantId || undefined,
    })
    if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
    if (resolution.kind === 'unreachable') return { overview: null }
    const overview = await loadBrandOverview(app, resolution.brandId, resolution.brand, {
      restaurantId: fromArg?.restaurantId,
    })
    return { overview }
  },
  component: BrandHomeRoute,
})

function BrandHomeRoute() {
  const { t } = useLingui()
  const { overview } = Route.useLoaderData()
  if (!overview) {
    return <UnreachablePage title={t`Home`} />
  }
  return <BrandHome overview={overview} />
}
