import { sendApiRequest } from '../api/sendRequest'
import { buildApiHeaders } from '../data/headers'
import { listQueuedFavorites, type QueuedChange, settleFavoriteChange } from '../db/favourites'
import { getSession } from '../db/login'
import { isLoggedIn } from '../db/session'
import type { FavoriteList } from '../domain/contract/favorite'
import type { Envelope } from '../domain/envelope'
import type { FavoriteListRecord } from '../domain/favouriteRecords'

/**
 * Sending the saves and removals of favourites made on the device (issue 38 item 5,
 * src/db/favourites.ts): the toggle sends its change at once, and the sync triggers (./triggers.ts)
 * send whatever is left, e.g. a heart tapped offline, when the network is back. Both calls are
 * idempotent and only the newest change of a target is kept, so sending one twice is harmless.
 */

/** One favourites call: the server's envelope, or null when no answer came (offline, timeout, 5xx). */
export type FavoriteCall = (brandId: number, change: QueuedChange) => Promise<Envelope<FavoriteList> | null>

/**
 * Sends the copy's queued changes, oldest first, settling each with the server's answer (its list,
 * or its refusal in its words); stops at the first without an answer. Resolves true when one was
 * left unanswered.
 */
export async function sendFavoriteChanges(record: FavoriteListRecord, call: FavoriteCall): Promise<boolean> {
  const owner = { memberId: record.memberId, brandId: record.brandId }
  for (const change of [...record.pending].sort((a, b) => a.at - b.at)) {
    const envelope = await call(record.brandId, change)
    if (!envelope) return true
    // A token the server no longer takes: the login sheet asks again; the change waits for it.
    if (envelope.errCode?.startsWith('AUTH.')) return false
    await settleFavoriteChange(
      owner,
      change,
      envelope.success && envelope.data
        ? { items: envelope.data.items, savedAt: Date.now() }
        : { refusal: envelope.errMsg || envelope.errCode || '' },
    )
  }
  return false
}

/** One call through the bare transport with the device's headers (the queue runs without a screen). */
const bareCall: FavoriteCall = async (brandId, change) => {
  const outcome = await sendApiRequest({
    method: 'POST',
    path: `restaurant/restaurant/${change.action === 'add' ? 'addFavorite' : 'delFavorite'}`,
    body: { brandId, kind: change.kind, targetId: change.targetId },
    json: true,
    headers: await buildApiHeaders(),
  })
  return outcome.kind === 'answer' && outcome.status < 500
    ? (outcome.envelope as Envelope<FavoriteList>)
    : null
}

/** Sends the logged-in member's queued changes; resolves true when something could not reach the server. Never throws. */
export async function replayFavorites(): Promise<boolean> {
  try {
    const session = await getSession()
    const memberId = session.member?.id
    if (!isLoggedIn(session) || !memberId) return false
    for (const record of await listQueuedFavorites()) {
      if (record.memberId !== memberId) continue
      if (await sendFavoriteChanges(record, bareCall)) return true
    }
  } catch (error) {
    console.error('Could not send the favourites saved on this device', error)
  }
  return false
}
