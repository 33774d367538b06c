import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnreachablePage } from '../features/brand/UnreachablePage'
import { ExchangeListScreen } from '../features/points/ExchangeListScreen'
import { loadPointsBrand, validatePointsSearch } from './-components/pointsRoute'

/** /appIntegralExchange — the brand's items to exchange for points; brand from `?brandId=` or the stored brand. */
export const Route = createFileRoute('/appIntegralExchange')({
  validateSearch: validatePointsSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => ({ brandId: await loadPointsBrand(context, deps.search) }),
  component: RouteScreen,
})

function RouteScreen() {
  const { t } = useLingui()
  const { brandId } = Route.useLoaderData()
  return brandId === null ? (
    <UnreachablePage title={t`Exchange points`} />
  ) : (
    <ExchangeListScreen context={{ brandId }} />
  )
}
