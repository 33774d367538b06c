import { businessDay } from '../domain/businessDay'
import type { AtlasRestaurant } from '../domain/contract/menu'
import { AtlasCacheRecordSchema } from '../domain/deviceRecords'
import { atDisplayOffset } from '../domain/time'
import { backgroundWorkAllowed, openDb } from './open'
import { type RecordRule, readStored } from './recordCheck'
import type { AtlasCacheRecord } from './records'

/**
 * The atlas answers kept on the device (SPEC §7 "Atlas list request: … cached per request and per
 * day (key includes date-time with minutes; old entries for the same brand deleted)").
 *
 * Key: `atlas|<brand>|<restaurant>|<type>|<mapX>,<mapY>|<YYYY-MM-DD HH:mm at UTC+8>`. The part before
 * the position is the lookup (which restaurants, which service); saving an answer deletes the
 * brand's older entries of the same lookup (earlier minutes and positions) and all its entries of
 * earlier business days, so a brand keeps one entry per lookup: the pick-up and scan-ordering lists
 * stay available offline side by side. The 05:00 sweep (./sweep.ts) removes other days too.
 * An entry that fails its schema is not served (reported, then deleted).
 */

const ATLAS_RULE: RecordRule<AtlasCacheRecord> = { store: 'atlasCache', schema: AtlasCacheRecordSchema }

/** The request an answer belongs to; `brandId` is always known to the screens (the brand shown). */
export type AtlasCacheRequest = {
  brandId: number
  restaurantId?: number | undefined
  type?: number | undefined
  mapX?: number | undefined
  mapY?: number | undefined
}

export type CachedAtlas = { restaurants: AtlasRestaurant[]; savedAt: number }

const PREFIX = 'atlas'

/** The lookup part of the key: brand, restaurant and service type, ending in `|`. */
export function atlasLookupPrefix(request: AtlasCacheRequest): string {
  return [PREFIX, request.brandId, request.restaurantId ?? '', request.type ?? 0, ''].join('|')
}

/** The lookup and the position: what the server is asked. */
export function atlasRequestKey(request: AtlasCacheRequest): string {
  const position =
    request.mapX === undefined || request.mapY === undefined ? '' : `${request.mapX},${request.mapY}`
  return `${atlasLookupPrefix(request)}${position}`
}

/** The full key of an answer to `request` received at `now` (position and minute included). */
export function atlasCacheKey(request: AtlasCacheRequest, now: number): string {
  return `${atlasRequestKey(request)}|${atDisplayOffset(now).format('YYYY-MM-DD HH:mm')}`
}

/**
 * Keeps the answer as the offline copy of its lookup for the business day, replacing the brand's
 * older entries of that lookup and of earlier days. Waits for background work to be allowed (never
 * before the first render); returns once stored.
 */
export async function saveAtlas(
  request: AtlasCacheRequest,
  restaurants: AtlasRestaurant[],
  now = Date.now(),
): Promise<void> {
  await backgroundWorkAllowed()
  const db = await openDb()
  const record: AtlasCacheRecord = {
    key: atlasCacheKey(request, now),
    brandId: request.brandId,
    day: businessDay(now),
    data: restaurants,
    savedAt: now,
  }
  const lookup = atlasLookupPrefix(request)
  await db.transaction('rw', db.atlasCache, async () => {
    await db.atlasCache
      .where('brandId')
      .equals(request.brandId)
      .filter(
        (entry) => entry.key !== record.key && (entry.day !== record.day || entry.key.startsWith(lookup)),
      )
      .delete()
    await db.atlasCache.put(record)
  })
}

/**
 * The newest answer of this business day to the same lookup (any position: offline, the last list
 * seen is better than none), or undefined.
 */
export async function readAtlas(
  request: AtlasCacheRequest,
  now = Date.now(),
): Promise<CachedAtlas | undefined> {
  const db = await openDb()
  const today = businessDay(now)
  const stored = await db.atlasCache.where('key').startsWith(atlasLookupPrefix(request)).toArray()
  const entries = stored
    .flatMap((entry) => readStored(ATLAS_RULE, entry.key, entry) ?? [])
    .filter((entry) => entry.day === today)
  const newest = entries.sort((a, b) => b.savedAt - a.savedAt)[0]
  return newest ? { restaurants: newest.data, savedAt: newest.savedAt } : undefined
}
