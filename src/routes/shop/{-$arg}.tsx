import { createFileRoute } from '@tanstack/react-router'
import { ShopScreen } from '../../features/shop/ShopScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { shopLoader } from './-shopLoaders'

/** /shop/:arg — a restaurant's shop page (see ./-shopLoaders). */
export const Route = createFileRoute('/shop/{-$arg}')({
  ...argRouteOptions,
  loader: shopLoader('new'),
  component: RouteScreen,
})

function RouteScreen() {
  const { arg, data } = Route.useLoaderData()
  return arg && data ? <ShopScreen arg={arg} data={data} /> : <MissingArgDialog />
}
