import { useMemo } from 'react'
import { cartScopeOf } from '../../db/recordKeys'
import { useSetting } from '../../db/settings'
import type { BrandRestaurant } from '../../domain/contract/brand'
import type { MemberAddress } from '../../domain/contract/member'
import type { CartRepair } from '../../domain/menu/cartRepair'
import { personCount } from '../../domain/menu/limits'
import { type MenuFlow, menuFlow, type ShopStateCode } from '../../domain/menu/menuFlow'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { useStableObject } from '../../ui/useStableObject'
import { usePriceFormat } from '../brand/usePriceFormat'
import { type CartApi, useCart, useCartRepair } from '../cart/useCart'
import { useSharedCart } from '../table/useSharedCart'
import { type AddRulesApi, useAddRules } from './useAddRules'
import { type CartActions, useCartActions } from './useCartActions'
import { type MenuLinks, useMenuLinks } from './useMenuLinks'
import { type MenuPlaces, useMenuPlaces } from './useMenuPlaces'
import { usePutInCart } from './usePutInCart'
import { useCartSettings, useRestaurant } from './useShopInfo'
import { type ShopStateInfo, useShopState } from './useShopState'

export type { ListedCategory, PlacedFood } from './useMenuPlaces'

export type Ordering = MenuPlaces &
  Pick<AddRulesApi, 'refusalOf' | 'nextAddDisabled'> &
  CartActions &
  MenuLinks & {
    arg: MenuArg
    flow: MenuFlow | null
    cart: CartApi
    persons: number
    /** The restaurant from the brand's list: undefined while loading, null when unknown. */
    restaurant: BrandRestaurant | null | undefined
    /** SPEC §4: may this menu's order type be ordered now (checked for order types 7 and 1). */
    shopState: ShopStateCode
    /** Delivery menus: where the order goes; undefined while loading, null when none is known. */
    deliveryAddress: MemberAddress | null | undefined
    /** The restaurant's state at the device's time (its flag, then its hours). */
    shopNow: ShopStateInfo['shopNow']
    price: (value: string) => string
    /** Units one cart line may hold (the brand's ORDER_LINE_MAX_UNITS); null when there is no cap. */
    lineUnits: number | null
    /** What a new menu changed in the cart (removed and repriced lines); null when nothing did. */
    notices: CartRepair | null
    dismissNotices: () => void
  }

/**
 * Everything the menu screens (phone and desktop) and the choosers share for one menu and cart.
 * `repairs: false` on the choosers: the cart is checked against a new menu on the menu screens,
 * which show what changed.
 */
export function useOrdering(arg: MenuArg, options: { repairs?: boolean } = {}): Ordering {
  const { brandId, restaurantId, menuType, qrCode, invite } = arg
  const { menuState, categories, placeOf } = useMenuPlaces(arg)
  const cartScope = useMemo(
    () => cartScopeOf({ restaurantId, menuType, qrCode, invite }),
    [restaurantId, menuType, qrCode, invite],
  )
  // At a table (a QR code), the table's shared cart; in a group order, its cart; otherwise this device's.
  const shared = qrCode ?? invite
  const deviceCart = useCart(shared ? null : cartScope)
  const sharedCart = useSharedCart(qrCode ? 'table' : 'invite', shared)
  const cart = shared ? sharedCart.cart : deviceCart
  const { counterCode } = arg
  const flow = useMemo(() => menuFlow(menuType, qrCode, counterCode), [menuType, qrCode, counterCode])
  const orderType = flow?.orderType ?? 0
  const persons = personCount(Number(useSetting('personCount', 1)))
  const restaurant = useRestaurant(brandId, restaurantId)
  const { shopState, deliveryAddress, shopNow } = useShopState(orderType, restaurant)
  const price = usePriceFormat(brandId)
  const { foodInterval, lineUnits } = useCartSettings(brandId, restaurantId)
  // A new menu replaces the one the cart was filled from: removed and repriced lines are flagged.
  const repair = useCartRepair(options.repairs === false || shared ? null : cartScope, menuState, cart.lines)

  const rules = useAddRules(cart.lines, persons, orderType, lineUnits)
  const { chooserLink, remarkSearch } = useMenuLinks(arg)
  const putInCart = usePutInCart(cart, restaurantId, foodInterval)
  const actions = useCartActions({ cart, placeOf, rules, putInCart, chooserLink, shopState })

  // One object while nothing in it changes: the menu's parts skip renders that change nothing.
  return useStableObject({
    arg,
    flow,
    menuState,
    categories,
    cart,
    persons,
    restaurant,
    shopState,
    deliveryAddress,
    shopNow,
    price,
    lineUnits,
    placeOf,
    refusalOf: rules.refusalOf,
    nextAddDisabled: rules.nextAddDisabled,
    ...actions,
    notices: repair.repair,
    dismissNotices: repair.dismiss,
    chooserLink,
    remarkSearch,
  })
}
