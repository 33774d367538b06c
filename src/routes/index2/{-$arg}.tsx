import { createFileRoute } from '@tanstack/react-router'
import { MenuScreen } from '../../features/menu/MenuScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadMenuRoute } from '../index/-menuLoader'

/** /index2/:arg — the ordering menu (second entry, same screen as /index). Arg and loader: src/routes/index/-menuLoader.ts. Missing arg → Warm prompt. */
export const Route = createFileRoute('/index2/{-$arg}')({
  ...argRouteOptions,
  loader: loadMenuRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <MenuScreen arg={context} /> : <MissingArgDialog />
}
