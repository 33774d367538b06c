import { createFileRoute } from '@tanstack/react-router'
import { BrandMapScreen } from '../features/restaurants/MapScreen'
import { aliasRouteOptions } from './-components/search'
import { brandMapLoader } from './shop/-shopLoaders'

/** /map — all the brand's restaurants on a map (see ./shop/-shopLoaders). */
export const Route = createFileRoute('/map')({
  ...aliasRouteOptions,
  loader: brandMapLoader,
  component: RouteScreen,
})

function RouteScreen() {
  return <BrandMapScreen context={Route.useLoaderData().context} mode="brand" />
}
