import type { AppContext } from '../../app/appContext'
import { menuArg } from '../../domain/menuRouteArgs'
import { rememberMenu } from '../../features/menu/rememberMenu'
import { prepareOrdering } from '../-components/prepareOrdering'
import { decodeRequiredArg } from '../-components/requiredArg'
import { type ShellSearch, validateShellSearch } from '../-components/search'

/**
 * The route options shared by the menu screens /index, /index2 and /pcIndex: the arg
 * `[brandId, restaurantId, fromIndex, menuType, qrCode?, reType?]` (src/domain/menuRouteArgs.ts)
 * from the path or `?arg=`; undecodable → /error, missing → null (the route shows the Warm prompt);
 * a good one is remembered as the menu in use (menu type, re_type, QR code) and what the screen
 * shows first is read before it renders (prepareOrdering).
 */
export const menuRouteOptions = {
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }: { search: ShellSearch }) => ({ arg: search.arg }),
  loader: async ({
    params,
    deps,
    context: app,
  }: {
    params: { arg?: string }
    deps: { arg?: string }
    context: AppContext
  }) => {
    const context = decodeRequiredArg(menuArg, params.arg, deps.arg)
    if (context) await Promise.all([rememberMenu(app, context), prepareOrdering(app, context)])
    return { context }
  },
}
