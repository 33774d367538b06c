import { createHash } from 'node:crypto'
import type * as v from 'valibot'
import { MENU_ERR, type ShopMenuParams } from '../../../src/domain/contract/menu'
import type { SentComboGroup, SentShopMenu } from '../../../src/domain/menuSchema'
import type { Database } from '../../db/open'
import { compressAnswer, type Encoding } from '../../http/compression'
import { successBytes } from '../../http/envelope'
import { ApiError, restaurantNotFound } from '../../http/errors'
import { type BuiltMenu, MenuCache } from './menuCache'
import { MenuRevisionReads } from './menuRevisions'
import { HIDDEN, loadFoodGroupsJson, loadMenuJson } from './menuSql'
import { buildCategories, buildGroups } from './menuTree'

function menuNotFound(): ApiError {
  return new ApiError(200, MENU_ERR.menuNotFound, 'menuNotFound')
}

export function foodNotFound(): ApiError {
  return new ApiError(200, MENU_ERR.foodNotFound, 'foodNotFound')
}

/** A short content hash: equal content, equal versions. */
function contentVersion(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22)
}

type MenuParams = v.InferOutput<typeof ShopMenuParams>

/** What POST food/shopMenuNew sends: the version (ETag) and the whole envelope as bytes. */
export type ShopMenuAnswer = {
  version: string
  body: Uint8Array<ArrayBuffer>
  /** The body in an encoding: for the full menu the copy kept with it, made once per revision. */
  compressed: (encoding: Encoding) => Promise<Uint8Array<ArrayBuffer>>
}

/** What this process keeps for one database's menus (tests open several databases). */
type MenuState = {
  /** Built answers, per menu and revision. */
  cache: MenuCache
  /** Menus being built now, by request and revision: identical requests arriving meanwhile share the one read. */
  reads: Map<string, Promise<BuiltMenu>>
  /** Revision reads: requests arriving together share one statement (./menuRevisions.ts). */
  revisions: MenuRevisionReads
}

const states = new WeakMap<Database, MenuState>()

function stateOf(db: Database): MenuState {
  let state = states.get(db)
  if (!state) {
    state = { cache: new MenuCache(), reads: new Map(), revisions: new MenuRevisionReads(db) }
    states.set(db, state)
  }
  return state
}

async function buildMenu(db: Database, params: MenuParams): Promise<BuiltMenu> {
  const { restaurantId, menuType } = params
  const json = await loadMenuJson(db, restaurantId, menuType, params.brandId)
  if (!json.found) throw restaurantNotFound()
  if (!json.menu) throw menuNotFound()
  const categories = buildCategories(json.categories, json.foods, buildGroups(json))
  const { id: menuId, name, name1, name2 } = json.menu
  const head = { restaurantId, menuId, menuType, name, name1, name2 }
  const version = contentVersion({ head, categories })
  const full: SentShopMenu = { ...head, version, unchanged: false, categories }
  const unchanged: SentShopMenu = { ...head, version, unchanged: true, categories: [] }
  return {
    revision: json.revision,
    version,
    fullBody: successBytes(full),
    unchangedBody: successBytes(unchanged),
  }
}

/**
 * The restaurant's menu of this type (SPEC §3 shapes): categories with foods (invisible 1 left
 * out), modifier and combo groups. With `version` equal to the current one the categories are left
 * out (`unchanged: true`). Built in one statement, then kept for the menu's revision: a repeated
 * read costs one primary-key lookup. RESTAURANT.NOT_FOUND, MENU.NOT_FOUND.
 */
export async function shopMenu(db: Database, params: MenuParams): Promise<ShopMenuAnswer> {
  const key = `${params.restaurantId}/${params.menuType}/${params.brandId ?? ''}`
  const { cache, reads, revisions } = stateOf(db)
  const revision = await revisions.revision(params.restaurantId)
  let menu = revision === null ? undefined : cache.get(key, revision)
  if (!menu) {
    // Only requests that saw the same revision share a read: one that saw a newer revision must
    // not join a read that may have started before that write committed.
    const readKey = `${key}@${revision ?? ''}`
    let read = reads.get(readKey)
    if (!read) {
      read = buildMenu(db, params)
        .then((built) => {
          cache.set(key, built)
          return built
        })
        .finally(() => reads.delete(readKey))
      reads.set(readKey, read)
    }
    menu = await read
  }
  const built = menu
  if (params.version === built.version) {
    const body = built.unchangedBody
    return { version: built.version, body, compressed: (encoding) => compressAnswer(body, encoding) }
  }
  return {
    version: built.version,
    body: built.fullBody,
    compressed: (encoding) => cache.compressedBody(key, built, encoding, compressAnswer),
  }
}

/** What this process keeps of the menus of `db`: answers, their bytes and compressed copies made. */
export function menuCacheStats(db: Database): { answers: number; bytes: number; compressions: number } {
  const { cache } = stateOf(db)
  return { answers: cache.size, bytes: cache.bytes, compressions: cache.compressions }
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
): Promise<SentComboGroup[]> {
  const json = await loadFoodGroupsJson(db, foodId)
  const { food } = json
  if (!food || food.invisible === HIDDEN) throw foodNotFound()
  if (restaurantId !== undefined && food.restaurantId !== restaurantId) throw foodNotFound()
  return buildGroups(json).combos.get(foodId) ?? []
}
