import type { MenuFood, ShopMenu } from '../contract/menu'

/** The menu's foods by id; a food listed in two categories is taken from the first. */
export function foodsById(menu: Pick<ShopMenu, 'categories'>): Map<number, MenuFood> {
  const foods = new Map<number, MenuFood>()
  for (const category of menu.categories) {
    for (const food of category.foods) if (!foods.has(food.id)) foods.set(food.id, food)
  }
  return foods
}
