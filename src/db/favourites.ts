import type { FavoriteItem } from '../domain/contract/favorite'
import { createEmitter } from '../domain/emitter'
import {
  type FavoriteListRecord,
  FavoriteListRecordSchema,
  favoriteListKey,
} from '../domain/favouriteRecords'
import { type FavoriteChange, queueChange, sameFavorite } from '../domain/favourites'
import { openDb } from './open'
import { type RecordRule, readStored } from './recordCheck'
import { readSession } from './storedState'

/**
 * The member's favourites on the device (issue 38 item 5, table `favourites`): per brand, the
 * server's last list, to read offline with its age, and the saves and removals made here that the
 * server has not answered (sent by src/sync/favoriteSync.ts when the network is back). Personal
 * data: written only while its member is the one logged in, emptied by clearLogin.
 */

const FAVORITE_RULE: RecordRule<FavoriteListRecord> = {
  store: 'favourites',
  schema: FavoriteListRecordSchema,
}

export type FavoriteOwner = { memberId: number; brandId: number }
export type QueuedChange = FavoriteChange<FavoriteItem>

/** Tells the screens showing favourites that a copy changed (a toggle, a list, the queue sent). */
const changes = createEmitter<FavoriteOwner>()
export const onFavoritesChanged = changes.subscribe

const emptyRecord = ({ memberId, brandId }: FavoriteOwner): FavoriteListRecord => ({
  key: favoriteListKey(memberId, brandId),
  memberId,
  brandId,
  items: [],
  savedAt: null,
  pending: [],
  queued: 0,
  refusal: null,
})

/** The member's copy of the brand's favourites, or null when the device has none. */
export async function readFavorites(owner: FavoriteOwner): Promise<FavoriteListRecord | null> {
  const db = await openDb()
  const key = favoriteListKey(owner.memberId, owner.brandId)
  return readStored(FAVORITE_RULE, key, await db.favourites.get(key)) ?? null
}

/**
 * Changes the member's copy in one transaction, unless that member is no longer the one logged in
 * (an answer landing after a logout brings nothing back). Answers the record written, or null.
 */
async function updateFavorites(
  owner: FavoriteOwner,
  change: (record: FavoriteListRecord) => FavoriteListRecord,
): Promise<FavoriteListRecord | null> {
  const db = await openDb()
  const key = favoriteListKey(owner.memberId, owner.brandId)
  const written = await db.transaction('rw', db.favourites, db.session, async () => {
    if ((await readSession(db))?.member?.id !== owner.memberId) return null
    const stored = readStored(FAVORITE_RULE, key, await db.favourites.get(key)) ?? emptyRecord(owner)
    const changed = change(stored)
    const next: FavoriteListRecord = { ...changed, queued: changed.pending.length > 0 ? 1 : 0 }
    await db.favourites.put(next)
    return next
  })
  if (written) changes.emit(owner)
  return written
}

/** Keeps the server's list (an answer of any favourites call) as the device's copy, saved at `savedAt`. */
export function saveFavoriteList(
  owner: FavoriteOwner,
  items: readonly FavoriteItem[],
  savedAt: number,
): Promise<FavoriteListRecord | null> {
  return updateFavorites(owner, (record) => ({ ...record, items: [...items], savedAt }))
}

/** Writes a save or removal made on the device, before it is sent (it replaces an older change of its target). */
export function queueFavoriteChange(
  owner: FavoriteOwner,
  change: QueuedChange,
): Promise<FavoriteListRecord | null> {
  return updateFavorites(owner, (record) => ({
    ...record,
    pending: queueChange(record.pending, change),
    refusal: null,
  }))
}

/** What the server answered a queued change: its list, or a refusal in its words. */
export type ChangeAnswer = { items: readonly FavoriteItem[]; savedAt: number } | { refusal: string }

/**
 * Settles a sent change with the server's answer: it leaves the queue (unless a newer change of the
 * same target was made meanwhile), and the list the server answered becomes the copy.
 */
export function settleFavoriteChange(
  owner: FavoriteOwner,
  change: QueuedChange,
  answer: ChangeAnswer,
): Promise<FavoriteListRecord | null> {
  return updateFavorites(owner, (record) => {
    const pending = record.pending.filter(
      (queued) => !(sameFavorite(queued, change) && queued.at === change.at),
    )
    if ('refusal' in answer) return { ...record, pending, refusal: answer.refusal }
    return { ...record, pending, items: [...answer.items], savedAt: answer.savedAt }
  })
}

/** Forgets the last refusal once the member has seen it. */
export function dismissFavoriteRefusal(owner: FavoriteOwner): Promise<FavoriteListRecord | null> {
  return updateFavorites(owner, (record) => ({ ...record, refusal: null }))
}

/** The copies with changes still to send. */
export async function listQueuedFavorites(): Promise<FavoriteListRecord[]> {
  const db = await openDb()
  const rows = await db.favourites.where('queued').equals(1).toArray()
  return rows
    .flatMap((row) => readStored(FAVORITE_RULE, row.key, row) ?? [])
    .filter((row) => row.pending.length > 0)
}
