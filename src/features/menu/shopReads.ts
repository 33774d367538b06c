import { brandConfigRead, brandRestaurantListRead, type CachedRead, settingMapRead } from '../../api/shell'
import { SETTING } from '../../domain/brandApi'

/**
 * The calls an ordering screen shows besides the menu (./useShopInfo.ts), each with the key its
 * answer is shared under: the restaurant (from the brand's list), the brand's configuration
 * (currency prefix) and FOODINTERVAL.
 */

export type ShopRead<T> = CachedRead<T> & { key: string }

export function restaurantsRead(brandId: number) {
  return { key: `restaurants:${brandId}`, ...brandRestaurantListRead(brandId) }
}

export function configRead(brandId: number) {
  return { key: `brandConfig:${brandId}`, ...brandConfigRead(brandId) }
}

export function foodIntervalRead(brandId: number, restaurantId: number) {
  return {
    key: `foodInterval:${brandId}:${restaurantId}`,
    ...settingMapRead(brandId, [SETTING.foodInterval], restaurantId),
  }
}

/** All of them, for a restaurant of a brand. */
export function shopReads(brandId: number, restaurantId: number): ShopRead<unknown>[] {
  return [restaurantsRead(brandId), configRead(brandId), foodIntervalRead(brandId, restaurantId)]
}
