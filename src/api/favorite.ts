import type { FavoriteList } from '../domain/contract/favorite'
import type { FavoriteChange } from '../domain/favourites'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The favourites calls (docs/api.md "Favourites"), each answering the member's list of the brand.
 * The device's copy and its queue are src/db/favourites.ts. Every function resolves to an envelope
 * and never throws.
 */

/** POST restaurant/restaurant/getFavoriteList 🔒. */
export function getFavoriteList(api: ApiClient, brandId: number): Promise<ApiEnvelope<FavoriteList>> {
  return api.request(
    { method: 'POST', path: 'restaurant/restaurant/getFavoriteList', body: { brandId }, json: true },
    { notify: false },
  )
}

/** POST restaurant/restaurant/addFavorite or delFavorite 🔒: one save or removal. */
export function sendFavoriteChange(
  api: ApiClient,
  brandId: number,
  change: Pick<FavoriteChange, 'kind' | 'targetId' | 'action'>,
): Promise<ApiEnvelope<FavoriteList>> {
  const path = change.action === 'add' ? 'addFavorite' : 'delFavorite'
  return api.request(
    {
      method: 'POST',
      path: `restaurant/restaurant/${path}`,
      body: { brandId, kind: change.kind, targetId: change.targetId },
      json: true,
    },
    { notify: false },
  )
}
