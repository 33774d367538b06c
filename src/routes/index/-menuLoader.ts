import { menuArg } from '../../domain/menuRouteArgs'
import { rememberMenu } from '../../features/menu/rememberMenu'
import { prepareOrdering } from '../-components/prepareOrdering'
import { type ArgRouteLoad, decodeRequiredArg } from '../-components/requiredArg'

/**
 * The loader of the menu screens /index, /index2 and /pcIndex: the arg `[brandId, restaurantId,
 * fromIndex, menuType, qrCode?, reType?]` (src/domain/menuRouteArgs.ts); undecodable arg → /error, missing → null (the route
 * shows the Warm prompt); a good one is remembered as the menu in use (menu type, re_type, QR code)
 * and what the screen shows first is read before it renders (prepareOrdering).
 */
export async function loadMenuRoute({ params, deps, context: app }: ArgRouteLoad) {
  const context = decodeRequiredArg(menuArg, params.arg, deps.arg)
  if (context) await Promise.all([rememberMenu(app, context), prepareOrdering(app, context)])
  return { context }
}
