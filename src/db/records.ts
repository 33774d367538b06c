import type { Envelope } from '../domain/envelope'

/**
 * The record types and name of the PWA's IndexedDB, free of Dexie so that modules on the
 * first-render path (the boot read, the mirror) can use them without loading it.
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
