import { menuArg } from '../../domain/menuRouteArgs'
import { prepareOrderScreen } from '../-components/prepareOrderScreen'
import { type ArgRouteLoad, decodeRequiredArg } from '../-components/requiredArg'

/**
 * The loader of a group order's page, /inviteCode/:arg and /pcInviteCode/:arg: the menu's arg with
 * the group order's code, `[brandId, restaurantId, fromIndex, menuType, '', '', invite]`
 * (src/domain/menuRouteArgs.ts). Undecodable → /error; missing → null (the Warm prompt); an arg
 * without a code → `invalid` (the page says the link is wrong). The words of the checkout (which
 * the page shares with the table's) and of the order screens, and the menu, are read first.
 */
export async function loadInviteRoute({ params, deps, context: app }: ArgRouteLoad) {
  const context = decodeRequiredArg(menuArg, params.arg, deps.arg)
  await prepareOrderScreen(app, context, ['checkout', 'member', 'orders'])
  return { context }
}
