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
