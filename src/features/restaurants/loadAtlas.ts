import { isNetworkFailure } from '../../api/client'
import { getRestaurantInfoAtlas } from '../../api/restaurant'
import { type AtlasCacheRequest, readAtlas, saveAtlas } from '../../db/atlasCache'
import type { AtlasRestaurant } from '../../domain/menuApi'

export type AtlasResult = {
  restaurants: AtlasRestaurant[]
  /** The server could not be reached: the list is the copy saved on this device, or empty. */
  offline: boolean
  /** When the copy shown was saved (epoch ms); undefined when none was. */
  savedAt?: number | undefined
}

/** Digits a diner's position is sent with: 4 decimals, about 11 m, plenty for a distance. */
const POSITION_DECIMALS = 4

const rounded = (value: number | undefined) =>
  value === undefined ? undefined : Number(value.toFixed(POSITION_DECIMALS))

/**
 * The atlas list for a brand (or one restaurant of it). A good answer is kept on the device for the
 * business day (in the background); when the server cannot be reached the saved copy of the same
 * lookup is used. SPEC §8: a failed lookup gives an empty list and no error text; `offline` lets the
 * screen show that it is offline.
 */
export async function loadAtlas(request: AtlasCacheRequest): Promise<AtlasResult> {
  const sent: AtlasCacheRequest = {
    ...request,
    restaurantId: request.restaurantId || undefined,
    mapX: rounded(request.mapX),
    mapY: rounded(request.mapY),
  }
  const answer = await getRestaurantInfoAtlas(sent)
  if (answer.success) {
    const restaurants = answer.data ?? []
    void saveAtlas(sent, restaurants).catch((error: unknown) => {
      // Not fatal: the list is shown; only its offline copy is missing.
      console.error('Could not save the offline copy of the restaurant list', error)
    })
    return { restaurants, offline: false }
  }
  if (!isNetworkFailure(answer)) return { restaurants: [], offline: false }
  const cached = await readAtlas(sent).catch(() => undefined)
  return { restaurants: cached?.restaurants ?? [], offline: true, savedAt: cached?.savedAt }
}
