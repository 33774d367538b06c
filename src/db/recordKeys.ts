/**
 * Keys of the records screens read first (saved menus, carts), apart from the code that keeps the
 * records, so that a route loader can start reading them before that code has loaded.
 */

/** What identifies a menu: the body of restaurant/food/shopMenuNew without `version`. */
export type MenuRequest = { restaurantId: number; menuType: number; brandId?: number }

/** What a screen's arg names: restaurant, menu type, brand, and the table QR code or group order if any. */
type MenuPlace = {
  brandId?: number
  restaurantId: number
  menuType: number
  qrCode?: string | undefined
  invite?: string | undefined
}

/** The menu request of a screen's arg. */
export function menuRequestOf({ restaurantId, menuType, brandId }: MenuPlace): MenuRequest {
  return brandId === undefined ? { restaurantId, menuType } : { restaurantId, menuType, brandId }
}

/** The cart of a screen's arg (an empty QR code is none). */
export function cartScopeOf({ restaurantId, menuType, qrCode, invite }: MenuPlace): CartScope {
  if (qrCode) return { restaurantId, menuType, qrCode }
  return invite ? { restaurantId, menuType, invite } : { restaurantId, menuType }
}

/** The cache key of a request: its body fields in a fixed order (version left out). */
export function menuCacheKey(request: MenuRequest): string {
  const brand = request.brandId === undefined ? '' : `&brandId=${request.brandId}`
  return `restaurant/food/shopMenuNew?restaurantId=${request.restaurantId}&menuType=${request.menuType}${brand}`
}

/**
 * Which cart: the restaurant and its menu type, or the table QR code it was opened with, or the
 * group order it adds to (a table's and a group order's lines live on the server; their remark and
 * their order's outbox record go by this scope).
 */
export type CartScope = { restaurantId: number; menuType: number; qrCode?: string; invite?: string }

/** The record's `scope` field: `qr:<code>` with a QR code, `invite:<code>` in a group order, else `menu:<menuType>`. */
export function cartScopeName(scope: CartScope): string {
  if (scope.qrCode) return `qr:${scope.qrCode}`
  return scope.invite ? `invite:${scope.invite}` : `menu:${scope.menuType}`
}

/** The record key of a cart on a business day (`YYYY-MM-DD`, see domain/businessDay). */
export function cartKey(scope: CartScope, businessDay: string): string {
  return `cart:${scope.restaurantId}:${cartScopeName(scope)}:${businessDay}`
}
