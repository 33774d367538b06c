import { db } from '../db/database'
import type { Envelope } from '../domain/envelope'
import { encodeParams } from './request'

/** Cache key of a read call: method, path and its parameters in a stable order. */
export function apiCacheKey(method: 'GET' | 'POST', path: string, params?: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(params ?? {}).sort(([a], [b]) => a.localeCompare(b)))
  const query = encodeParams(sorted).toString()
  return `${method} ${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`
}

export async function readApiCache(
  key: string,
): Promise<{ envelope: Envelope<unknown>; savedAt: number } | undefined> {
  return db.apiCache.get(key)
}

export async function writeApiCache(
  key: string,
  envelope: Envelope<unknown>,
  now = Date.now(),
): Promise<void> {
  await db.apiCache.put({ key, envelope, savedAt: now })
}

/** Removes cached answers saved before `cutoff` (epoch ms); returns how many went. */
export async function pruneApiCache(cutoff: number): Promise<number> {
  return db.apiCache.where('savedAt').below(cutoff).delete()
}
