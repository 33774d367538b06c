import type { AtlasRestaurant, ShopKeywords, WhatsAppConfig } from '../domain/contract/menu'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The shop calls of SPEC §7 "Restaurant and menu" (paths in docs/api.md, shapes in
 * src/domain/contract/menu.ts). SPEC §8: failed atlas and restaurant lookups show no error, so none of
 * these announces a network failure; the screens show their own offline state instead. Restaurant
 * info and periods are saved reads with an offline copy (src/data/restaurantReads.ts); the atlas
 * has its own per-day cache (src/db/atlasCache.ts).
 */

/** Parameters of the atlas list: a brand or one restaurant, the service type, the diner's position. */
export type AtlasRequest = {
  brandId?: number | undefined
  restaurantId?: number | undefined
  /** ATLAS_TYPE: 1 pick-up (ziquService), 2 scan ordering (menuService), 0 or absent all. */
  type?: number | undefined
  /** Longitude of the diner. */
  mapX?: number | undefined
  /** Latitude of the diner. */
  mapY?: number | undefined
}

const QUIET = { notify: false } as const

/** GET restaurant/restaurantInfo/getRestaurantInfoAtlas */
export function getRestaurantInfoAtlas(
  api: ApiClient,
  request: AtlasRequest,
): Promise<ApiEnvelope<AtlasRestaurant[]>> {
  return api.request(
    { method: 'GET', path: 'restaurant/restaurantInfo/getRestaurantInfoAtlas', params: { ...request } },
    QUIET,
  )
}

/**
 * GET restaurant/restaurant/getShopKeywords: title and keyword parts in the request's language.
 * No offline copy: the copy would keep the language it was saved in.
 */
export function getShopKeywords(
  api: ApiClient,
  brandId: number,
  restaurantId: number,
): Promise<ApiEnvelope<ShopKeywords>> {
  return api.request(
    { method: 'GET', path: 'restaurant/restaurant/getShopKeywords', params: { brandId, restaurantId } },
    QUIET,
  )
}

/**
 * GET restaurant/restaurantWhatsAppConfig/getByRestaurantIdAndOrderType: the restaurant's config
 * for the order type (0: every order type), else its config for every order type; null when none.
 */
export function getWhatsAppConfig(
  api: ApiClient,
  restaurantId: number,
  orderType: number,
): Promise<ApiEnvelope<WhatsAppConfig | null>> {
  return api.request(
    {
      method: 'GET',
      path: 'restaurant/restaurantWhatsAppConfig/getByRestaurantIdAndOrderType',
      params: { restaurantId, orderType },
    },
    QUIET,
  )
}

/** GET restaurant/restaurantWhatsAppConfig/getCheck: the restaurant's subscription link, or null. */
export function getWhatsAppCheck(
  api: ApiClient,
  restaurantId: number,
  orderType?: number,
): Promise<ApiEnvelope<string | null>> {
  return api.request(
    {
      method: 'GET',
      path: 'restaurant/restaurantWhatsAppConfig/getCheck',
      params: { restaurantId, orderType },
    },
    QUIET,
  )
}

/** GET restaurant/whatsAppConfig/getBrandCheck: the brand's own subscription link, or null. */
export function getBrandWhatsAppCheck(api: ApiClient, brandId: number): Promise<ApiEnvelope<string | null>> {
  return api.request(
    { method: 'GET', path: 'restaurant/whatsAppConfig/getBrandCheck', params: { brandId } },
    QUIET,
  )
}
