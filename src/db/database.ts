import Dexie, { type DBCore, type DBCoreMutateRequest, type EntityTable } from 'dexie'
import type { FavoriteListRecord } from '../domain/favouriteRecords'
import { browserIndexedDb, forgetMissingDatabase } from './bootPeek'
import type { PendingOrderRecord } from './orderRecord'
import {
  type AddressRecord,
  type ApiCacheRecord,
  type AppRecord,
  type AtlasCacheRecord,
  type CartRecord,
  DATABASE_NAME,
  type MenuCacheRecord,
  type OrderCopyRecord,
  type OutboxRecord,
  type SessionRecord,
  type SettingRecord,
} from './records'
import { emitStorageError, isQuotaError } from './storageErrors'

/**
 * The one module that opens the PWA's IndexedDB (DESIGN.md §4 "Local data"); it replaces
 * localStorage entirely. Bump the version and add an upgrade for every schema change.
 */

export * from './records'

/** Reports quota errors of every write, whichever module makes it, to `onStorageError`. */
function storageErrorMiddleware(down: DBCore): Partial<DBCore> {
  return {
    table(name) {
      const table = down.table(name)
      return {
        ...table,
        mutate(request: DBCoreMutateRequest) {
          return table.mutate(request).catch((error: unknown) => {
            if (isQuotaError(error)) emitStorageError({ reason: 'quota', error })
            throw error
          })
        },
      }
    },
  }
}

export class ShopDatabase extends Dexie {
  settings!: EntityTable<SettingRecord, 'key'>
  session!: EntityTable<SessionRecord, 'key'>
  carts!: EntityTable<CartRecord, 'key'>
  addresses!: EntityTable<AddressRecord, 'id'>
  atlasCache!: EntityTable<AtlasCacheRecord, 'key'>
  menus!: EntityTable<MenuCacheRecord, 'key'>
  appData!: EntityTable<AppRecord, 'key'>
  apiCache!: EntityTable<ApiCacheRecord, 'key'>
  outbox!: EntityTable<OutboxRecord, 'id'>
  /** Orders written before their first send, until the server answers (./orderOutbox.ts). */
  orderOutbox!: EntityTable<PendingOrderRecord, 'submissionKey'>
  /** The orders and order list pages the member last saw, read offline (./orderCopies.ts). */
  orderCopies!: EntityTable<OrderCopyRecord, 'key'>
  /** The member's favourites per brand and the changes not yet sent (./favourites.ts). */
  favourites!: EntityTable<FavoriteListRecord, 'key'>

  constructor(name: string = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    // From now on Dexie may create the database: the boot read's "none yet" no longer holds.
    forgetMissingDatabase(options?.indexedDB ?? browserIndexedDb())
    this.version(1).stores({
      settings: 'key',
      session: 'key',
      carts: 'key, restaurantId, businessDay',
      addresses: 'id, memberId',
      atlasCache: 'key, brandId, day',
      menus: 'key, restaurantId',
      appData: 'key, businessDay',
      apiCache: 'key, savedAt',
      outbox: 'id, [kind+nextAttemptAt], nextAttemptAt',
    })
    // 2: saved menus by age, so the oldest go when there are too many (src/db/menuCache.ts).
    this.version(2).stores({ menus: 'key, restaurantId, savedAt' })
    // 3: orders waiting for the server's answer, sent again with their submission key (./orderOutbox.ts).
    this.version(3).stores({ orderOutbox: 'submissionKey, memberId, cartKey, nextAttemptAt' })
    // 4: the member's orders as last seen, shown offline (./orderCopies.ts).
    this.version(4).stores({ orderCopies: 'key, memberId, savedAt' })
    // 5: the member's favourites, read offline, and the saves made offline (./favourites.ts).
    this.version(5).stores({ favourites: 'key, memberId, queued' })
    this.use({ stack: 'dbcore', name: 'storageErrors', create: storageErrorMiddleware })
    // A window closed by the browser (storage cleared, disk error) must surface, not fail silently later.
    this.on('close', () => emitStorageError({ reason: 'unavailable', error: new Error('Database closed') }))
  }
}

export const db = new ShopDatabase()
