import { createHash } from 'node:crypto'
import { MENU_ERR, type MenuComboGroup, type ShopMenu } from '../../../src/domain/menuApi'
import type { Database } from '../../db/open'
import { ApiError, restaurantNotFound } from '../../http/errors'
import { HIDDEN, loadFoodGroupsJson, loadMenuJson } from './menuSql'
import { buildCategories, buildGroups } from './menuTree'

export function menuNotFound(): ApiError {
  return new ApiError(200, MENU_ERR.menuNotFound, 'menuNotFound')
}

export function foodNotFound(): ApiError {
  return new ApiError(200, MENU_ERR.foodNotFound, 'foodNotFound')
}

/** A short content hash: equal content, equal versions. */
export function contentVersion(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22)
}

type MenuParams = { restaurantId: number; menuType: number; brandId?: number; version?: string }

/** Menus being read now, by request: identical requests arriving meanwhile share the one read. */
const inFlight = new WeakMap<Database, Map<string, Promise<Omit<ShopMenu, 'unchanged'>>>>()

async function readMenu(db: Database, params: MenuParams): Promise<Omit<ShopMenu, 'unchanged'>> {
  const { restaurantId, menuType } = params
  const json = await loadMenuJson(db, restaurantId, menuType, params.brandId)
  if (!json.found) throw restaurantNotFound()
  if (!json.menu) throw menuNotFound()
  const categories = buildCategories(json.categories, json.foods, buildGroups(json))
  const { id: menuId, name, name1, name2 } = json.menu
  const head = { restaurantId, menuId, menuType, name, name1, name2 }
  return { ...head, version: contentVersion({ head, categories }), categories }
}

/**
 * The restaurant's menu of this type (SPEC §3 shapes): categories with foods (invisible 1 left
 * out), modifier and combo groups, in one statement. With `version` equal to the current one the
 * categories are left out (`unchanged: true`). RESTAURANT.NOT_FOUND, MENU.NOT_FOUND.
 */
export async function shopMenu(db: Database, params: MenuParams): Promise<ShopMenu> {
  const key = `${params.restaurantId}/${params.menuType}/${params.brandId ?? ''}`
  const reads = inFlight.get(db) ?? new Map()
  inFlight.set(db, reads)
  let read = reads.get(key)
  if (!read) {
    read = readMenu(db, params).finally(() => reads.delete(key))
    reads.set(key, read)
  }
  const menu = await read
  const unchanged = params.version === menu.version
  return { ...menu, unchanged, categories: unchanged ? [] : menu.categories }
}

/**
 * POST food/findFoodCombo: the food's combo groups with their items (each item's own modifier
 * groups nested), [] for a food without any. FOOD.NOT_FOUND for an unknown or hidden food, or one
 * not of the given restaurant.
 */
export async function foodCombo(
  db: Database,
  foodId: number,
  restaurantId?: number,
): Promise<MenuComboGroup[]> {
  const json = await loadFoodGroupsJson(db, foodId)
  const { food } = json
  if (!food || food.invisible === HIDDEN) throw foodNotFound()
  if (restaurantId !== undefined && food.restaurantId !== restaurantId) throw foodNotFound()
  return buildGroups(json).combos.get(foodId) ?? []
}
