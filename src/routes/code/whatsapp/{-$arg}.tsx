import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { AppContext } from '../../../app/appContext'
import { getSetting } from '../../../db/settings'
import { readArg } from '../../../domain/args'
import { whatsAppArg } from '../../../domain/shopRouteArgs'
import { UnreachablePage } from '../../../features/brand/UnreachablePage'
import { loadOptionalBrand } from '../../../features/restaurants/optionalBrand'
import { loadWhatsApp } from '../../../features/shop/loadWhatsApp'
import { WhatsAppScreen } from '../../../features/shop/WhatsAppScreen'
import { withCatalogPart } from '../../../i18n/catalog'
import { validateShellSearch } from '../../-components/search'

/**
 * /code/whatsapp/:arg? — the WhatsApp subscription link. Arg `[brandId, restaurantId, fromIndex,
 * orderType?]` (optional: without it the stored brand and restaurant); undecodable → /error.
 */
export const Route = createFileRoute('/code/whatsapp/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias, arg: search.arg }),
  loader: ({ params, deps, context }) =>
    withCatalogPart(context.i18n, 'shops', loadPage(context, params.arg, deps)),
  component: RouteScreen,
})

/** The link to show, once the brand and restaurant are known; null data when the brand is unreachable. */
async function loadPage(
  app: AppContext,
  pathArg: string | undefined,
  deps: { alias?: string | undefined; arg?: string | undefined },
) {
  const outcome = whatsAppArg(readArg(pathArg, deps.arg))
  const context = await loadOptionalBrand(app, outcome, deps.alias)
  if (!context) return { data: null }
  const stored = Number(await getSetting(app.mirror, 'restaurantId'))
  const restaurantId = context.restaurantId || (Number.isInteger(stored) && stored > 0 ? stored : 0)
  return { data: await loadWhatsApp(app.api, { ...context, restaurantId }) }
}

function RouteScreen() {
  const { t } = useLingui()
  const { data } = Route.useLoaderData()
  return data ? <WhatsAppScreen data={data} /> : <UnreachablePage title={t`Order updates on WhatsApp`} />
}
