import { useCallback } from 'react'
import { type BrandRestaurant, SETTING } from '../../domain/brandApi'
import type { Envelope } from '../../domain/envelope'
import { formatPrice } from '../../domain/money'
import { primeCall, useCall } from '../shell/useCall'
import { configRead, foodIntervalRead, restaurantsRead, type ShopRead, shopReads } from './shopReads'

/**
 * What the ordering screens need to know about the restaurant and brand besides the menu, from the
 * brand calls the shell already makes (kept on the device, so they show offline too).
 */

function useRead<T>(read: ShopRead<T>): Envelope<T> | undefined {
  return useCall(read.key, read.ask)
}

/**
 * Asks for the shop facts a menu screen shows; resolves once each has something to show (the copy
 * saved on the device, else the answer), so the screen's first render is complete.
 */
export async function primeShopInfo(brandId: number, restaurantId: number): Promise<void> {
  await Promise.all(shopReads(brandId, restaurantId).map((read) => primeCall(read.key, read.ask, read.saved)))
}

/** The restaurant from the brand's list: undefined while loading, null when not found or unreachable. */
export function useRestaurant(brandId: number, restaurantId: number): BrandRestaurant | null | undefined {
  const answer = useRead(restaurantsRead(brandId))
  if (!answer) return undefined
  return answer.data?.find((restaurant) => restaurant.id === restaurantId) ?? null
}

/** Formats money with the brand's currency prefix (SPEC §5; default '$ '). */
export function usePriceFormat(brandId: number): (value: string) => string {
  const answer = useRead(configRead(brandId))
  const prefix = answer?.data?.currencyPrefix
  return useCallback((value) => (prefix ? formatPrice(value, prefix) : formatPrice(value)), [prefix])
}

/** FOODINTERVAL (SPEC §5): minutes within which adding the same dish again is warned; 0 when unset. */
export function useFoodInterval(brandId: number, restaurantId: number): number {
  const answer = useRead(foodIntervalRead(brandId, restaurantId))
  const row = answer?.data?.[SETTING.foodInterval]
  const minutes = Number(row?.valueInt ?? row?.valueChar ?? 0)
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0
}
