import { SessionRecordSchema } from '../domain/bootRecords'
import {
  type SettingKey,
  type SettingRecord,
  SettingRecordSchema,
  type SettingValue,
  settingValuesOf,
} from '../domain/settingValues'
import type { ShopDatabase } from './database'
import { type RecordKey, type RecordRule, readStored } from './recordCheck'
import type { SessionRecord } from './records'

/**
 * Checked reads of the two small tables the shell reads first, settings and the session, for the
 * boot read, the mirror and the modules that read them inside their own transactions. Free of
 * React and Dexie (the service worker and the first render use it).
 */

const SETTING_RULE: RecordRule<SettingRecord> = { store: 'settings', schema: SettingRecordSchema }
const SESSION_RULE: RecordRule<SessionRecord> = { store: 'session', schema: SessionRecordSchema }

/** The primary key of a row as IndexedDB returned it (always present on these tables). */
function keyOf(row: unknown): RecordKey {
  if (typeof row === 'object' && row !== null && 'key' in row) {
    const { key } = row
    if (typeof key === 'string' || typeof key === 'number') return key
  }
  return '(no key)'
}

/** The settings rows that pass their key's schema; the others read as unset (reported, then dropped). */
export function checkedSettings(rows: readonly unknown[]): SettingRecord[] {
  return rows.flatMap((row) => {
    const checked = readStored(SETTING_RULE, keyOf(row), row)
    return checked ? [checked] : []
  })
}

/** The `current` session row, checked; null when none is stored or it fails (then dropped). */
export function checkedSession(row: unknown): SessionRecord | null {
  return readStored(SESSION_RULE, 'current', row) ?? null
}

/** One setting as stored in `database`, checked: undefined when unset or when it fails its schema. */
export async function readSetting<Key extends SettingKey>(
  database: ShopDatabase,
  key: Key,
): Promise<SettingValue<Key> | undefined> {
  const row = readStored(SETTING_RULE, key, await database.settings.get(key))
  return settingValuesOf(row ? [row] : [])[key]
}

/** The session as stored in `database`, checked; null when none is stored or it fails. */
export async function readSession(database: ShopDatabase): Promise<SessionRecord | null> {
  return checkedSession(await database.session.get('current'))
}
