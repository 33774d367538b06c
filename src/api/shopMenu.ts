import type { ShopMenu } from '../domain/contract/menu'
import type { ApiClient, ApiEnvelope, NotModified } from './client'

/**
 * The menu call of SPEC §7 "Restaurant and menu" (shape in src/domain/contract/menu.ts), apart from the
 * others (./menu.ts) because the menu's first load needs only this one. It resolves to an envelope
 * and never throws. Menus are cached in Dexie by src/features/menu/useMenu.ts, not here and not in
 * the service worker (they are POST calls).
 */

export type ShopMenuRequest = { restaurantId: number; menuType: number; brandId?: number; version?: string }

/** RFC 9110 entity-tag characters (etagc): a version made of others is not sent as a tag. */
const ETAG_CHARACTERS = /^[\x21\x23-\x7e]+$/

/** The menu's ETag, `"<version>"` (docs/api.md "Revalidation with If-None-Match"); none without one. */
function menuEntityTag(version: string | undefined): string | undefined {
  return version !== undefined && ETAG_CHARACTERS.test(version) ? `"${version}"` : undefined
}

/**
 * POST restaurant/food/shopMenuNew. With `version` (the menu shown) the request also carries
 * `If-None-Match: "<version>"`: NotModified when the server answers 304, or, from a server without
 * that path, `unchanged: true` and no categories. `notify: false` leaves network failures
 * unannounced (the caller covers them with a saved menu).
 */
export function getShopMenu(
  api: ApiClient,
  params: ShopMenuRequest,
  behaviour: { notify?: boolean } = {},
): Promise<ApiEnvelope<ShopMenu> | NotModified> {
  return api.revalidate<ShopMenu>(
    { method: 'POST', path: 'restaurant/food/shopMenuNew', body: params },
    menuEntityTag(params.version),
    behaviour,
  )
}
