import { getBrandConfigInfo, getBrandRestaurantList, getSettingMap } from '../../api/shell'
import { type BrandRestaurant, SETTING } from '../../domain/brandApi'
import { formatPrice } from '../../domain/money'
import { useCall } from '../shell/useCall'

/**
 * What the ordering screens need to know about the restaurant and brand besides the menu, from the
 * brand calls the shell already makes (kept on the device, so they show offline too).
 */

/** The restaurant from the brand's list: undefined while loading, null when not found or unreachable. */
export function useRestaurant(brandId: number, restaurantId: number): BrandRestaurant | null | undefined {
  const answer = useCall(`restaurants:${brandId}`, () => getBrandRestaurantList(brandId))
  if (!answer) return undefined
  return answer.data?.find((restaurant) => restaurant.id === restaurantId) ?? null
}

/** Formats money with the brand's currency prefix (SPEC §5; default '$ '). */
export function usePriceFormat(brandId: number): (value: string) => string {
  const answer = useCall(`brandConfig:${brandId}`, () => getBrandConfigInfo(brandId))
  const prefix = answer?.data?.currencyPrefix
  return (value) => (prefix ? formatPrice(value, prefix) : formatPrice(value))
}

/** FOODINTERVAL (SPEC §5): minutes within which adding the same dish again is warned; 0 when unset. */
export function useFoodInterval(brandId: number, restaurantId: number): number {
  const answer = useCall(`foodInterval:${brandId}:${restaurantId}`, () =>
    getSettingMap(brandId, [SETTING.foodInterval], restaurantId),
  )
  const row = answer?.data?.[SETTING.foodInterval]
  const minutes = Number(row?.valueInt ?? row?.valueChar ?? 0)
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0
}
