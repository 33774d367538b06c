import type { RecordQuery } from '../../data/recordTypes'
import { brandConfigRead, brandRestaurantListRead, settingListRead } from '../../data/shellReads'
import { SETTING } from '../../domain/contract/brand'
import type { Envelope } from '../../domain/envelope'
import { PLACEMENT_SETTING } from '../../domain/placementLimits'

/**
 * The calls an ordering screen shows besides the menu (./useShopInfo.ts), as saved reads
 * (src/data/savedRead.ts): the restaurant (from the brand's list), the brand's configuration
 * (currency prefix) and the settings the cart follows.
 */

/** GET system/restaurantExt/getBySettingNameList for FOODINTERVAL and ORDER_LINE_MAX_UNITS of the restaurant. */
export function cartSettingsRead(brandId: number, restaurantId: number) {
  return settingListRead(brandId, [SETTING.foodInterval, PLACEMENT_SETTING.lineUnits], restaurantId)
}

/** All of them, for a restaurant of a brand. */
export function shopReads(brandId: number, restaurantId: number): RecordQuery<Envelope<unknown>>[] {
  return [brandRestaurantListRead(brandId), brandConfigRead(brandId), cartSettingsRead(brandId, restaurantId)]
}
