import { db as defaultDatabase, type ShopDatabase } from './database'
import { isQuotaError } from './storageErrors'

export { onStorageError, type StorageErrorNotice } from './storageErrors'

export type StorageHealth = { ok: true } | { ok: false; reason: 'blocked' | 'quota' | 'unavailable' }

/** How long a pending open may wait before it counts as blocked by another tab. */
const STORAGE_OPEN_WAIT_MS = 10_000

function reasonOf(error: unknown): 'quota' | 'unavailable' {
  return isQuotaError(error) ? 'quota' : 'unavailable'
}

/**
 * Opens the database and proves a write works, so the app can show why storage is unusable
 * (no IndexedDB, private mode, an upgrade blocked by an old tab, a full disk) instead of a blank screen.
 */
export async function checkStorage(database: ShopDatabase = defaultDatabase): Promise<StorageHealth> {
  let onBlocked: (() => void) | undefined
  let waitTimer: ReturnType<typeof setTimeout> | undefined
  const blocked = new Promise<StorageHealth>((resolve) => {
    onBlocked = () => resolve({ ok: false, reason: 'blocked' })
    database.on('blocked', onBlocked)
    waitTimer = setTimeout(onBlocked, STORAGE_OPEN_WAIT_MS)
  })
  const opened = (async (): Promise<StorageHealth> => {
    try {
      await database.open()
      await database.settings.put({ key: 'storageProbe', value: Date.now() })
      await database.settings.delete('storageProbe')
      return { ok: true }
    } catch (error) {
      return { ok: false, reason: reasonOf(error) }
    }
  })()
  try {
    return await Promise.race([opened, blocked])
  } finally {
    clearTimeout(waitTimer)
    if (onBlocked) database.on('blocked').unsubscribe(onBlocked)
  }
}
