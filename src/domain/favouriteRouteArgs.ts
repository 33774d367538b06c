import { encodeArg } from './args'
import { MENU_TYPE, type MenuType } from './menu/types'
import { CommonArg, routeArg } from './routeArgs'

/** /collection/:arg (issue 38 item 5) — `[brandId, restaurantId, fromIndex]`: the member's favourites of the brand. */
export const collectionArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)

/** The path of a brand's favourites list (the account screen links to it), under the app's `/shop` base. */
export function collectionPath(brandId: number, restaurantId = 0): string {
  return `/collection/${encodeArg([brandId, restaurantId, 0])}`
}

const MENU_TYPES: readonly number[] = Object.values(MENU_TYPE)

/** A saved dish's menu type as a menu route takes it; null when it is none (the dish's link is then none). */
export function favoriteMenuType(menuType: number | null): MenuType | null {
  return menuType !== null && MENU_TYPES.includes(menuType) ? (menuType as MenuType) : null
}
