import { createFileRoute } from '@tanstack/react-router'
import { RestaurantListScreen } from '../../features/restaurants/RestaurantListScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { restaurantListLoader } from '../shop/-shopLoaders'

/** /restaurantList/:arg — the brand's restaurants by service (see ../shop/-shopLoaders). */
export const Route = createFileRoute('/restaurantList/{-$arg}')({
  ...argRouteOptions,
  loader: restaurantListLoader,
  component: RouteScreen,
})

function RouteScreen() {
  const { arg } = Route.useLoaderData()
  return arg ? <RestaurantListScreen arg={arg} /> : <MissingArgDialog />
}
