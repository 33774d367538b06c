import { type ApiClient, isNetworkFailure } from '../../api/client'
import { getFavoriteList, sendFavoriteChange } from '../../api/favorite'
import {
  type FavoriteOwner,
  type QueuedChange,
  queueFavoriteChange,
  readFavorites,
  saveFavoriteList,
} from '../../db/favourites'
import { ERR } from '../../domain/envelope'
import type { FavoriteListRecord } from '../../domain/favouriteRecords'
import { type FavoriteCall, sendFavoriteChanges } from '../../sync/favoriteSync'

/** How the device's copy of the favourites and the server meet, for the heart and the list screen. */

/** The favourites calls through the app's client: no answer (offline, timeout, 5xx) is null. */
function clientCall(api: ApiClient): FavoriteCall {
  return async (brandId, change) => {
    const envelope = await sendFavoriteChange(api, brandId, change)
    return isNetworkFailure(envelope) || envelope.errCode === ERR.internal ? null : envelope
  }
}

/** What asking the server for the list gave: the copy now kept, or why not. */
export type ListOutcome =
  | { kind: 'fresh'; record: FavoriteListRecord | null }
  | { kind: 'unreachable' }
  | { kind: 'refused'; message: string }

/**
 * Asks the server for the member's list and keeps it on the device; then sends the changes still
 * queued (made offline), so that opening the list online catches up at once.
 */
export async function refreshFavorites(api: ApiClient, owner: FavoriteOwner): Promise<ListOutcome> {
  const envelope = await getFavoriteList(api, owner.brandId)
  if (isNetworkFailure(envelope) || envelope.errCode === ERR.internal) return { kind: 'unreachable' }
  if (!envelope.success || !envelope.data) return { kind: 'refused', message: envelope.errMsg ?? '' }
  const saved = await saveFavoriteList(owner, envelope.data.items, Date.now())
  if (saved && saved.pending.length > 0) await sendFavoriteChanges(saved, clientCall(api))
  return { kind: 'fresh', record: await readFavorites(owner) }
}

/** What a save or removal came to: sent and kept, kept on the device to send later, or refused in the server's words. */
export type ChangeOutcome = { kind: 'sent' } | { kind: 'queued' } | { kind: 'refused'; message: string }

/**
 * Writes a save or removal on the device first (so nothing is lost), then sends what is queued.
 * Without an answer it stays queued: the sync triggers send it when the network is back.
 */
export async function changeFavorite(
  api: ApiClient,
  owner: FavoriteOwner,
  change: QueuedChange,
): Promise<ChangeOutcome> {
  const queued = await queueFavoriteChange(owner, change)
  if (!queued) return { kind: 'refused', message: '' }
  const unanswered = await sendFavoriteChanges(queued, clientCall(api))
  if (unanswered) return { kind: 'queued' }
  const after = await readFavorites(owner)
  if (after?.pending.some((queuedChange) => queuedChange.at === change.at)) return { kind: 'queued' }
  return after?.refusal ? { kind: 'refused', message: after.refusal } : { kind: 'sent' }
}
