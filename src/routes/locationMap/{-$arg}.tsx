import { createFileRoute } from '@tanstack/react-router'
import { MapScreen } from '../../features/restaurants/MapScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { locationMapLoader } from '../shop/-shopLoaders'

/**
 * /locationMap/:arg — where a restaurant is. Arg `[brandId, restaurantId, fromIndex]`; restaurant 0
 * shows all the brand's (see ../shop/-shopLoaders).
 */
export const Route = createFileRoute('/locationMap/{-$arg}')({
  ...argRouteOptions,
  loader: locationMapLoader,
  component: RouteScreen,
})

function RouteScreen() {
  const { arg } = Route.useLoaderData()
  return arg ? <MapScreen context={arg} mode="location" /> : <MissingArgDialog />
}
