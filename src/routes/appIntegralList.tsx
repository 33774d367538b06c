import { createFileRoute } from '@tanstack/react-router'
import { PointsListScreen } from '../features/points/PointsListScreen'
import { PointsUnreachable } from '../features/points/PointsUnreachable'
import { keepPointsQuery } from './-components/pointsQuery'
import { loadPointsBrand } from './-components/pointsRoute'

/** /appIntegralList — the member's points balance and history (issue 38 item 4); brand from `?brandId=` or the stored brand. */
export const Route = createFileRoute('/appIntegralList')({
  validateSearch: keepPointsQuery,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => ({ brandId: (await loadPointsBrand(context, deps.search)).brandId }),
  component: RouteScreen,
})

function RouteScreen() {
  const { brandId } = Route.useLoaderData()
  return brandId === null ? <PointsUnreachable screen="list" /> : <PointsListScreen context={{ brandId }} />
}
