import { createFileRoute } from '@tanstack/react-router'
import { BrandMapScreen } from '../features/restaurants/MapScreen'
import { aliasRouteOptions } from './-components/search'
import { brandMapLoader } from './shop/-shopLoaders'

/** /restaurantMap — the brand's restaurants on a map, by service (pick-up, scan ordering) as the list. */
export const Route = createFileRoute('/restaurantMap')({
  ...aliasRouteOptions,
  loader: brandMapLoader,
  component: RouteScreen,
})

function RouteScreen() {
  return <BrandMapScreen context={Route.useLoaderData().context} mode="services" />
}
