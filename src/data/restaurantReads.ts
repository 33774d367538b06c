import type { ApiEnvelope } from '../api/client'
import type { Period, RestaurantInfo } from '../domain/contract/menu'
import type { RestaurantPayType } from '../domain/contract/pay'
import type { Envelope } from '../domain/envelope'
import type { RecordQuery } from './recordTypes'
import { type Reading, readSaved, savedRead } from './savedRead'

/**
 * The restaurant's calls kept on the device as saved reads (./savedRead.ts): its info and meal
 * periods (SPEC §7 "Restaurant and menu"; the others are src/api/restaurant.ts) and its payment
 * methods. SPEC §8: failed restaurant lookups show no error, so none of these announces a network
 * failure; the screens show their own offline state instead.
 */

const QUIET = { notify: false } as const

/** A restaurant's info by one of its two calls (same parameters, same answer). */
function restaurantInfo(path: 'getRestaurantNew' | 'getRestaurantInfoById') {
  return (reading: Reading, restaurantId: number, brandId?: number): Promise<ApiEnvelope<RestaurantInfo>> =>
    readSaved(reading, savedRead('POST', `restaurant/restaurant/${path}`, { restaurantId, brandId }), QUIET)
}

/** POST restaurant/restaurant/getRestaurantNew (restaurantId) */
export const getRestaurantNew = restaurantInfo('getRestaurantNew')

/** POST restaurant/restaurant/getRestaurantInfoById (restaurantId) */
export const getRestaurantInfoById = restaurantInfo('getRestaurantInfoById')

/** GET restaurant/period/getPeriodList: the restaurant's meal periods in order of the day. */
export function getPeriodList(
  reading: Reading,
  restaurantId: number,
  brandId?: number,
): Promise<ApiEnvelope<Period[]>> {
  return readSaved(
    reading,
    savedRead('GET', 'restaurant/period/getPeriodList', { restaurantId, brandId }),
    QUIET,
  )
}

/**
 * GET restaurant/public/payType/list: the restaurant's shown methods, in its order, as a saved read
 * (a device copy offers them on flaky Wi-Fi; paying itself needs the network anyway).
 */
export const payTypeListRead = (restaurantId: number): RecordQuery<Envelope<RestaurantPayType[]>> =>
  savedRead<RestaurantPayType[]>('GET', 'restaurant/public/payType/list', { restaurantId })
