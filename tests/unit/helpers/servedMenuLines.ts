import type { MenuFood, ShopMenu } from '../../../src/domain/contract/menu'
import {
  type Choices,
  checkGroup,
  defaultPicks,
  groupBounds,
  type ItemPick,
} from '../../../src/domain/menu/combo'
import { choiceDetails } from '../../../src/domain/menu/comboDetails'
import type { CartLine, ChoiceGroup } from '../../../src/domain/menu/types'
import { lineFromFood } from '../../../src/domain/order/lineFromFood'

/**
 * Cart lines built from a menu the server served, as the PWA builds them: shared by the server
 * tests, the browser tests' order set-up and the orders bench, which all place real orders.
 */

/** Choices a diner could make: the defaults where they satisfy a group, else its first items, nested alike. */
function validChoices(groups: readonly ChoiceGroup[]): Choices {
  return Object.fromEntries(
    groups.map((group) => {
      const defaults = defaultPicks(group)
      const chosen =
        checkGroup(group, defaults).code === 'ok'
          ? defaults.map((pick) => pick.itemId)
          : group.items.slice(0, groupBounds(group).min).map((item) => item.id)
      const picks = chosen.map((itemId): ItemPick => {
        const item = group.items.find((candidate) => candidate.id === itemId)
        return { itemId, count: 1, details: validChoices(item?.itemDetail ?? []) }
      })
      return [group.id, picks]
    }),
  )
}

/** A cart line for a food as the PWA builds it (valid choices), `number` units. */
export function servedCartLine(food: MenuFood, restaurantId: number, number = 1): CartLine {
  const groups = (food.itemDetail ?? []) as ChoiceGroup[]
  return lineFromFood(food, choiceDetails(groups, validChoices(groups)), { number, restaurantId })
}

/**
 * Foods anyone can order any number of: shown, on sale, no own or category limit, no stock control,
 * single items (not combos); with `withChoices` those with modifier groups, else those without.
 */
export function orderableFoods(menu: ShopMenu, withChoices = false): MenuFood[] {
  return menu.categories
    .filter((category) => !(category.limitAmount > 0 && [1, 2].includes(category.limitType)))
    .flatMap((category) => category.foods)
    .filter(
      (food) =>
        food.invisible === 0 &&
        food.isDisable === 0 &&
        food.status === 1 &&
        food.limitType === 0 &&
        food.surplusNum === null &&
        Number(food.foodType ?? 1) === 1 &&
        (food.itemDetail ?? []).length > 0 === withChoices,
    )
}
