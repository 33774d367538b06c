import { createFileRoute } from '@tanstack/react-router'
import { PcMenuScreen } from '../../features/menu/PcMenuScreen'
import { withCatalogPart } from '../../i18n/catalog'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { menuRouteOptions } from '../index/-menuRoute'

/**
 * /pcIndex/:arg — the desktop ordering menu: the menu beside an always-visible cart (whose words are
 * the `cart` catalog part). Arg and loader: src/routes/index/-menuRoute.tsx. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pcIndex/{-$arg}')({
  ...menuRouteOptions,
  loader: (context: Parameters<typeof menuRouteOptions.loader>[0]) =>
    withCatalogPart(context.context.i18n, 'cart', menuRouteOptions.loader(context)),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <PcMenuScreen arg={context} /> : <MissingArgDialog />
}
