import { isNetworkFailure } from '../../api/client'
import { getRestaurantInfoAtlas } from '../../api/restaurant'
import type { RecordKind, RecordQuery, SettledState } from '../../data/recordTypes'
import { fetchedOf } from '../../data/recordTypes'
import { type AtlasCacheRequest, atlasRequestKey, readAtlas, saveAtlas } from '../../db/atlasCache'
import type { AtlasRestaurant } from '../../domain/contract/menu'

export type AtlasResult = {
  restaurants: AtlasRestaurant[]
  /** The server could not be reached: the list is the copy saved on this device, or empty. */
  offline: boolean
  /** When the copy shown was saved (epoch ms); absent when none was. */
  savedAt?: number
}

/** Digits a diner's position is sent with: 4 decimals, about 11 m, plenty for a distance. */
const POSITION_DECIMALS = 4

const rounded = (value: number | undefined) =>
  value === undefined ? undefined : Number(value.toFixed(POSITION_DECIMALS))

/**
 * Atlas lists are asked again when a screen opens on one 30 s after the last answer (and never
 * within 5 s); the copy kept for the business day (src/db/atlasCache.ts) is shown only when the
 * server cannot be reached, since distances depend on where the diner stands now.
 */
function atlasKind(sent: AtlasCacheRequest): RecordKind<AtlasRestaurant[]> {
  return {
    name: 'atlas',
    maxAgeMs: 30_000,
    askAgainAfterMs: 5_000,
    memoryMax: 8,
    showCopy: 'unreachable',
    device: {
      read: () => readAtlas(sent).then((copy) => copy && { value: copy.restaurants, savedAt: copy.savedAt }),
      write: (_key, saved) => saveAtlas(sent, saved.value, saved.savedAt),
    },
    // Without a position the list is every visitor's: a server-rendered page may carry it.
    shared: sent.mapX === undefined && sent.mapY === undefined,
  }
}

/**
 * The atlas list for a brand (or one restaurant of it) as a record (docs/data.md), the position
 * rounded to 4 decimals. SPEC §8: a failed lookup gives an empty list and no error text.
 */
export function atlasRead(request: AtlasCacheRequest): RecordQuery<AtlasRestaurant[]> {
  const sent: AtlasCacheRequest = {
    ...request,
    restaurantId: request.restaurantId || undefined,
    mapX: rounded(request.mapX),
    mapY: rounded(request.mapY),
  }
  return {
    kind: atlasKind(sent),
    key: atlasRequestKey(sent),
    fetch: async (_shown, api) => fetchedOf(await getRestaurantInfoAtlas(api, sent)),
  }
}

/** What the lists show of the record: `offline` with the saved copy, or an empty list. */
export function atlasResult(state: SettledState<AtlasRestaurant[]>): AtlasResult {
  if (state.status === 'failed') {
    return { restaurants: [], offline: isNetworkFailure(state.failure) }
  }
  if (state.savedAt === null) return { restaurants: state.value, offline: false }
  return { restaurants: state.value, offline: true, savedAt: state.savedAt }
}
