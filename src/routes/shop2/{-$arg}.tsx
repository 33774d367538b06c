import { createFileRoute } from '@tanstack/react-router'
import { ShopScreen } from '../../features/shop/ShopScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { shopLoader } from '../shop/-shopLoaders'

/** /shop2/:arg — the shop page read with restaurant/getRestaurantInfoById; same arg and screen as /shop. */
export const Route = createFileRoute('/shop2/{-$arg}')({
  ...argRouteOptions,
  loader: shopLoader('byId'),
  component: RouteScreen,
})

function RouteScreen() {
  const { arg, data } = Route.useLoaderData()
  return arg && data ? <ShopScreen arg={arg} data={data} /> : <MissingArgDialog />
}
