import { createFileRoute } from '@tanstack/react-router'
import { BrandMapScreen } from '../features/restaurants/MapScreen'
import { brandMapRoute } from './shop/-shopRoutes'

/** /map — all the brand's restaurants on a map (see ./shop/-shopRoutes). */
export const Route = createFileRoute('/map')({
  ...brandMapRoute,
  component: RouteScreen,
})

function RouteScreen() {
  return <BrandMapScreen context={Route.useLoaderData().context} mode="brand" />
}
