import * as v from 'valibot'
import { MAX_PERSONS } from './contract/menu'
import { LOCALES } from './locale'
import { MENU_TYPE } from './menu/types'
import { TablesOpenedSchema } from './table/tablesOpened'

/**
 * The rows of the device's `settings` table (kept across the 05:00 sweep), one schema per key: a
 * row is `{ key, value }` and the key says what the value must be. src/db/settings.ts types
 * getSetting, setSetting and useSetting by key from here, and checks each row it reads.
 */

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1))
const epochMs = v.pipe(v.number(), v.integer(), v.minValue(0))

function setting<const Key extends string, Value extends v.GenericSchema>(key: Key, value: Value) {
  return v.object({ key: v.literal(key), value })
}

export const SettingRecordSchema = v.variant('key', [
  setting('locale', v.picklist(LOCALES)),
  /** The brand shown (DESIGN §4 "Local data"). */
  setting('brandId', positiveId),
  /** Its alias; '' when only its id is known. */
  setting('brandAlias', v.string()),
  /** The restaurant last opened; null when the brand changed since. */
  setting('restaurantId', v.nullable(positiveId)),
  setting('menuType', v.picklist(Object.values(MENU_TYPE))),
  /** SPEC §3 re_type: 2 for a menu opened from a table QR code. */
  setting('reType', v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  setting('personCount', v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PERSONS))),
  /** The guest token sent as X-Device-Token. */
  setting('deviceToken', v.pipe(v.string(), v.minLength(1))),
  setting('selectedAddressId', positiveId),
  setting('documentTitle', v.string()),
  setting('environmentHost', v.string()),
  /** The table QR code per `<restaurantId>_<menuType>` (SPEC §3). */
  setting('qrCodes', v.record(v.string(), v.string())),
  /** The tables this device opened the menu of, newest first (src/domain/table/tablesOpened.ts). */
  setting('tablesOpened', TablesOpenedSchema),
  /** When the last error report was queued (the 5 s throttle, across reloads). */
  setting('lastErrorReportAt', epochMs),
  /** Cross-tab lease of the outbox replay where Web Locks are missing. */
  setting('outboxReplayLease', v.object({ holder: v.string(), expiresAt: v.number() })),
  /** The developer console's launcher, asked for with ?debug=1 and put away with ?debug=0 (SPEC §2). */
  setting('debugConsole', v.boolean()),
  /**
   * The coupon the member chose "Use now" for in the wallet (issue 38): the checkout of that brand
   * chooses it once it is usable there, then forgets it (null).
   */
  setting('couponToUse', v.nullable(v.object({ brandId: positiveId, memberCouponId: positiveId }))),
  /** Written and deleted by the start-up storage check to prove writes work. */
  setting('storageProbe', v.number()),
])

export type SettingRecord = v.InferOutput<typeof SettingRecordSchema>
export type SettingKey = SettingRecord['key']
/** The value type of each key. */
export type SettingValues = { [Key in SettingKey]: Extract<SettingRecord, { key: Key }>['value'] }
export type SettingValue<Key extends SettingKey> = SettingValues[Key]

function put<Key extends SettingKey>(
  values: Partial<SettingValues>,
  key: Key,
  value: SettingValues[Key],
): void {
  values[key] = value
}

/** Checked rows as one object of values by key (what src/db/mirror.ts holds). */
export function settingValuesOf(rows: readonly SettingRecord[]): Partial<SettingValues> {
  const values: Partial<SettingValues> = {}
  for (const row of rows) put(values, row.key, row.value)
  return values
}

/** The row that stores `value` under `key`; throws when the value breaks the key's rules (a bug). */
export function settingRow<Key extends SettingKey>(key: Key, value: SettingValue<Key>): SettingRecord {
  return v.parse(SettingRecordSchema, { key, value })
}
