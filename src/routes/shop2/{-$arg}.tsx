import { createFileRoute } from '@tanstack/react-router'
import { ShopScreen } from '../../features/shop/ShopScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { shopRoute } from '../shop/-shopRoutes'

/** /shop2/:arg — the shop page read with restaurant/getRestaurantInfoById; same arg and screen as /shop. */
export const Route = createFileRoute('/shop2/{-$arg}')({
  ...shopRoute('byId'),
  component: RouteScreen,
})

function RouteScreen() {
  const { arg, data } = Route.useLoaderData()
  return arg && data ? <ShopScreen arg={arg} data={data} /> : <MissingArgDialog />
}
