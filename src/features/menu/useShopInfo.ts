import { useMemo } from 'react'
import { loadCall, useAnswer } from '../../data/calls'
import type { RecordStore } from '../../data/recordStore'
import { brandRestaurantListRead } from '../../data/shellReads'
import type { BrandRestaurant } from '../../domain/contract/brand'
import { SETTING } from '../../domain/contract/brand'
import { lineUnitsOf, PLACEMENT_SETTING } from '../../domain/placementLimits'
import { cartSettingsRead, shopReads } from './shopReads'

/**
 * What the ordering screens need to know about the restaurant and brand besides the menu, from the
 * brand calls the shell already makes (kept on the device, so they show offline too).
 */

/**
 * Asks for the shop facts a menu screen shows; resolves once each has something to show (the copy
 * saved on the device, else the answer), so the screen's first render is complete.
 */
export async function loadShopInfo(
  records: RecordStore,
  brandId: number,
  restaurantId: number,
): Promise<void> {
  await Promise.all(shopReads(brandId, restaurantId).map((read) => loadCall(records, read)))
}

/** The restaurant from the brand's list: undefined while loading, null when not found or unreachable. */
export function useRestaurant(brandId: number, restaurantId: number): BrandRestaurant | null | undefined {
  const answer = useAnswer(useMemo(() => brandRestaurantListRead(brandId), [brandId]))
  if (!answer) return undefined
  return answer.data?.find((restaurant) => restaurant.id === restaurantId) ?? null
}

/**
 * The settings the cart follows: FOODINTERVAL (SPEC §5), minutes within which adding the same dish
 * again is warned (0 when unset), and ORDER_LINE_MAX_UNITS, the units one line may hold (null: no
 * cap; the default until the answer is read).
 */
export function useCartSettings(
  brandId: number,
  restaurantId: number,
): { foodInterval: number; lineUnits: number | null } {
  const answer = useAnswer(useMemo(() => cartSettingsRead(brandId, restaurantId), [brandId, restaurantId]))
  const rowOf = (name: string) => answer?.data?.find((setting) => setting.settingName === name)
  const interval = rowOf(SETTING.foodInterval)
  const minutes = Number(interval?.valueInt ?? interval?.valueChar ?? 0)
  return {
    foodInterval: Number.isFinite(minutes) && minutes > 0 ? minutes : 0,
    lineUnits: lineUnitsOf(rowOf(PLACEMENT_SETTING.lineUnits)),
  }
}
