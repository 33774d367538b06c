import { useSetting } from '../../db/settings'
import type { BrandRestaurant } from '../../domain/brandApi'
import { checkShopState, type ShopStateCode } from '../../domain/menu/menuFlow'

/**
 * SPEC §4: may this order type be ordered from the restaurant now (checked for order types 7 and 1;
 * delivery also needs a chosen address). A restaurant still loading counts as open.
 */
export function useShopState(
  orderType: number,
  restaurant: BrandRestaurant | null | undefined,
): ShopStateCode {
  const selectedAddress: unknown = useSetting('selectedAddressId', null)
  return checkShopState({
    orderType,
    openStatus: restaurant?.openStatus ?? 3,
    shipanyStatus: restaurant?.shipanyStatus ?? null,
    hasAddress: selectedAddress !== null && selectedAddress !== undefined && selectedAddress !== '',
  })
}
