import type { AppContext } from '../../app/appContext'
import type { ArgResult } from '../../domain/args'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { locationMapArg, restaurantListArg, shopArg } from '../../domain/shopRouteArgs'
import { loadBrandFrame } from '../../features/brand/brandFrame'
import { loadOptionalBrand } from '../../features/restaurants/optionalBrand'
import { loadShop } from '../../features/shop/loadShop'
import { withCatalogPart } from '../../i18n/catalog'
import { type ArgRouteLoad, loadRequiredArg } from '../-components/requiredArg'

/**
 * The loaders of the issue-4 shop routes (lists, shop pages, maps), named in each route file so
 * that they ride in the screen's chunk (server/http/routeSplitting.ts).
 */

/**
 * The loader of an issue-4 screen whose arg is required (lists, shop pages, location map): the
 * path or `?arg=` decoded with `decode` (missing → `arg` null, the Warm prompt; undecodable →
 * /error), then `load` for a good one; the shop pages' messages load beside it.
 */
function requiredArgLoader<TArg extends CommonArg, TData>(
  decode: (result: ArgResult) => RouteArgOutcome<TArg>,
  load: (app: AppContext, arg: TArg) => Promise<TData>,
) {
  const loadPage = async ({ params, deps, context: app }: ArgRouteLoad) => {
    const arg = await loadRequiredArg(app, decode, params.arg, deps.arg)
    return { arg, data: arg ? await load(app, arg) : null }
  }
  return (load: ArgRouteLoad) => withCatalogPart(load.context.i18n, 'shops', loadPage(load))
}

/**
 * /shop/:arg and /shop2/:arg: arg `[brandId, restaurantId, fromIndex, menuType?]`
 * (src/domain/shopRouteArgs.ts; no restaurant → /error); /shop reads restaurant/getRestaurantNew,
 * /shop2 restaurant/getRestaurantInfoById.
 */
export const shopLoader = (source: 'new' | 'byId') =>
  requiredArgLoader(shopArg, async (app, arg) => {
    const [shop] = await Promise.all([
      loadShop(app, source, arg.restaurantId, arg.brandId),
      loadBrandFrame(app, arg.brandId),
    ])
    return shop
  })

/**
 * /restaurantList/:arg and /brand/restaurantList/:arg: arg `[brandId, restaurantId, fromIndex,
 * service?]`; the screen loads the lists itself (they follow the tabs and the diner's position), the
 * loader only the brand's frame.
 */
export const restaurantListLoader = requiredArgLoader(restaurantListArg, async (app, arg) => {
  await loadBrandFrame(app, arg.brandId)
  return null
})

/** /map and /restaurantMap: no arg; the brand from `?alias=`, else the stored brand, else `demo` (null: unreachable). */
export const brandMapLoader = async ({
  deps,
  context: app,
}: {
  deps: { alias?: string | undefined }
  context: AppContext
}) => ({
  context: await withCatalogPart(app.i18n, 'shops', loadOptionalBrand(app, null, deps.alias)),
})

/** /locationMap/:arg: arg `[brandId, restaurantId, fromIndex]`; the screen loads the map itself. */
export const locationMapLoader = requiredArgLoader(locationMapArg, async () => null)
