import { createFileRoute } from '@tanstack/react-router'
import { MenuScreen } from '../../features/menu/MenuScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadMenuRoute } from '../index/-menuLoader'

/**
 * /autoCodeOrder/:arg? — ordering with a self-service code (issue 37 item 5): the menu screen of
 * /index with the menu's arg and its `counterCode` (src/domain/menuRouteArgs.ts), so the cart's Next
 * leads to the order confirmation, which places the order with the code (order type 2). /autoCode
 * opens it. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/autoCodeOrder/{-$arg}')({
  ...argRouteOptions,
  loader: loadMenuRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <MenuScreen arg={context} /> : <MissingArgDialog />
}
