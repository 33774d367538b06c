import { LRUCache } from 'lru-cache'
import type { SentCategory } from '../../../src/domain/menuSchema'
import type { Database } from '../../db/open'
import { loadMenuJson } from '../restaurant/menuSql'
import { buildCategories, buildGroups } from '../restaurant/menuTree'

/**
 * The menus order placement prices carts against, kept per database and per restaurant, menu type
 * and brand at the menu revision they were read at (menu_revisions: the database moves it on with
 * every write that changes a menu, stock taken included, see server/db/schemaMenu.ts). The placing
 * transaction reads the restaurant's current revision with its context (one statement); a menu kept
 * at exactly that revision is what a read would answer, so the menu statement — the heaviest of an
 * order — is skipped. Any instance reads what it lacks; nothing is shared between instances.
 * The kept categories are only read, never changed, by their users.
 */

/** Most menus kept per database (a few hundred restaurants × menu types); the least recently used leave first. */
const MAX_MENUS = 512

type KeptMenu = { revision: number; categories: SentCategory[] }

/** The menus kept for one database (by restaurant, menu type and brand). */
export type OrderMenus = LRUCache<string, KeptMenu>

const kept = new WeakMap<Database, OrderMenus>()

/** The menus kept for `db`: the database itself, not a transaction of it (each has an object of its own). */
export function orderMenusOf(db: Database): OrderMenus {
  let menus = kept.get(db)
  if (!menus) {
    menus = new LRUCache({ max: MAX_MENUS })
    kept.set(db, menus)
  }
  return menus
}

/** Which menu: the restaurant (of this brand) and the menu type. */
export type MenuKey = { restaurantId: number; menuType: number; brandId: number }

const keyOf = ({ restaurantId, menuType, brandId }: MenuKey) => `${restaurantId}:${menuType}:${brandId}`

/**
 * The menu's categories with their shown foods and choice groups as of `revision` (the restaurant's
 * revision read in this transaction; null: it has none, always read): the kept copy, else read (one
 * statement on `db`, the placing transaction) and kept in `menus`. Null when the restaurant (of the brand) has no menu of this type.
 */
export async function orderMenu(
  db: Database,
  menus: OrderMenus,
  key: MenuKey,
  revision: number | null,
): Promise<SentCategory[] | null> {
  const name = keyOf(key)
  const found = menus.get(name)
  if (found && revision !== null && found.revision === revision) return found.categories
  const menu = await loadMenuJson(db, key.restaurantId, key.menuType, key.brandId)
  if (!menu.menu) return null
  const categories = buildCategories(menu.categories, menu.foods, buildGroups(menu))
  // Kept at the revision the menu itself was read at (same snapshot), unless a newer one is kept.
  if (menu.revision !== null && !(found && found.revision > menu.revision))
    menus.set(name, { revision: menu.revision, categories })
  return categories
}
