import { createFileRoute } from '@tanstack/react-router'
import { ExchangeDetailScreen } from '../features/points/ExchangeDetailScreen'
import { PointsUnreachable } from '../features/points/PointsUnreachable'
import { loadPointsBrand, validatePointsSearch } from './-components/pointsRoute'

/**
 * /integralExchangeDetail — an item (`?itemId=`) and its exchange, or an exchange made
 * (`?exchangeId=`, its result); brand from `?brandId=` or the stored brand.
 */
export const Route = createFileRoute('/integralExchangeDetail')({
  validateSearch: validatePointsSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => ({
    context: { ...deps.search, brandId: await loadPointsBrand(context, deps.search) },
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  const { brandId, itemId, exchangeId } = context
  if (brandId === null) return <PointsUnreachable screen="exchange" />
  return (
    <ExchangeDetailScreen
      context={{
        brandId,
        ...(itemId === undefined ? {} : { itemId }),
        ...(exchangeId === undefined ? {} : { exchangeId }),
      }}
    />
  )
}
