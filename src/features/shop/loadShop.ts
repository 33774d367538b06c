import { isNetworkFailure } from '../../api/client'
import { getPeriodList, getRestaurantInfoById, getRestaurantNew } from '../../data/restaurantReads'
import type { Reading } from '../../data/savedRead'
import type { Period, RestaurantInfo } from '../../domain/contract/menu'

export type ShopData = {
  /** Null when the lookup failed (SPEC §8: an empty result, no error text). */
  info: RestaurantInfo | null
  periods: Period[]
  /** Shown from the copy saved on this device because the server could not be reached. */
  stale: boolean
  savedAt?: number | undefined
  /** The server could not be reached and nothing was saved. */
  offline: boolean
}

/**
 * A shop page's restaurant: /shop asks restaurant/getRestaurantNew, /shop2 getRestaurantInfoById
 * (the same answer). The periods come with it; a backend that leaves them out is asked
 * period/getPeriodList. Both keep an offline copy.
 */
export async function loadShop(
  reading: Reading,
  source: 'new' | 'byId',
  restaurantId: number,
  brandId: number,
): Promise<ShopData> {
  const lookup = source === 'new' ? getRestaurantNew : getRestaurantInfoById
  const answer = await lookup(reading, restaurantId, brandId)
  const info = answer.success ? (answer.data ?? null) : null
  let periods = info?.periods
  if (info && !Array.isArray(periods)) periods = (await getPeriodList(reading, restaurantId, brandId)).data
  return {
    info,
    periods: periods ?? [],
    stale: answer.stale === true,
    savedAt: answer.savedAt,
    offline: isNetworkFailure(answer),
  }
}
