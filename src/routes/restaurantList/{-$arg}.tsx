import { createFileRoute } from '@tanstack/react-router'
import { RestaurantListScreen } from '../../features/restaurants/RestaurantListScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { restaurantListRoute } from '../shop/-shopRoutes'

/** /restaurantList/:arg — the brand's restaurants by service (see ../shop/-shopRoute). */
export const Route = createFileRoute('/restaurantList/{-$arg}')({
  ...restaurantListRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { arg } = Route.useLoaderData()
  return arg ? <RestaurantListScreen arg={arg} /> : <MissingArgDialog />
}
