import { createFileRoute } from '@tanstack/react-router'
import { ExchangeDetailScreen } from '../features/points/ExchangeDetailScreen'
import { PointsUnreachable } from '../features/points/PointsUnreachable'
import { keepPointsQuery } from './-components/pointsQuery'
import { loadPointsBrand } from './-components/pointsRoute'

/**
 * /integralExchangeDetail — an item (`?itemId=`) and its exchange, or an exchange made
 * (`?exchangeId=`, its result); brand from `?brandId=` or the stored brand.
 */
export const Route = createFileRoute('/integralExchangeDetail')({
  validateSearch: keepPointsQuery,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => {
    const { search, brandId } = await loadPointsBrand(context, deps.search)
    return { context: { ...search, brandId } }
  },
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
