import * as v from 'valibot'
import type { ShopMenu } from '../domain/contract/menu'
import { SavedMenuSchema } from '../domain/orderingRecords'
import { nextTask } from '../pwa/idleSteps'
import type { Saved } from './deviceSource'
import { DEVICE_MAX_MENUS } from './menuCache'
import { openDb } from './open'

/**
 * The writes of the saved menus (./menuCache.ts savedMenus), in their own chunk: no first render
 * writes one.
 */

/** Saves a full menu as the server sent it, dropping the oldest beyond the cap; throws for any other. */
export async function writeMenu(key: string, { value: menu, savedAt }: Saved<ShopMenu>): Promise<void> {
  const checked = v.safeParse(SavedMenuSchema, menu)
  if (!checked.success) throw new TypeError('Only a full menu as the server sends it can be saved')
  // The check of a long menu and its write, each a few milliseconds, in tasks of their own (issue 14).
  await nextTask()
  const db = await openDb()
  await db.transaction('rw', db.menus, async () => {
    await db.menus.put({ key, restaurantId: menu.restaurantId, data: checked.output, savedAt })
    const extra = (await db.menus.count()) - DEVICE_MAX_MENUS
    if (extra > 0) await db.menus.bulkDelete(await db.menus.orderBy('savedAt').limit(extra).primaryKeys())
  })
}

export async function confirmMenu(key: string, savedAt: number): Promise<void> {
  await (await openDb()).menus.update(key, { savedAt })
}

export async function removeMenu(key: string): Promise<void> {
  await (await openDb()).menus.delete(key)
}
