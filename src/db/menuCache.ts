import * as v from 'valibot'
import type { DeviceSource } from '../data/recordTypes'
import { MenuCacheRecordSchema, SavedMenuSchema } from '../domain/deviceRecords'
import type { ShopMenu } from '../domain/menuApi'
import { peekRecord } from './bootPeek'
import { backgroundWorkAllowed, openDb } from './open'
import type { RecordRule } from './recordCheck'
import type { MenuCacheRecord } from './records'

/**
 * Saved menus (DESIGN §4 "Local data": menus): the last shopMenuNew answer per request body, in the
 * Dexie `menus` table; the device source of the menu records (src/features/menu/menuRecord.ts).
 * Read without loading Dexie, so a saved menu shows before the database code has even downloaded.
 */

export { type MenuRequest, menuCacheKey } from './recordKeys'

/** Most menus kept on the device: the ones saved or confirmed longest ago go first. */
export const DEVICE_MAX_MENUS = 30

/**
 * A saved menu is the server's full answer, exactly (src/domain/menuSchema.ts shopMenuSchema): one
 * that fails is not served (reported, then deleted), and one that would fail is not saved.
 */
const MENU_RULE: RecordRule<MenuCacheRecord, 'menus'> = { store: 'menus', schema: MenuCacheRecordSchema }

export const savedMenus: Required<DeviceSource<ShopMenu>> = {
  async read(key) {
    const record = await peekRecord(MENU_RULE, key)
    return record && { value: record.data, savedAt: record.savedAt }
  },

  /** Writes once start-up has rendered (see deferBackgroundWork), dropping the oldest beyond the cap. */
  async write(key, { value: menu, savedAt }) {
    const checked = v.safeParse(SavedMenuSchema, menu)
    if (!checked.success) throw new TypeError('Only a full menu as the server sends it can be saved')
    await backgroundWorkAllowed()
    const db = await openDb()
    await db.transaction('rw', db.menus, async () => {
      await db.menus.put({ key, restaurantId: menu.restaurantId, data: checked.output, savedAt })
      const extra = (await db.menus.count()) - DEVICE_MAX_MENUS
      if (extra > 0) await db.menus.bulkDelete(await db.menus.orderBy('savedAt').limit(extra).primaryKeys())
    })
  },

  async confirm(key, savedAt) {
    await backgroundWorkAllowed()
    await (await openDb()).menus.update(key, { savedAt })
  },

  async remove(key) {
    await (await openDb()).menus.delete(key)
  },
}
