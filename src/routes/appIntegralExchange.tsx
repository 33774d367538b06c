import { createFileRoute } from '@tanstack/react-router'
import { ExchangeListScreen } from '../features/points/ExchangeListScreen'
import { PointsUnreachable } from '../features/points/PointsUnreachable'
import { keepPointsQuery } from './-components/pointsQuery'
import { loadPointsBrand } from './-components/pointsRoute'

/** /appIntegralExchange — the brand's items to exchange for points; brand from `?brandId=` or the stored brand. */
export const Route = createFileRoute('/appIntegralExchange')({
  validateSearch: keepPointsQuery,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => ({ brandId: (await loadPointsBrand(context, deps.search)).brandId }),
  component: RouteScreen,
})

function RouteScreen() {
  const { brandId } = Route.useLoaderData()
  return brandId === null ? (
    <PointsUnreachable screen="exchange" />
  ) : (
    <ExchangeListScreen context={{ brandId }} />
  )
}
