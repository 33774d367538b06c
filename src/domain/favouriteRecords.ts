import * as v from 'valibot'
import type { FavoriteItem } from './contract/favorite'
import { FAVORITE_KINDS } from './favourites'
import { exactly } from './sameType'

/**
 * The schema of the device's copy of a member's favourites (src/db/favourites.ts, table
 * `favourites`): the server's last list of a brand and the changes made on the device that the
 * server has not answered yet. Apart from ./deviceRecords.ts: only the favourites' lazy code reads it.
 */

const whole = v.pipe(v.number(), v.integer())
const positiveId = v.pipe(whole, v.minValue(1))
const kind = v.picklist(FAVORITE_KINDS)

const FavoriteItemSchema = exactly<FavoriteItem>()(
  v.object({
    kind,
    targetId: positiveId,
    restaurantId: positiveId,
    menuType: v.nullable(whole),
    name: v.string(),
    name1: v.string(),
    name2: v.string(),
    restaurantName: v.string(),
    restaurantName1: v.string(),
    restaurantName2: v.string(),
    imageUrl: v.string(),
    savedAt: v.string(),
  }),
)

const FavoriteChangeSchema = v.object({
  kind,
  targetId: positiveId,
  action: v.picklist(['add', 'remove']),
  at: v.number(),
  item: v.optional(FavoriteItemSchema),
})

/** The key of a member's copy of one brand's favourites. */
export function favoriteListKey(memberId: number, brandId: number): string {
  return `favorites:${memberId}:${brandId}`
}

/** One member's favourites of one brand as kept on the device. */
export const FavoriteListRecordSchema = v.pipe(
  v.object({
    key: v.string(),
    memberId: positiveId,
    brandId: positiveId,
    items: v.array(FavoriteItemSchema),
    /** When the server's list was last received (ms); null when it never was (only changes made offline). */
    savedAt: v.nullable(v.number()),
    pending: v.array(FavoriteChangeSchema),
    /** 1 while `pending` holds a change (indexed: the sync queue looks for these without loading its code). */
    queued: v.picklist([0, 1]),
    /** The server's words for the last queued change it refused (sent after the device was offline). */
    refusal: v.nullable(v.string()),
  }),
  v.check(
    (record) => record.key === favoriteListKey(record.memberId, record.brandId),
    'the copy is kept under its member and brand',
  ),
  v.check(
    (record) => record.queued === (record.pending.length > 0 ? 1 : 0),
    'queued says whether changes wait',
  ),
)

export type FavoriteListRecord = v.InferOutput<typeof FavoriteListRecordSchema>
