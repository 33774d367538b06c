import type { BrandRestaurant } from '../../domain/contract/brand'
import type { MemberAddress } from '../../domain/contract/member'
import { checkShopState, type ShopStateCode } from '../../domain/menu/menuFlow'
import { isDeliveredOrderType } from '../../domain/menu/types'
import type { ShopNow } from '../../domain/restaurantStatus'
import { useDeliveryAddress } from '../address/useDeliveryAddress'
import { useShopNow } from '../restaurants/useShopNow'

export type ShopStateInfo = {
  shopState: ShopStateCode
  /** Delivered orders: where they go (the chosen address, else the default); undefined while loading. */
  deliveryAddress: MemberAddress | null | undefined
  /** The shop's state at the device's time (useShopNow), for the menu's status line. */
  shopNow: ShopNow & { tomorrow: boolean }
}

/**
 * SPEC §4: may this order type be ordered from the restaurant now (checked for order types 7 and 1,
 * with its hours at the time, which move on each minute; delivery also needs an address: the chosen one, else the member's default). A restaurant still
 * loading counts as open, and an address list still loading as having one, so that no notice
 * flashes before the answer.
 */
export function useShopState(
  orderType: number,
  restaurant: BrandRestaurant | null | undefined,
): ShopStateInfo {
  const deliveryAddress = useDeliveryAddress(isDeliveredOrderType(orderType))
  // Closed by its hours now (the device's time; not known on the server's render).
  const shopNow = useShopNow(restaurant)
  const shopState = checkShopState({
    orderType,
    openStatus: restaurant?.openStatus ?? 3,
    shipanyStatus: restaurant?.shipanyStatus ?? null,
    hasAddress: deliveryAddress !== null,
    outsideHours: shopNow.opensAt !== null,
  })
  return { shopState, deliveryAddress, shopNow }
}
