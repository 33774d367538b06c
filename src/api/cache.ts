import { openDb } from '../db/open'
import type { Envelope } from '../domain/envelope'
import { encodeParams } from './request'

/** Cache key of a read call: method, path and its parameters in a stable order. */
export function apiCacheKey(method: 'GET' | 'POST', path: string, params?: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(params ?? {}).sort(([a], [b]) => a.localeCompare(b)))
  const query = encodeParams(sorted).toString()
  return `${method} ${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`
}

/** Writes still under way, so that a read right after a write sees it (writes are not awaited by callers). */
const pendingWrites = new Map<string, Promise<void>>()

export async function readApiCache(
  key: string,
): Promise<{ envelope: Envelope<unknown>; savedAt: number } | undefined> {
  await pendingWrites.get(key)?.catch(() => undefined)
  return (await openDb()).apiCache.get(key)
}

export function writeApiCache(key: string, envelope: Envelope<unknown>, now = Date.now()): Promise<void> {
  const write = openDb()
    .then((db) => db.apiCache.put({ key, envelope, savedAt: now }))
    .then(() => undefined)
    .finally(() => {
      if (pendingWrites.get(key) === write) pendingWrites.delete(key)
    })
  pendingWrites.set(key, write)
  return write
}

/** Removes cached answers saved before `cutoff` (epoch ms); returns how many went. */
export async function pruneApiCache(cutoff: number): Promise<number> {
  return (await openDb()).apiCache.where('savedAt').below(cutoff).delete()
}
