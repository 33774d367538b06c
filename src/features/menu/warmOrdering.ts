import { warmRecord } from '../../db/bootPeek'
import { cartKey, cartScopeOf, menuCacheKey, menuRequestOf } from '../../db/recordKeys'
import { businessDay } from '../../domain/businessDay'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { shopReads } from './shopReads'

const ignore = () => undefined

/** The schemas a stored menu or cart is checked against, loaded only when one is stored (src/db/carts.ts). */
function loadRecordSchemas(stored: boolean): void {
  if (stored) import('../../domain/orderingRecords').catch(ignore)
}

/**
 * Starts reading, from the device, what an ordering screen shows first (the saved menu, the cart,
 * the saved shop facts) while the screen's code is still loading: loadOrdering's reads then join
 * these instead of starting after it. In the main chunk, and small, for that reason.
 */
export function warmOrdering(arg: MenuArg, now: number = Date.now()): void {
  // A saved menu is shown with its note: that code (and its date formatting) starts loading too.
  warmRecord('menus', menuCacheKey(menuRequestOf(arg))).then((saved) => {
    loadRecordSchemas(saved)
    if (saved) import('./SavedMenuNote').catch(ignore)
  }, ignore)
  warmRecord('carts', cartKey(cartScopeOf(arg), businessDay(now))).then(loadRecordSchemas, ignore)
  for (const read of shopReads(arg.brandId, arg.restaurantId)) read.kind.device?.read(read.key).catch(ignore)
}
