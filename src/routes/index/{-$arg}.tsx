import { createFileRoute } from '@tanstack/react-router'
import { MenuScreen } from '../../features/menu/MenuScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { menuRouteOptions } from './-menuRoute'

/** /index/:arg — the ordering menu. Arg and loader: src/routes/index/-menuRoute.tsx. Missing arg → Warm prompt. */
export const Route = createFileRoute('/index/{-$arg}')({
  ...menuRouteOptions,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <MenuScreen arg={context} /> : <MissingArgDialog />
}
