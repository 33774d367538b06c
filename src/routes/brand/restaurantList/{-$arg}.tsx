import { createFileRoute } from '@tanstack/react-router'
import { RestaurantListScreen } from '../../../features/restaurants/RestaurantListScreen'
import { MissingArgDialog } from '../../-components/MissingArgDialog'
import { argRouteOptions } from '../../-components/search'
import { restaurantListLoader } from '../../shop/-shopLoaders'

/** /brand/restaurantList/:arg — the brand pages' way to the restaurant list; same arg and screen as /restaurantList. */
export const Route = createFileRoute('/brand/restaurantList/{-$arg}')({
  ...argRouteOptions,
  loader: restaurantListLoader,
  component: RouteScreen,
})

function RouteScreen() {
  const { arg } = Route.useLoaderData()
  return arg ? <RestaurantListScreen arg={arg} /> : <MissingArgDialog />
}
