import type { AppContext } from '../../app/appContext'
import type { ArgResult } from '../../domain/args'
import { readArg } from '../../domain/args'
import { type MenuArg, menuArg } from '../../domain/menuRouteArgs'
import { prepareOrderScreen } from '../-components/prepareOrderScreen'
import { type ArgRouteLoad, decodeRequiredArg } from '../-components/requiredArg'

/** The menu last opened, as an arg, when the settings name one. */
async function storedMenu({ mirror }: AppContext): Promise<MenuArg | null> {
  if (!(await mirror.ready())) return null
  const brandId = mirror.setting('brandId')
  const restaurantId = mirror.setting('restaurantId')
  const menuType = mirror.setting('menuType')
  if (!brandId || !restaurantId || !menuType) return null
  const outcome = menuArg({
    kind: 'ok',
    values: [String(brandId), String(restaurantId), '0', String(menuType)],
  } satisfies ArgResult)
  return outcome.kind === 'ok' ? outcome.arg : null
}

/**
 * The loader of the order confirmation, /deliveryOrder/:arg? and /pcDeliveryOrder/:arg?
 * (SPEC §2: the same screen). The arg is the menu's, `[brandId, restaurantId, fromIndex, menuType,
 * qrCode?, reType?]` (src/domain/menuRouteArgs.ts), from the path or `?arg=`; the order type follows
 * from the menu type (1 delivery, 7/10 pick-up, 5 cold-chain). Optional: without one, the menu last
 * opened (stored brand, restaurant and menu type); with none stored, the Warm prompt. Undecodable →
 * /error. The menu, the cart and the shop facts are read before the screen renders.
 */
export async function loadCheckoutRoute({ params, deps, context: app }: ArgRouteLoad) {
  const given =
    readArg(params.arg, deps.arg).kind === 'missing' ? null : decodeRequiredArg(menuArg, params.arg, deps.arg)
  const context = given ?? (await storedMenu(app))
  await prepareOrderScreen(app, context, ['checkout', 'member'])
  return { context }
}
