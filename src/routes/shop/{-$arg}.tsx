import { createFileRoute } from '@tanstack/react-router'
import { ShopScreen } from '../../features/shop/ShopScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { shopRoute } from './-shopRoutes'

/** /shop/:arg — a restaurant's shop page (see ./-shopRoute). */
export const Route = createFileRoute('/shop/{-$arg}')({
  ...shopRoute('new'),
  component: RouteScreen,
})

function RouteScreen() {
  const { arg, data } = Route.useLoaderData()
  return arg && data ? <ShopScreen arg={arg} data={data} /> : <MissingArgDialog />
}
