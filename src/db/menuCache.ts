import type { ShopMenu } from '../domain/menuApi'
import { peekRecord } from './bootPeek'
import { backgroundWorkAllowed, openDb } from './open'
import type { MenuCacheRecord } from './records'

/**
 * Saved menus (DESIGN §4 "Local data": menus): the last shopMenuNew answer per request body, in the
 * Dexie `menus` table, with an in-memory layer in front so that switching screens does not read
 * IndexedDB again. src/features/menu/useMenu.ts builds stale-while-revalidate on top.
 */

export { type MenuRequest, menuCacheKey } from './recordKeys'

export type SavedMenu = {
  menu: ShopMenu
  /** Epoch ms when the copy was saved or last confirmed current by the server. */
  savedAt: number
  /** Epoch ms when the server confirmed it in this page's life; null for a copy read from the device. */
  confirmedAt: number | null
}

/** Most menus the in-memory layer keeps (least recently used go first). */
export const MEMORY_MAX_MENUS = 8
/** Most menus kept on the device: the ones saved or confirmed longest ago go first. */
export const DEVICE_MAX_MENUS = 30

const memory = new Map<string, SavedMenu>()

function remember(key: string, saved: SavedMenu): void {
  memory.delete(key)
  memory.set(key, saved)
  for (const oldest of memory.keys()) {
    if (memory.size <= MEMORY_MAX_MENUS) break
    memory.delete(oldest)
  }
}

/** Whether a stored value looks like a full menu (anything else is treated as not saved). */
function isMenu(value: unknown): value is ShopMenu {
  const menu = value as Partial<ShopMenu> | null
  return (
    typeof menu === 'object' &&
    menu !== null &&
    typeof menu.version === 'string' &&
    Array.isArray(menu.categories) &&
    menu.unchanged !== true
  )
}

/** The copy held in memory, synchronously (no IndexedDB); null when there is none. */
export function peekSavedMenu(key: string): SavedMenu | null {
  return memory.get(key) ?? null
}

/**
 * The saved copy: from memory, else from the device (then kept in memory); null when none. Read
 * without loading Dexie, so a saved menu shows before the database code has even downloaded.
 */
export async function readSavedMenu(key: string): Promise<SavedMenu | null> {
  const held = memory.get(key)
  if (held) return held
  const record = await peekRecord<MenuCacheRecord>('menus', key)
  if (!record || !isMenu(record.data)) return null
  // A write or confirmation made while the device was read wins.
  const raced = memory.get(key)
  if (raced) return raced
  const saved: SavedMenu = { menu: record.data, savedAt: record.savedAt, confirmedAt: null }
  remember(key, saved)
  return saved
}

/**
 * Saves a menu the server just gave: in memory at once (confirmed now), on the device once start-up
 * has rendered (see deferBackgroundWork). Rejects when the device write fails.
 */
export async function saveMenu(key: string, menu: ShopMenu, now: number = Date.now()): Promise<void> {
  if (!isMenu(menu)) throw new TypeError('Only a full menu can be saved')
  remember(key, { menu, savedAt: now, confirmedAt: now })
  await backgroundWorkAllowed()
  const db = await openDb()
  await db.transaction('rw', db.menus, async () => {
    await db.menus.put({ key, restaurantId: menu.restaurantId, data: menu, savedAt: now })
    const extra = (await db.menus.count()) - DEVICE_MAX_MENUS
    if (extra > 0) await db.menus.bulkDelete(await db.menus.orderBy('savedAt').limit(extra).primaryKeys())
  })
}

/** The server said the saved copy is current: it counts as saved `now` (memory at once, device after). */
export async function confirmSavedMenu(key: string, now: number = Date.now()): Promise<void> {
  const held = memory.get(key)
  if (held) remember(key, { ...held, savedAt: now, confirmedAt: now })
  await backgroundWorkAllowed()
  await (await openDb()).menus.update(key, { savedAt: now })
}

/** Forgets a menu that no longer exists (memory and device). */
export async function deleteSavedMenu(key: string): Promise<void> {
  memory.delete(key)
  await (await openDb()).menus.delete(key)
}

/** Empties the in-memory layer (tests; the device copies stay). */
export function forgetMenusInMemory(): void {
  memory.clear()
}
