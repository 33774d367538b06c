import type * as v from 'valibot'
import type { ApiCacheRecordSchema, MemberInfoSchema, SessionRecordSchema } from '../domain/bootRecords'
import type {
  AddressRecordSchema,
  AtlasCacheRecordSchema,
  OrderCopyRecordSchema,
  OutboxRecordSchema,
} from '../domain/deviceRecords'
import type { CartRecordSchema, MenuCacheRecordSchema } from '../domain/orderingRecords'

/**
 * The record types and name of the PWA's IndexedDB, free of Dexie so that modules on the
 * first-render path (the boot read, the mirror) can use them without loading it. Each type is the
 * output of its table's schema in src/domain (./recordCheck.ts checks every read against it).
 */

export type { AppRecord } from '../domain/deviceRecords'
/** Rows of the `settings` table (kept across the 05:00 sweep), typed per key. */
export type { SettingKey, SettingRecord, SettingValue } from '../domain/settingValues'

export type MemberInfo = v.InferOutput<typeof MemberInfoSchema>

/** The logged-in member; one row with key `current`. */
export type SessionRecord = v.InferOutput<typeof SessionRecordSchema>

/** A cart per restaurant + order type (or QR) + business day (SPEC §3). */
export type CartRecord = v.InferOutput<typeof CartRecordSchema>

export type AddressRecord = v.InferOutput<typeof AddressRecordSchema>

/** An order or order list page the member last saw, kept for offline reading (src/db/orderCopies.ts). */
export type OrderCopyRecord = v.InferOutput<typeof OrderCopyRecordSchema>

/** Atlas answers cached per request and per business day (SPEC §7); `day` is a `businessDay()`. */
export type AtlasCacheRecord = v.InferOutput<typeof AtlasCacheRecordSchema>

/** Menus keyed on the request body (they are POST calls), as the server sent them (a ShopMenu). */
export type MenuCacheRecord = v.InferOutput<typeof MenuCacheRecordSchema>

/** Last successful answer of a read call, served when the network fails (see src/db/apiCache.ts). */
export type ApiCacheRecord = v.InferOutput<typeof ApiCacheRecordSchema>

/** Records waiting to reach the server; each `id` is the server's dedup key. */
export type OutboxRecord = v.InferOutput<typeof OutboxRecordSchema>
export type OutboxKind = OutboxRecord['kind']

export const DATABASE_NAME = 'shop-pwa'
