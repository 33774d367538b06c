import { eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import type { LimitHit, OrderLimitParams } from '../../../src/domain/contract/menu'
import {
  type AddCode,
  type CountedLine,
  categoryCap,
  checkAdd,
  type LimitCategory,
  type LimitFood,
  ownLimit,
  quantityOf,
} from '../../../src/domain/menu/limits'
import { menuFlow } from '../../../src/domain/menu/menuFlow'
import { ORDER_TYPE } from '../../../src/domain/menu/types'
import type { Database } from '../../db/open'
import { categories, foods, menus } from '../../db/schema'
import { validationError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'
import { foodNotFound } from './shopMenu'

/**
 * order/checkOrderLimit and order/checkZiquLimit: the whole cart checked with the rules of
 * src/domain/menu/limits.ts (checkAdd) against the foods, categories and stock as stored now.
 * Each food of the cart is checked as one add of all its units onto the rest of the cart, so its
 * own limit, its category's cap (every food of the category counted) and its stock (order type 1)
 * apply to the cart's totals; limitType 2 counts the `sent` lines.
 */

type Params = v.InferOutput<typeof OrderLimitParams>

export type LimitOutcome = { code: 'ok' } | { code: Exclude<AddCode, 'ok'>; hit: LimitHit }

function counted(lines: readonly CountedLine[]): CountedLine[] {
  return lines.filter((line) => line.productId > 0)
}

/** The foods of the cart's categories, with their category and menu, in one query. */
function loadCartFoods(db: Database, productIds: number[]) {
  const cartCategories = db.select({ id: foods.categoryId }).from(foods).where(inArray(foods.id, productIds))
  return db
    .select({
      food: foods,
      category: { id: categories.id, limitType: categories.limitType, limitAmount: categories.limitAmount },
      menu: { id: menus.id, restaurantId: menus.restaurantId, menuType: menus.menuType },
    })
    .from(foods)
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(inArray(foods.categoryId, cartCategories))
}

/** The number a refusal names: the own or category limit (× persons), or the stock left. */
function limitOf(code: AddCode, food: LimitFood, category: LimitCategory, persons: number): number | null {
  if (code === 'maxNumber') return ownLimit(food, persons)
  if (code === 'overCategoryMax') return categoryCap(category, food, persons)
  if (code === 'soldOut' || code === 'stockReached') return food.surplusNum
  return null
}

/**
 * The first refusal among the cart's foods (in the order they first appear), or ok. With
 * `pickup` the order type is 7 (checkZiquLimit); otherwise the given one, else the flow of the
 * foods' menu (src/domain/menu/menuFlow.ts). RESTAURANT.NOT_FOUND, FOOD.NOT_FOUND for a food not on
 * one of the restaurant's menus, VALIDATION `lines` for a cart mixing menus.
 */
export async function checkCartLimits(db: Database, params: Params, pickup: boolean): Promise<LimitOutcome> {
  const cart = counted(params.lines)
  const sent = counted(params.sent)
  const productIds = [...new Set(cart.map((line) => line.productId))]
  const [, rows] = await Promise.all([
    requireRestaurant(db, { restaurantId: params.restaurantId }),
    productIds.length > 0 ? loadCartFoods(db, productIds) : Promise.resolve([]),
  ])
  const byId = new Map(rows.map((row) => [row.food.id, row]))
  const found = productIds.map((id) => {
    const row = byId.get(id)
    if (!row || row.menu.restaurantId !== params.restaurantId) throw foodNotFound()
    return row
  })
  if (new Set(found.map((row) => row.menu.id)).size > 1) throw validationError('lines')
  const menuType = found[0]?.menu.menuType
  const orderType = pickup
    ? ORDER_TYPE.pickup
    : (params.orderType ??
      (menuType === undefined ? undefined : menuFlow(menuType)?.orderType) ??
      ORDER_TYPE.shop)

  const entries = rows.map(({ food, category }) => ({
    food,
    category,
    names: { foodName: food.name, foodName1: food.name1, foodName2: food.name2 },
  }))
  const cartEntries = found.map((row) => entries.find((entry) => entry.food.id === row.food.id)!)
  return firstLimitHit(entries, cartEntries, { cart, sent, persons: params.persons, orderType })
}

/** A food as the limits read it, with its category's limit and its names (for the refusal). */
export type LimitEntry = {
  food: LimitFood
  category: Pick<LimitCategory, 'limitType' | 'limitAmount'> & { id: number }
  names: Pick<LimitHit, 'foodName' | 'foodName1' | 'foodName2'>
}

/**
 * The first refusal of checkAdd among the cart's foods (`cartEntries`, in the order they first
 * appear in the cart), each checked as one add of all its units onto the rest of the cart;
 * `entries` holds every food of their categories (the category caps count them all). Also used by
 * order placement (server/services/order), so both calls refuse alike.
 */
export function firstLimitHit(
  entries: readonly LimitEntry[],
  cartEntries: readonly LimitEntry[],
  input: { cart: readonly CountedLine[]; sent: readonly CountedLine[]; persons: number; orderType: number },
): LimitOutcome {
  const cart = counted(input.cart)
  for (const { food, category, names } of cartEntries) {
    const categoryFoods = entries
      .filter((entry) => entry.category.id === category.id)
      .map((entry) => entry.food)
    const limitCategory = { ...category, foods: categoryFoods }
    const others = cart.filter((line) => line.productId !== food.id)
    const quantity = quantityOf(cart, food.id)
    const code = checkAdd({
      food,
      category: limitCategory,
      cart: others,
      sent: counted(input.sent),
      persons: input.persons,
      orderType: input.orderType,
      quantity,
    })
    if (code === 'ok') continue
    return {
      code,
      hit: {
        productId: food.id,
        reason: code,
        ...names,
        max: limitOf(code, food, limitCategory, input.persons),
      },
    }
  }
  return { code: 'ok' }
}
