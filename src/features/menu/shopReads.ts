import { apiCacheKey, savedAnswers } from '../../api/cache'
import { apiRequest } from '../../api/client'
import type { QueryParams } from '../../api/request'
import { savedCallQuery } from '../../data/calls'
import type { RecordQuery } from '../../data/recordTypes'
import { type BrandConfig, type BrandRestaurant, SETTING, type SettingRow } from '../../domain/brandApi'
import type { Envelope } from '../../domain/envelope'

/**
 * The calls an ordering screen shows besides the menu (./useShopInfo.ts), as records kept on the
 * device under their API cache key: the restaurant (from the brand's list), the brand's
 * configuration (currency prefix) and FOODINTERVAL.
 */

function savedRead<T>(method: 'GET' | 'POST', path: string, params: QueryParams): RecordQuery<Envelope<T>> {
  const request = method === 'GET' ? { method, path, params } : { method, path, body: params }
  return savedCallQuery(
    apiCacheKey(method, path, params),
    () => apiRequest<T>(request, { notify: false }),
    savedAnswers<T>(),
  )
}

/** GET restaurant/public/brand/getBrandRestaurantList */
export function restaurantsRead(brandId: number) {
  return savedRead<BrandRestaurant[]>('GET', 'restaurant/public/brand/getBrandRestaurantList', { brandId })
}

/** POST restaurant/brand/getBrandConfigInfo */
export function configRead(brandId: number) {
  return savedRead<BrandConfig>('POST', 'restaurant/brand/getBrandConfigInfo', { brandId })
}

/** GET system/restaurantExt/getBySettingNameList for FOODINTERVAL of the restaurant. */
export function foodIntervalRead(brandId: number, restaurantId: number) {
  return savedRead<SettingRow[]>('GET', 'system/restaurantExt/getBySettingNameList', {
    brandId,
    settingNameList: SETTING.foodInterval,
    restaurantId,
  })
}

/** All of them, for a restaurant of a brand. */
export function shopReads(brandId: number, restaurantId: number): RecordQuery<Envelope<unknown>>[] {
  return [restaurantsRead(brandId), configRead(brandId), foodIntervalRead(brandId, restaurantId)]
}
