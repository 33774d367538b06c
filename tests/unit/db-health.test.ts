import type { DBCore } from 'dexie'
import { describe, expect, it } from 'vitest'
import { ShopDatabase } from '../../src/db/database'
import { checkStorage, onStorageError, type StorageErrorNotice } from '../../src/db/health'

/** A database whose disk is full: every write below the app's own layers fails with QuotaExceededError. */
function fullDiskDatabase(name: string): ShopDatabase {
  const database = new ShopDatabase(name)
  database.use({
    stack: 'dbcore',
    name: 'fullDisk',
    level: 0,
    create: (down: DBCore) => ({
      table(tableName) {
        const table = down.table(tableName)
        return {
          ...table,
          mutate: () =>
            Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
        }
      },
    }),
  })
  return database
}

describe('storage check', () => {
  it('reports ok when the database opens and accepts writes', async () => {
    const database = new ShopDatabase('health-ok')
    expect(await checkStorage(database)).toEqual({ ok: true })
    expect(await database.settings.get('storageProbe')).toBeUndefined()
    database.close()
  })

  it('reports blocked when an old tab holds the database open and does not let the upgrade through', async () => {
    const oldTab = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('health-blocked', 1)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    oldTab.onversionchange = () => {} // an old version of the app that never closes
    const database = new ShopDatabase('health-blocked')
    expect(await checkStorage(database)).toEqual({ ok: false, reason: 'blocked' })
    oldTab.close()
    database.close()
  })

  it('reports unavailable when IndexedDB refuses to open (private mode, storage disabled)', async () => {
    const database = new ShopDatabase('health-denied', {
      indexedDB: {
        open() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      },
      IDBKeyRange,
    })
    expect(await checkStorage(database)).toEqual({ ok: false, reason: 'unavailable' })
  })

  it('reports quota when the disk is full, and later quota errors reach the listener while the write still fails', async () => {
    const notices: StorageErrorNotice[] = []
    const stop = onStorageError((notice) => notices.push(notice))
    const database = fullDiskDatabase('health-full')
    expect(await checkStorage(database)).toEqual({ ok: false, reason: 'quota' })

    notices.length = 0
    await expect(
      database.carts.put({
        key: 'k',
        restaurantId: 1,
        scope: '7',
        businessDay: 'd',
        lines: [],
        updatedAt: 0,
      }),
    ).rejects.toThrow()
    expect(notices.map((notice) => notice.reason)).toEqual(['quota'])
    stop()
    database.close()
  })
})
