import type { AppContext } from '../../app/appContext'
import { cartScopeOf, menuRequestOf } from '../../db/recordKeys'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { loadBrandFrame } from '../brand/brandFrame'
import { loadCartSums } from '../cart/cartSums'
import { loadCart } from '../cart/useCart'
import { loadMenu } from './useMenu'
import { loadShopInfo } from './useShopInfo'

/**
 * Reads what an ordering screen shows first, before it renders (its route loader): the menu, the
 * cart and the restaurant and brand facts, side by side. Each is the copy saved on the device when
 * there is one (the server is still asked, and its answer replaces it), else the server's answer.
 * The first render is then complete, its frame's tabs included (../brand/brandFrame.ts), so
 * nothing shifts in after it, and none of it needs Dexie.
 * A cart's sums load only for a cart with lines. (The saved-menu note, which floats over the page,
 * does not hold the first render: its code starts loading with warmOrdering's read of the menu.)
 */
export async function loadOrdering(app: AppContext, arg: MenuArg): Promise<void> {
  await Promise.all([
    loadMenu(app.records, menuRequestOf(arg)),
    loadCart(app.records, cartScopeOf(arg)).then((lines) => {
      if (lines.length > 0) return loadCartSums()
    }),
    loadShopInfo(app.records, arg.brandId, arg.restaurantId),
    loadBrandFrame(app, arg.brandId),
  ])
}
