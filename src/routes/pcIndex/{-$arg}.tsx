import { createFileRoute } from '@tanstack/react-router'
import { PcMenuScreen } from '../../features/menu/PcMenuScreen'
import { withCatalogPart } from '../../i18n/catalog'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import type { ArgRouteLoad } from '../-components/requiredArg'
import { argRouteOptions } from '../-components/search'
import { loadMenuRoute } from '../index/-menuLoader'

/**
 * /pcIndex/:arg — the desktop ordering menu: the menu beside an always-visible cart (whose words are
 * the `cart` catalog part). Arg and loader: src/routes/index/-menuLoader.ts. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pcIndex/{-$arg}')({
  ...argRouteOptions,
  loader: (load: ArgRouteLoad) => withCatalogPart(load.context.i18n, 'cart', loadMenuRoute(load)),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <PcMenuScreen arg={context} /> : <MissingArgDialog />
}
