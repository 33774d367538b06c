import { loadCatalogPart } from '../../i18n/catalog'
import type { ArgRouteLoad } from '../-components/requiredArg'
import { loadMenuRoute } from '../index/-menuLoader'

/**
 * The loader of /inviteOrder/:arg: the menu's (../index/-menuLoader.ts; the arg is the menu's with
 * the group order's code, `[brandId, restaurantId, fromIndex, menuType, '', '', invite]`), and the
 * words of the name a friend orders under (the checkout's catalog part, shared with the table's).
 */
export async function loadInviteMenuRoute(load: ArgRouteLoad) {
  const [loaded] = await Promise.all([loadMenuRoute(load), loadCatalogPart(load.context.i18n, 'checkout')])
  return loaded
}
