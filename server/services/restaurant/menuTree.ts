import { sortFoods } from '../../../src/domain/menu/sort'
import type {
  SentCategory,
  SentComboGroup,
  SentComboItem,
  SentFood,
  SentModifierGroup,
  SentModifierOption,
} from '../../../src/domain/menuSchema'
import type { CategoryJson, FoodJson, GroupsJson } from './menuSql'

/** Builds the nested answer of src/domain/menuSchema.ts (SPEC §3 shapes) from the flat arrays of menuSql.ts. */

/** Lists by key, in the order the items come. */
function listsBy<T, K>(items: readonly T[] | null, key: (item: T) => K): Map<K, T[]> {
  const lists = new Map<K, T[]>()
  for (const item of items ?? []) {
    const list = lists.get(key(item))
    if (list) list.push(item)
    else lists.set(key(item), [item])
  }
  return lists
}

export type FoodGroups = {
  /** Modifier groups by food id. */
  modifiers: Map<number, SentModifierGroup[]>
  /** Combo groups by food id; each item's itemDetail is its food's modifier groups. */
  combos: Map<number, SentComboGroup[]>
}

/** Every food's modifier and combo groups, items in display order. */
export function buildGroups(json: GroupsJson): FoodGroups {
  const options = listsBy(json.modifierOptions, (option) => option.groupId)
  const modifierGroups = (json.modifierGroups ?? []).map(
    ({ foodId, ...group }): SentModifierGroup & { foodId: number } => ({
      ...group,
      foodId,
      items: (options.get(group.id) ?? []).map(({ groupId: _group, ...item }): SentModifierOption => item),
    }),
  )
  const modifiers = new Map(
    [...listsBy(modifierGroups, (group) => group.foodId)].map(([foodId, groups]) => [
      foodId,
      groups.map(({ foodId: _food, ...group }): SentModifierGroup => group),
    ]),
  )
  const items = listsBy(json.comboItems, (item) => item.groupId)
  const comboGroups = (json.comboGroups ?? []).map((group): SentComboGroup & { foodId: number } => ({
    ...group,
    required: group.required === 0 ? 0 : 1,
    items: (items.get(group.id) ?? []).map(
      ({ groupId: _group, ...item }): SentComboItem => ({
        ...item,
        itemDetail: modifiers.get(item.foodId) ?? [],
      }),
    ),
  }))
  const combos = new Map(
    [...listsBy(comboGroups, (group) => group.foodId)].map(([foodId, groups]) => [
      foodId,
      groups.map(({ foodId: _food, ...group }): SentComboGroup => group),
    ]),
  )
  return { modifiers, combos }
}

/**
 * Categories in display order with their foods in SPEC sort order (sortFoods); a food's itemDetail
 * is its combo groups when it has some, else its modifier groups. Categories without a shown food
 * are left out.
 */
export function buildCategories(
  categories: readonly CategoryJson[] | null,
  foods: readonly FoodJson[] | null,
  groups: FoodGroups,
): SentCategory[] {
  const byCategory = listsBy(foods, (food) => food.categoryId)
  return (categories ?? []).flatMap((category): SentCategory[] => {
    const shown = byCategory.get(category.id)
    if (!shown) return []
    const menuFoods = shown.map(
      (food): SentFood => ({
        ...food,
        itemDetail: groups.combos.get(food.id) ?? groups.modifiers.get(food.id) ?? [],
      }),
    )
    return [{ ...category, number: 0, foods: sortFoods(menuFoods) }]
  })
}
