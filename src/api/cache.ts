import { peekRecord } from '../db/bootPeek'
import { backgroundWorkAllowed, openDb } from '../db/open'
import type { ApiCacheRecord } from '../db/records'
import type { Envelope } from '../domain/envelope'
import { encodeParams } from './request'

/** Cache key of a read call: method, path and its parameters in a stable order. */
export function apiCacheKey(method: 'GET' | 'POST', path: string, params?: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
  const query = encodeParams(sorted).toString()
  return `${method} ${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`
}

type CachedAnswer = { envelope: Envelope<unknown>; savedAt: number }

/** Answers not yet written (writes wait for the first render), served to reads from memory meanwhile. */
const pendingWrites = new Map<string, CachedAnswer>()

/** The saved answer, read without loading Dexie (offline it is what the first render shows). */
export async function readApiCache(key: string): Promise<CachedAnswer | undefined> {
  return pendingWrites.get(key) ?? (await peekRecord<ApiCacheRecord>('apiCache', key))
}

/** Saves the answer as the offline copy, in the background (see deferBackgroundWork). */
export async function writeApiCache(
  key: string,
  envelope: Envelope<unknown>,
  now = Date.now(),
): Promise<void> {
  const answer = { envelope, savedAt: now }
  pendingWrites.set(key, answer)
  try {
    await backgroundWorkAllowed()
    await (await openDb()).apiCache.put({ key, ...answer })
  } finally {
    if (pendingWrites.get(key) === answer) pendingWrites.delete(key)
  }
}

/** Removes cached answers saved before `cutoff` (epoch ms); returns how many went. */
export async function pruneApiCache(cutoff: number): Promise<number> {
  return (await openDb()).apiCache.where('savedAt').below(cutoff).delete()
}
