import type { MenuArg } from '../../domain/menuRouteArgs'
import { loadCartSums } from '../cart/cartSums'
import { primeCart } from '../cart/useCart'
import { preloadSavedMenuNote } from './SavedMenuStatus'
import { currentMenuState, primeMenu } from './useMenu'
import { primeShopInfo } from './useShopInfo'

/**
 * Reads what an ordering screen shows first, before it renders (its route loader): the menu, the
 * cart and the restaurant and brand facts, side by side. Each is the copy saved on the device when
 * there is one (the server is still asked, and its answer replaces it), else the server's answer.
 * The first render is then complete, so nothing shifts in after it, and none of it needs Dexie.
 * The code for what only some visits show (a cart's sums, the saved-menu note) loads only for them.
 */
export async function prepareOrdering(arg: MenuArg): Promise<void> {
  const { brandId, restaurantId, menuType, qrCode } = arg
  const request = { restaurantId, menuType, brandId }
  await Promise.all([
    primeMenu(request).then(() => {
      const state = currentMenuState(request)
      if (state.status === 'ready' && state.savedAt !== null) return preloadSavedMenuNote()
    }),
    primeCart({ restaurantId, menuType, ...(qrCode ? { qrCode } : {}) }).then((lines) => {
      if (lines.length > 0) return loadCartSums()
    }),
    primeShopInfo(brandId, restaurantId),
  ])
}
