import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { backgroundWorkAllowed } from '../../db/open'
import type { MenuFood } from '../../domain/contract/menu'
import type { AddRequest } from '../../domain/menu/addDecision'
import { quantityAfterRemove } from '../../domain/menu/limits'
import { type ShopStateCode, shopRefusesOrders } from '../../domain/menu/menuFlow'
import type { CartItemDetail, CartLine } from '../../domain/menu/types'
import { showToast } from '../../ui/toasts'
import type { CartApi } from '../cart/useCart'
import { SHOP_STATE_TEXT } from './menuText'
import type { AddRulesApi } from './useAddRules'
import type { ChooserLink } from './useMenuLinks'
import type { MenuPlaces, PlacedFood } from './useMenuPlaces'
import type { PutInCart } from './usePutInCart'

export type CartActions = {
  /** The add button of a food in the menu list (SPEC §5 automod, then every limit). */
  addFromMenu: (placed: PlacedFood) => Promise<void>
  /** Adds the food with chosen details (the choosers); false when a limit refused it (toast shown). */
  addWithChoices: (placed: PlacedFood, details: CartItemDetail[], quantity: number) => Promise<boolean>
  /** The minus button of a food in the menu list: steps its latest line down. */
  removeFromMenu: (food: MenuFood) => Promise<void>
  /** Steppers of the cart lines. */
  stepLine: (index: number, direction: 1 | -1) => Promise<void>
}

type Parts = {
  cart: CartApi
  placeOf: MenuPlaces['placeOf']
  rules: AddRulesApi
  putInCart: PutInCart
  chooserLink: (food: MenuFood) => ChooserLink
  /** SPEC §4: while the shop itself refuses this order type, nothing is added (Next would refuse it). */
  shopState: ShopStateCode
}

/**
 * The add planner, imported on demand: the first render draws the dishes without it (their
 * refusals are ./useAddRules.ts). The import starts once start-up has rendered, so a tap finds it
 * loaded (the service worker precaches every chunk).
 */
const addPlanner = () => import('../../domain/menu/addDecision')

/**
 * The buttons that change the cart from the menu, the choosers and the cart lines. Each add is
 * planned once on the lines shown (src/domain/menu/addDecision.ts: a refusal shows at once) and
 * written with the same limits as the cart's guard, checked on the lines stored at that moment.
 */
export function useCartActions({
  cart,
  placeOf,
  rules,
  putInCart,
  chooserLink,
  shopState,
}: Parts): CartActions {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const { rulesOf, guardFor, refuse, guarded } = rules
  useEffect(() => {
    void backgroundWorkAllowed().then(addPlanner)
  }, [])

  /** Plans the add on the lines shown and carries it out; true when the cart took it. */
  const add = useCallback(
    async (placed: PlacedFood, request: AddRequest): Promise<boolean> => {
      if (shopRefusesOrders(shopState)) {
        showToast(i18n._(SHOP_STATE_TEXT[shopState]))
        return false
      }
      const { planAdd } = await addPlanner()
      const plan = planAdd(rulesOf(placed), cart.lines, request)
      switch (plan.kind) {
        case 'refuse':
          refuse(plan.code)
          return false
        case 'openChooser':
          await navigate(chooserLink(placed.food))
          return false
        case 'stale':
          return false
        case 'increaseLine':
          return guarded(() => cart.increase(plan.lineIndex, plan.quantity, guardFor(placed, plan.quantity)))
        case 'newLine':
          return guarded(() =>
            putInCart(placed, plan.details, plan.quantity, guardFor(placed, plan.quantity)),
          )
      }
    },
    [cart, chooserLink, navigate, putInCart, rulesOf, guardFor, refuse, guarded, shopState, i18n],
  )

  const addFromMenu = useCallback(
    async (placed: PlacedFood) => {
      await add(placed, { from: 'menu' })
    },
    [add],
  )
  const addWithChoices = useCallback(
    (placed: PlacedFood, details: CartItemDetail[], quantity: number) =>
      add(placed, { from: 'chooser', details, quantity }),
    [add],
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
      if (direction === -1) return stepDown(index, line)
      const placed = placeOf(line.productId)
      if (placed) await add(placed, { from: 'cartLine', lineIndex: index })
    },
    [cart.lines, placeOf, stepDown, add],
  )

  return { addFromMenu, addWithChoices, removeFromMenu, stepLine }
}
