import { useCallback, useMemo } from 'react'
import { menuRequestOf } from '../../db/recordKeys'
import type { MenuCategory, MenuFood, ShopMenu } from '../../domain/contract/menu'
import { sortFoods } from '../../domain/menu/sort'
import type { MenuArg } from '../../domain/menuRouteArgs'
import type { FoodPlace } from '../../domain/order/lineFromFood'
import { type MenuState, useMenu } from './useMenu'

/** A category as the screens list it: its foods in SPEC sort order. */
export type ListedCategory = Omit<MenuCategory, 'foods'> & { foods: MenuFood[] }

/** A food with where it is listed and the category whose limit applies to it. */
export type PlacedFood = { food: MenuFood; category: ListedCategory; place: FoodPlace }

export type MenuPlaces = {
  menuState: MenuState
  /** The menu's categories with their foods in SPEC sort order; empty until the menu is ready. */
  categories: ListedCategory[]
  /** Where a food is first listed; undefined when the menu does not hold it. */
  placeOf: (foodId: number) => PlacedFood | undefined
}

function sortedCategories(menu: ShopMenu | null): ListedCategory[] {
  if (!menu) return []
  return menu.categories.map((category) => ({ ...category, foods: sortFoods<MenuFood>(category.foods) }))
}

/** The menu of `arg` as the ordering screens list it, and where each of its foods is listed. */
export function useMenuPlaces({ brandId, restaurantId, menuType }: MenuArg): MenuPlaces {
  const menuState = useMenu(
    useMemo(() => menuRequestOf({ restaurantId, menuType, brandId }), [restaurantId, menuType, brandId]),
  )
  const menu = menuState.status === 'ready' ? menuState.menu : null
  const categories = useMemo(() => sortedCategories(menu), [menu])
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
  return { menuState, categories, placeOf }
}
