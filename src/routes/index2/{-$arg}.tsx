import { createFileRoute } from '@tanstack/react-router'
import { MenuScreen } from '../../features/menu/MenuScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { menuRouteOptions } from '../index/-menuRoute'

/** /index2/:arg — the ordering menu (second entry, same screen as /index). Arg and loader: src/routes/index/-menuRoute.tsx. Missing arg → Warm prompt. */
export const Route = createFileRoute('/index2/{-$arg}')({ ...menuRouteOptions, component: RouteScreen })

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <MenuScreen arg={context} /> : <MissingArgDialog />
}
