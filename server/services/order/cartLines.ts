import { MENU_ERR } from '../../../src/domain/contract/menu'
import { type Choices, checkChoices, type ItemPick } from '../../../src/domain/menu/combo'
import { choiceDetails } from '../../../src/domain/menu/comboDetails'
import {
  type CartItemDetail,
  type CartLine,
  type ChoiceGroup,
  isDifferenceLine,
} from '../../../src/domain/menu/types'
import type { SentCategory, SentFood } from '../../../src/domain/menuSchema'
import { lineFromFood } from '../../../src/domain/order/lineFromFood'
import { ApiError, validationError } from '../../http/errors'
import type { LimitEntry } from '../restaurant/orderLimits'

/**
 * The cart as the server prices it (DESIGN §4: "the server recomputes every price from its own
 * data"): each line's food, base price, lunch box, flags and names come from the menu as stored now,
 * and its chosen modifiers and combo items are checked against the food's groups (unknown group or
 * item, a count the group does not allow) and priced from the database (preferential prices
 * applied, src/domain/menu/combo.ts). The client's prices, names and flags are never read.
 */

/** The cart's dishes as the server priced them, the make-up line's position, and the foods for the limit checks. */
export type PricedCart = {
  /** Dishes only, in cart order; the make-up line is priced with the order (src/domain/order/priceCheckout.ts). */
  dishes: { index: number; line: CartLine }[]
  /** Index of the make-up line in the sent cart, or null. */
  makeUpIndex: number | null
  /** Every food of the cart's categories. */
  limitEntries: LimitEntry[]
  /** The cart's foods, in the order they first appear. */
  cartEntries: LimitEntry[]
}

function foodNotFound(field: string): ApiError {
  return new ApiError(200, MENU_ERR.foodNotFound, 'foodNotFound', { field })
}

function entryOf(food: SentFood, category: SentCategory): LimitEntry {
  return {
    food,
    category: { id: category.id, limitType: category.limitType, limitAmount: category.limitAmount },
    names: { foodName: food.foodName, foodName1: food.foodName1, foodName2: food.foodName2 },
  }
}

/** The client's chosen items as Choices of these groups; unknown groups or items and repeats are refused. */
function choicesOf(
  groups: readonly ChoiceGroup[],
  details: readonly CartItemDetail[],
  field: string,
): Choices {
  const picks = new Map<number, ItemPick[]>()
  details.forEach((detail, index) => {
    const at = `${field}.${index}`
    const group = groups.find((candidate) => candidate.id === detail.groupId)
    if (!group) throw validationError(`${at}.groupId`)
    const item = group.items.find((candidate) => candidate.id === detail.id)
    if (!item) throw validationError(`${at}.id`)
    const list = picks.get(group.id) ?? []
    if (list.some((pick) => pick.itemId === item.id)) throw validationError(`${at}.id`)
    const nested = choicesOf(item.itemDetail ?? [], detail.itemDetail, `${at}.itemDetail`)
    list.push({ itemId: item.id, count: detail.number, details: nested })
    picks.set(group.id, list)
  })
  return Object.fromEntries(picks)
}

/** One dish line priced from its food: the client's quantity and choices, everything else the server's. */
function pricedLine(line: CartLine, food: SentFood, field: string): CartLine {
  const groups = food.itemDetail as readonly ChoiceGroup[]
  const choices = choicesOf(groups, line.itemDetail, `${field}.itemDetail`)
  if (checkChoices(groups, choices)) throw validationError(`${field}.itemDetail`)
  return lineFromFood(food, choiceDetails(groups, choices), {
    number: line.number,
    restaurantId: line.restaurantId,
  })
}

/**
 * Prices the sent cart against the menu it was ordered from. VALIDATION `lines.N.restaurantId` for
 * a line of another restaurant, `lines.N.productId` for a product id 0 that is not the make-up line
 * (or a second make-up line), `lines.N.itemDetail…` for choices the food does not offer;
 * FOOD.NOT_FOUND (field `lines.N.productId`) for a food not shown on this menu.
 */
export function priceCart(
  categories: readonly SentCategory[],
  lines: readonly CartLine[],
  restaurantId: number,
) {
  const byId = new Map<number, { food: SentFood; category: SentCategory }>()
  for (const category of categories) for (const food of category.foods) byId.set(food.id, { food, category })
  const cart: PricedCart = { dishes: [], makeUpIndex: null, limitEntries: [], cartEntries: [] }
  const cartCategories = new Set<number>()
  lines.forEach((line, index) => {
    const field = `lines.${index}`
    if (line.restaurantId !== restaurantId) throw validationError(`${field}.restaurantId`)
    if (isDifferenceLine(line)) {
      if (cart.makeUpIndex !== null) throw validationError(`${field}.productId`)
      cart.makeUpIndex = index
      return
    }
    if (line.productId === 0) throw validationError(`${field}.productId`)
    const found = byId.get(line.productId)
    if (!found) throw foodNotFound(`${field}.productId`)
    cart.dishes.push({ index, line: pricedLine(line, found.food, field) })
    if (!cart.cartEntries.some((entry) => entry.food.id === found.food.id))
      cart.cartEntries.push(entryOf(found.food, found.category))
    cartCategories.add(found.category.id)
  })
  for (const category of categories) {
    if (!cartCategories.has(category.id)) continue
    for (const food of category.foods) cart.limitEntries.push(entryOf(food, category))
  }
  cart.cartEntries = cart.cartEntries.map(
    (entry) => cart.limitEntries.find((candidate) => candidate.food.id === entry.food.id) ?? entry,
  )
  return cart
}
