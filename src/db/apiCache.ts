import { ApiCacheRecordSchema } from '../domain/bootRecords'
import type { Envelope } from '../domain/envelope'
import { peekRecord } from './bootPeek'
import type { DeviceSource } from './deviceSource'
import { backgroundWorkAllowed, openDb } from './open'
import type { RecordRule } from './recordCheck'
import type { ApiCacheRecord } from './records'

/**
 * The `apiCache` table: the last good answer of each saved read (src/data/savedRead.ts, kind
 * `savedCall` in docs/data.md), keyed by its apiCacheKey.
 */

type CachedAnswer = { envelope: Envelope<unknown>; savedAt: number }

/**
 * A saved answer is checked as an envelope (src/domain/bootRecords.ts); its `data` is each call's
 * own shape, not checked here. One that fails is not served (reported, then deleted).
 */
const API_CACHE_RULE: RecordRule<ApiCacheRecord, 'apiCache'> = {
  store: 'apiCache',
  schema: ApiCacheRecordSchema,
}

/**
 * The saved answer, read without loading Dexie (offline it is what the first render shows). An
 * answer still waiting to be written is in the record store's memory (src/data), read before this.
 */
export async function readApiCache(key: string): Promise<CachedAnswer | undefined> {
  return peekRecord(API_CACHE_RULE, key)
}

/** Saves the answer as the offline copy, in the background (see deferBackgroundWork). */
export async function writeApiCache(
  key: string,
  envelope: Envelope<unknown>,
  now = Date.now(),
): Promise<void> {
  await backgroundWorkAllowed()
  await (await openDb()).apiCache.put({ key, envelope, savedAt: now })
}

/**
 * The saved answers as the device source of call records (src/data/calls.ts), keyed by apiCacheKey.
 * The data of an answer is as the call saved it (per-call schemas are not checked yet).
 */
export function savedAnswers<T>(): DeviceSource<Envelope<T>> {
  return {
    async read(key) {
      const cached = await readApiCache(key)
      return cached && { value: cached.envelope as Envelope<T>, savedAt: cached.savedAt }
    },
    write: (key, saved) => writeApiCache(key, saved.value, saved.savedAt),
    async confirm(key, savedAt) {
      await backgroundWorkAllowed()
      await (await openDb()).apiCache.update(key, { savedAt })
    },
    async remove(key) {
      await (await openDb()).apiCache.delete(key)
    },
  }
}
