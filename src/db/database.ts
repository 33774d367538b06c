import Dexie, { type DBCore, type DBCoreMutateRequest, type EntityTable } from 'dexie'
import type { Envelope } from '../domain/envelope'
import type { Locale } from '../domain/locale'
import { emitStorageError, isQuotaError } from './storageErrors'

/**
 * The one module that opens the PWA's IndexedDB (DESIGN.md §4 "Local data"); it replaces
 * localStorage entirely. Bump the version and add an upgrade for every schema change.
 */

/** Keys of the `settings` table: kept across the 05:00 sweep. */
export type SettingKey =
  | 'locale'
  | 'brandId'
  | 'brandAlias'
  | 'restaurantId'
  | 'menuType'
  | 'reType'
  | 'personCount'
  | 'deviceToken'
  | 'selectedAddressId'
  | 'documentTitle'
  | 'environmentHost'
  | 'qrCodes'
  | 'lastErrorReportAt'
  /** Cross-tab lease of the outbox replay where Web Locks are missing: `{ holder, expiresAt }`. */
  | 'outboxReplayLease'
  /** Written and deleted by the start-up storage check to prove writes work. */
  | 'storageProbe'

export type SettingRecord = { key: SettingKey; value: unknown }

export type MemberInfo = {
  id: number
  phone: string
  countryId?: number
  name?: string
  memberName?: string
  sex?: number
  email?: string
  birthday?: string
  headImg?: string
  [field: string]: unknown
}

/** The logged-in member; one row with key `current`. */
export type SessionRecord = {
  key: 'current'
  token: string | null
  member: MemberInfo | null
  loggedIn: boolean
  logoutType: number
}

/** A cart per restaurant + order type (or QR) + business day (SPEC §3). Lines arrive with issue 4. */
export type CartRecord = {
  key: string
  restaurantId: number
  scope: string
  businessDay: string
  lines: unknown[]
  updatedAt: number
}

export type AddressRecord = { id: number; memberId: number; value: unknown; updatedAt: number }

/** Atlas answers cached per request and per business day (SPEC §7); `day` is a `businessDay()`. */
export type AtlasCacheRecord = { key: string; brandId: number; day: string; data: unknown; savedAt: number }

/** Menus keyed on the request body (they are POST calls). */
export type MenuCacheRecord = { key: string; restaurantId: number; data: unknown; savedAt: number }

/** Day-scoped `app_` records, removed by the 05:00 sweep unless `keep` (login and settings). */
export type AppRecord = { key: `app_${string}`; businessDay: string; value: unknown; keep?: boolean }

/** Last successful answer of a read call, served when the network fails (see src/api/cache.ts). */
export type ApiCacheRecord = { key: string; envelope: Envelope<unknown>; savedAt: number }

export type OutboxKind = 'operationLog' | 'errorReport'

/** Records waiting to reach the server; each `id` is the server's dedup key. */
export type OutboxRecord = {
  id: string
  kind: OutboxKind
  payload: unknown
  createdAt: number
  attempts: number
  /** Epoch ms before which it is not retried (back-off). */
  nextAttemptAt: number
  lastError?: string
}

export const DATABASE_NAME = 'shop-pwa'

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

  constructor(name: string = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
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
    this.use({ stack: 'dbcore', name: 'storageErrors', create: storageErrorMiddleware })
    // A window closed by the browser (storage cleared, disk error) must surface, not fail silently later.
    this.on('close', () => emitStorageError({ reason: 'unavailable', error: new Error('Database closed') }))
  }
}

export const db = new ShopDatabase()

export type { Locale }
