/**
 * Favourites (issue 38 item 5): the restaurants and dishes a member saves in a brand. One rule for
 * the server (server/services/restaurant/favorites.ts) and the PWA (src/features/favourites).
 */

/** What a favourite points at: a restaurant, or a dish (a food of one of its menus). */
export const FAVORITE_KINDS = ['restaurant', 'food'] as const
export type FavoriteKind = (typeof FAVORITE_KINDS)[number]

/**
 * How many favourites a member keeps in one brand. Enough for every restaurant of a chain and the
 * dishes someone orders again; a list past it would no longer be a short list to pick from.
 */
export const FAVORITES_MAX = 100

/** Whether one more favourite fits beside `count` already saved (an already saved one always "fits"). */
export function hasRoomForFavorite(count: number, max: number = FAVORITES_MAX): boolean {
  return count < max
}

/** A favourite's identity within a member's list of a brand. */
export type FavoriteTargetRef = { kind: FavoriteKind; targetId: number }

/** Whether two references name the same restaurant or dish. */
export function sameFavorite(a: FavoriteTargetRef, b: FavoriteTargetRef): boolean {
  return a.kind === b.kind && a.targetId === b.targetId
}

/**
 * A save or removal made on the device and not yet answered by the server (kept while offline).
 * Only the last change of a target matters: both calls are idempotent, so the newest intent is sent.
 */
export type FavoriteChange<Item extends FavoriteTargetRef = FavoriteTargetRef> = FavoriteTargetRef & {
  action: 'add' | 'remove'
  /** When it was made (ms): the queue's order and what tells a newer change of the same target. */
  at: number
  /** For an add: what the list shows until the server's list has it. */
  item?: Item
}

/** The queue with `change` as the one change of its target (replacing an older one). */
export function queueChange<Item extends FavoriteTargetRef>(
  pending: readonly FavoriteChange<Item>[],
  change: FavoriteChange<Item>,
): FavoriteChange<Item>[] {
  return [...pending.filter((queued) => !sameFavorite(queued, change)), change]
}

/**
 * The list as the member sees it: the server's last list with the changes not yet answered applied
 * (adds first, newest first, then the server's order without what was removed).
 */
export function shownFavorites<Item extends FavoriteTargetRef>(
  items: readonly Item[],
  pending: readonly FavoriteChange<Item>[],
): Item[] {
  const removed = pending.filter((change) => change.action === 'remove')
  const added = pending
    .filter((change) => change.action === 'add' && !items.some((item) => sameFavorite(item, change)))
    .sort((a, b) => b.at - a.at)
    .flatMap((change) => (change.item ? [change.item] : []))
  return [...added, ...items.filter((item) => !removed.some((change) => sameFavorite(item, change)))]
}

/** Whether the target shows as saved. */
export function isFavorite<Item extends FavoriteTargetRef>(
  items: readonly Item[],
  pending: readonly FavoriteChange<Item>[],
  target: FavoriteTargetRef,
): boolean {
  return shownFavorites(items, pending).some((item) => sameFavorite(item, target))
}
