import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { type CartGuard, CartRefused, isSameLine } from '../../db/carts'
import { cartScopeOf, menuRequestOf } from '../../db/recordKeys'
import { useSetting } from '../../db/settings'
import { encodeArg } from '../../domain/args'
import type { BrandRestaurant } from '../../domain/brandApi'
import { localized } from '../../domain/locale'
import { decideAdd } from '../../domain/menu/automod'
import type { CartRepair } from '../../domain/menu/cartRepair'
import {
  type AddCode,
  type AddContext,
  addStep,
  checkAdd,
  duplicateFoodWarning,
  isNextAddDisabled,
  personCount,
  quantityAfterRemove,
  quantityOf,
} from '../../domain/menu/limits'
import { checkShopState, type MenuFlow, menuFlow, type ShopStateCode } from '../../domain/menu/menuFlow'
import { sortFoods } from '../../domain/menu/sort'
import type { CartItemDetail, CartLine } from '../../domain/menu/types'
import type { MenuCategory, MenuFood, ShopMenu } from '../../domain/menuApi'
import { comboArgValues, type MenuArg, menuQueryArg } from '../../domain/menuRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { useStableObject } from '../../ui/useStableObject'
import type { FoodPlace } from '../cart/cartLine'
import { type CartApi, useCart, useCartRepair } from '../cart/useCart'
import { showToast } from '../shell/toasts'
import { ADD_REFUSAL_TEXT } from './menuText'
import { type MenuState, useMenu } from './useMenu'
import { useFoodInterval, usePriceFormat, useRestaurant } from './useShopInfo'

/** A category as the screens list it: its foods in SPEC sort order. */
export type ListedCategory = Omit<MenuCategory, 'foods'> & { foods: MenuFood[] }

/** A food with where it is listed and the category whose limit applies to it. */
export type PlacedFood = { food: MenuFood; category: ListedCategory; place: FoodPlace }

export type Ordering = {
  arg: MenuArg
  flow: MenuFlow | null
  menuState: MenuState
  /** The menu's categories with their foods in SPEC sort order; empty until the menu is ready. */
  categories: ListedCategory[]
  cart: CartApi
  persons: number
  /** The restaurant from the brand's list: undefined while loading, null when unknown. */
  restaurant: BrandRestaurant | null | undefined
  /** SPEC §4: may this menu's order type be ordered now (checked for order types 7 and 1). */
  shopState: ShopStateCode
  price: (value: string) => string
  placeOf: (foodId: number) => PlacedFood | undefined
  /** Why adding the food (by default its next step) would be refused ('ok' when it would not). */
  refusalOf: (placed: PlacedFood, quantity?: number) => AddCode
  /** Order type 1 stock: the next add would pass the stock left (SPEC §5). */
  nextAddDisabled: (food: MenuFood) => boolean
  /** The add button of a food in the menu list (SPEC §5 automod, then every limit). */
  addFromMenu: (placed: PlacedFood) => Promise<void>
  /** Adds the food with chosen details (the choosers); false when a limit refused it (toast shown). */
  addWithChoices: (placed: PlacedFood, details: CartItemDetail[], quantity: number) => Promise<boolean>
  /** The minus button of a food in the menu list: steps its latest line down. */
  removeFromMenu: (food: MenuFood) => Promise<void>
  /** Steppers of the cart lines. */
  stepLine: (index: number, direction: 1 | -1) => Promise<void>
  notices: CartRepair | null
  dismissNotices: () => void
  /** Link targets for the choosers of this menu. */
  chooserLink: (food: MenuFood) => ChooserLink
  remarkSearch: { arg: string }
}

export type ChooserLink =
  | { to: '/combo/{-$arg}'; params: { arg: string } }
  | { to: '/foodDetail'; search: { arg: string; foodId: number } }

function sortedCategories(menu: ShopMenu | null): ListedCategory[] {
  if (!menu) return []
  return menu.categories.map((category) => ({ ...category, foods: sortFoods<MenuFood>(category.foods) }))
}

