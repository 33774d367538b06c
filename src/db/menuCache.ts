import type { ShopMenu } from '../domain/contract/menu'
import { peekStored } from './bootPeek'
import type { DeviceSource } from './deviceSource'
import { backgroundWorkAllowed } from './open'
import { type RecordRule, readStored } from './recordCheck'
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
 * The writes (./menuWrites.ts), imported on demand: each waits for Dexie's own chunk anyway, and
 * none runs before start-up has rendered but a removal (which loads Dexie then too).
 */
const writes = () => import('./menuWrites')

/**
 * A saved menu is the server's full answer, exactly (src/domain/menuSchema.ts shopMenuSchema): one
 * that fails is not served (reported, then deleted), and one that would fail is not saved. The
 * schemas are imported only once there is a menu to check or save: a first visit's menu renders
 * without them (warmOrdering starts the import as soon as its read finds a saved menu).
 */
export const savedMenus: Required<DeviceSource<ShopMenu>> = {
  async read(key) {
    const stored = await peekStored('menus', key)
    if (stored === undefined) return undefined
    const { MenuCacheRecordSchema } = await import('../domain/orderingRecords')
    const rule: RecordRule<MenuCacheRecord> = { store: 'menus', schema: MenuCacheRecordSchema }
    const record = readStored(rule, key, stored)
    return record && { value: record.data, savedAt: record.savedAt }
  },

  /** Writes once start-up has rendered (see deferBackgroundWork), dropping the oldest beyond the cap. */
  async write(key, saved) {
    await backgroundWorkAllowed()
    await (await writes()).writeMenu(key, saved)
  },

  async confirm(key, savedAt) {
    await backgroundWorkAllowed()
    await (await writes()).confirmMenu(key, savedAt)
  },

  async remove(key) {
    await (await writes()).removeMenu(key)
  },
}
