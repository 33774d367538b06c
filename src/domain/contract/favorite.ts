/**
 * The favourites calls (issue 38 item 5; SPEC §7 restaurant/delFavorite, and restaurant/addFavorite,
 * restaurant/getFavoriteList in its style; docs/api.md "Favourites"), shared by the PWA and
 * server/services/restaurant. Names follow ../locale: `name` Traditional Chinese, `name1` English,
 * `name2` Simplified Chinese.
 */
import * as v from 'valibot'
import { FAVORITE_KINDS, type FavoriteKind } from '../favourites'
import { IdParam, OptionalIdParam } from './idParams'

/** Error codes of these calls (besides VALIDATION, AUTH.*, BRAND.NOT_FOUND, RESTAURANT.NOT_FOUND, FOOD.NOT_FOUND). */
export const FAVORITE_ERR = {
  /** The member already keeps FAVORITES_MAX favourites in the brand (code -1, SPEC's limit code). */
  limitReached: 'FAVORITE.LIMIT_REACHED',
} as const

/** Which favourite: a restaurant or a dish of the brand, by id. */
const FavoriteTarget = {
  brandId: IdParam,
  /** When given, the token's member. */
  memberId: OptionalIdParam,
  kind: v.picklist(FAVORITE_KINDS),
  targetId: IdParam,
}

/** POST restaurant/addFavorite: saves it (saving a saved one again changes nothing). */
export const AddFavoriteParams = v.object(FavoriteTarget)

/** POST restaurant/delFavorite: removes it (removing one not saved changes nothing). */
export const DelFavoriteParams = v.object(FavoriteTarget)

/** POST restaurant/getFavoriteList. */
export const FavoriteListParams = v.object({ brandId: IdParam, memberId: OptionalIdParam })

/** One saved restaurant or dish as the list shows it. */
export type FavoriteItem = {
  kind: FavoriteKind
  /** The restaurant's id, or the dish's food id. */
  targetId: number
  /** The restaurant, or the dish's restaurant. */
  restaurantId: number
  /** A dish: the menu type of the menu it is on (its link opens that menu); null for a restaurant. */
  menuType: number | null
  name: string
  name1: string
  name2: string
  /** A dish: its restaurant's names; for a restaurant the same as its own. */
  restaurantName: string
  restaurantName1: string
  restaurantName2: string
  imageUrl: string
  /** When it was saved (ISO 8601). */
  savedAt: string
}

/** The answer of getFavoriteList: newest first, and the cap (FAVORITES_MAX). */
export type FavoriteList = { items: FavoriteItem[]; max: number }