/**
 * Everything the menu screens (phone and desktop) and the choosers share for one menu and cart.
 * `repairs: false` on the choosers: the cart is checked against a new menu on the menu screens,
 * which show what changed.
 */
export function useOrdering(arg: MenuArg, options: { repairs?: boolean } = {}): Ordering {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const { brandId, restaurantId, menuType, qrCode } = arg
  const menuState = useMenu(
    useMemo(() => menuRequestOf({ restaurantId, menuType, brandId }), [restaurantId, menuType, brandId]),
  )
  const cartScope = useMemo(
    () => cartScopeOf({ restaurantId, menuType, qrCode }),
    [restaurantId, menuType, qrCode],
  )
  const cart = useCart(cartScope)
  const flow = useMemo(() => menuFlow(menuType, qrCode), [menuType, qrCode])
  const persons = personCount(Number(useSetting('personCount', 1)))
  const selectedAddress = useSetting<unknown>('selectedAddressId', null)
  const restaurant = useRestaurant(brandId, restaurantId)
  const price = usePriceFormat(brandId)
  const foodInterval = useFoodInterval(brandId, restaurantId)
  const menu = menuState.status === 'ready' ? menuState.menu : null
  const categories = useMemo(() => sortedCategories(menu), [menu])
  const orderType = flow?.orderType ?? 0

  const places = useMemo(() => {
    const map = new Map<number, PlacedFood>()
    categories.forEach((category, pindex) => {
      category.foods.forEach((food, index) => {
        if (!map.has(food.id)) map.set(food.id, { food, category, place: { pindex, index } })
      })
    })
    return map
  }, [categories])
  const placeOf = useCallback((foodId: number) => places.get(foodId), [places])

  const shopState = checkShopState({
    orderType,
    openStatus: restaurant?.openStatus ?? 3,
    shipanyStatus: restaurant?.shipanyStatus ?? null,
    hasAddress: selectedAddress !== null && selectedAddress !== undefined && selectedAddress !== '',
  })

  // A new menu replaces the one the cart was filled from: removed and repriced lines are flagged.
  const repair = useCartRepair(options.repairs === false ? null : cartScope, menuState, cart.lines)

  /** The rules' view of an add of the food: its category, the guests and order type, these lines. */
  const addContext = useCallback(
    (placed: PlacedFood, lines: readonly CartLine[], quantity?: number): AddContext => ({
      food: placed.food,
      category: placed.category,
      cart: lines,
      sent: [],
      persons,
      orderType,
      ...(quantity === undefined ? {} : { quantity }),
    }),
    [persons, orderType],
  )

  const refusalOf = useCallback(
    (placed: PlacedFood, quantity?: number) => checkAdd(addContext(placed, cart.lines, quantity)),
    [addContext, cart.lines],
  )

  const refuse = useCallback(
    (code: Exclude<AddCode, 'ok'>) => showToast(i18n._(ADD_REFUSAL_TEXT[code])),
    [i18n],
  )

  /**
   * The same rules, checked again on the lines stored when the add is written (in the cart's
   * transaction): taps faster than the screen updates, or another tab, cannot pass a limit.
   */
  const guardFor = useCallback(
    (placed: PlacedFood, quantity: number): CartGuard =>
      (stored) =>
        checkAdd(addContext(placed, stored, quantity)),
    [addContext],
  )

  /** Runs a guarded cart change; a refusal shows its message and answers false. */
  const guarded = useCallback(
    async (change: () => Promise<void>): Promise<boolean> => {
      try {
        await change()
        return true
      } catch (error) {
        if (!(error instanceof CartRefused)) throw error
        refuse(error.code as Exclude<AddCode, 'ok'>)
        return false
      }
    },
    [refuse],
  )

  const chooserLink = useCallback(
    (food: MenuFood): ChooserLink =>
      Number(food.foodType) === 2
        ? { to: '/combo/{-$arg}', params: { arg: encodeArg(comboArgValues(arg, food.id)) } }
        : { to: '/foodDetail', search: { arg: menuQueryArg(arg), foodId: food.id } },
    [arg],
  )

  /**
   * Adds `quantity` units with these choices (the cart merges them into a line with the same
   * choices). A new line of a dish added less than FOODINTERVAL minutes ago is warned about.
   */
  const putInCart = useCallback(
    async (placed: PlacedFood, details: CartItemDetail[], quantity: number) => {
      const { food } = placed
      const now = Date.now()
      // The line's sums need decimal.js, loaded with the first add rather than with the menu.
      const { cartLineFor } = await import('../cart/cartLine')
      const line = cartLineFor(food, placed.place, details, quantity, restaurantId, now)
      const others = cart.lines.filter((entry) => entry.productId === food.id && !isSameLine(entry, line))
      const latest = Math.max(0, ...others.map((entry) => entry.onTime))
      if (
        !cart.lines.some((entry) => isSameLine(entry, line)) &&
        duplicateFoodWarning(latest || null, now, foodInterval)
      ) {
        const name = localized(food, 'foodName', locale)
        const minutes = foodInterval
        showToast(t`${name} was already added in the last ${minutes} minutes`)
      }
      await cart.add(line, guardFor(placed, quantity))
    },
    [cart, foodInterval, guardFor, locale, restaurantId, t],
  )

  const addWithChoices = useCallback(
    async (placed: PlacedFood, details: CartItemDetail[], quantity: number) => {
      const code = refusalOf(placed, quantity)
      if (code !== 'ok') {
        refuse(code)
        return false
      }
      return guarded(() => putInCart(placed, details, quantity))
    },
    [refusalOf, putInCart, refuse, guarded],
  )

  const addFromMenu = useCallback(
    async (placed: PlacedFood) => {
      const { food } = placed
      const first = refusalOf(placed)
      if (first === 'invisible' || first === 'disabled' || first === 'soldOut') {
        refuse(first)
        return
      }
      const decision = decideAdd(food, food.itemDetail, cart.lines)
      if (decision.code === 'openChooser') {
        await navigate(chooserLink(food))
        return
      }
      const code = refusalOf(placed)
      if (code !== 'ok') {
        refuse(code)
        return
      }
      const step = addStep(food, quantityOf(cart.lines, food.id))
      await guarded(() =>
        decision.code === 'addToLine'
          ? cart.increase(decision.lineIndex, step, guardFor(placed, step))
          : putInCart(placed, decision.details, step),
      )
    },
    [cart, chooserLink, navigate, putInCart, refusalOf, refuse, guarded, guardFor],
  )

  const stepDown = useCallback(
    async (index: number, line: CartLine) => {
      const next = quantityAfterRemove(line, line.number)
      if (next === 0) await cart.remove(index)
      else await cart.setNumber(index, next)
    },
    [cart],
  )

  const removeFromMenu = useCallback(
    async (food: MenuFood) => {
      const index = cart.lines.findLastIndex((line) => line.productId === food.id)
      if (index >= 0) await stepDown(index, cart.lines[index]!)
    },
    [cart.lines, stepDown],
  )

  const stepLine = useCallback(
    async (index: number, direction: 1 | -1) => {
      const line = cart.lines[index]
      if (!line) return
      if (direction === -1) {
        await stepDown(index, line)
        return
      }
      const placed = places.get(line.productId)
      if (!placed) return
      const step = line.increaseQuantity || 1
      const code = refusalOf(placed, step)
      if (code !== 'ok') {
        refuse(code)
        return
      }
      await guarded(() => cart.increase(index, step, guardFor(placed, step)))
    },
    [cart, places, refusalOf, refuse, stepDown, guarded, guardFor],
  )

  const nextAddDisabled = useCallback(
    (food: MenuFood) => isNextAddDisabled(food, cart.lines, orderType),
    [cart.lines, orderType],
  )

  const remarkSearch = useMemo(() => ({ arg: menuQueryArg(arg) }), [arg])

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
    price,
    placeOf,
    refusalOf,
    nextAddDisabled,
    addFromMenu,
    addWithChoices,
    removeFromMenu,
    stepLine,
    notices: repair.repair,
    dismissNotices: repair.dismiss,
    chooserLink,
    remarkSearch,
  })
}
