import { and, count, desc, eq, sql } from 'drizzle-orm'
import { FAVORITE_ERR, type FavoriteItem, type FavoriteList } from '../../../src/domain/contract/favorite'
import { CODE_LIMIT } from '../../../src/domain/envelope'
import { FAVORITES_MAX, type FavoriteKind, hasRoomForFavorite } from '../../../src/domain/favourites'
import type { Database } from '../../db/open'
import { categories, foods, memberFavorites, members, menus, restaurants } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'
import { foodNotFound } from './shopMenu'

/**
 * A member's favourites (issue 38 item 5): restaurants and dishes of one brand, saved, listed and
 * removed. The cap (src/domain/favourites.ts) is counted under a lock on the member's row, so one
 * member's concurrent saves run one after another and never pass it together; a repeated save is
 * the same row (member_favorites_target), so it never counts twice.
 */

export type FavoriteTarget = { memberId: number; brandId: number; kind: FavoriteKind; targetId: number }

function limitReachedError(): ApiError {
  return new ApiError(200, FAVORITE_ERR.limitReached, 'favoriteLimitReached', {
    code: CODE_LIMIT,
    params: { max: String(FAVORITES_MAX) },
  })
}

/** The row's restaurant and food of a target of the brand, or its not-found error. */
async function resolveTarget(
  db: Database,
  target: FavoriteTarget,
): Promise<{ restaurantId: number; foodId: number | null }> {
  if (target.kind === 'restaurant') {
    await requireRestaurant(db, { restaurantId: target.targetId, brandId: target.brandId })
    return { restaurantId: target.targetId, foodId: null }
  }
  const [food] = await db
    .select({ restaurantId: menus.restaurantId })
    .from(foods)
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
    .where(and(eq(foods.id, target.targetId), eq(restaurants.brandId, target.brandId)))
    .limit(1)
  if (!food) throw foodNotFound()
  return { restaurantId: food.restaurantId, foodId: target.targetId }
}

const sameTarget = (memberId: number, foodId: number | null, restaurantId: number) =>
  and(
    eq(memberFavorites.memberId, memberId),
    eq(memberFavorites.restaurantId, restaurantId),
    foodId === null ? sql`${memberFavorites.foodId} is null` : eq(memberFavorites.foodId, foodId),
  )

/** Saves the target; saving it again is no change. Refused with FAVORITE.LIMIT_REACHED at the cap. */
export async function addFavorite(db: Database, target: FavoriteTarget): Promise<void> {
  const { restaurantId, foodId } = await resolveTarget(db, target)
  await db.transaction(async (tx) => {
    // Its own statement, so the count below is read after the lock is held (a new snapshot).
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, target.memberId))
      .for('no key update')
    const [saved] = await tx
      .select({ id: memberFavorites.id })
      .from(memberFavorites)
      .where(sameTarget(target.memberId, foodId, restaurantId))
      .limit(1)
    if (saved) return
    const [held] = await tx
      .select({ n: count() })
      .from(memberFavorites)
      .where(and(eq(memberFavorites.memberId, target.memberId), eq(memberFavorites.brandId, target.brandId)))
    if (!hasRoomForFavorite(held?.n ?? 0)) throw limitReachedError()
    await tx
      .insert(memberFavorites)
      .values({ memberId: target.memberId, brandId: target.brandId, restaurantId, foodId })
      .onConflictDoNothing()
  })
}

/** Removes the member's favourite of the brand; one that is not saved is no change. */
export async function removeFavorite(db: Database, target: FavoriteTarget): Promise<void> {
  const byKind =
    target.kind === 'restaurant'
      ? and(eq(memberFavorites.restaurantId, target.targetId), sql`${memberFavorites.foodId} is null`)
      : eq(memberFavorites.foodId, target.targetId)
  await db
    .delete(memberFavorites)
    .where(
      and(eq(memberFavorites.memberId, target.memberId), eq(memberFavorites.brandId, target.brandId), byKind),
    )
}

/** The member's favourites in the brand, newest first, with the names and pictures the list shows. */
export async function favoriteList(db: Database, memberId: number, brandId: number): Promise<FavoriteList> {
  const rows = await db
    .select({
      restaurantId: memberFavorites.restaurantId,
      foodId: memberFavorites.foodId,
      createdAt: memberFavorites.createdAt,
      restaurant: {
        name: restaurants.name,
        name1: restaurants.name1,
        name2: restaurants.name2,
        imageUrl: restaurants.imageUrl,
      },
      food: { name: foods.name, name1: foods.name1, name2: foods.name2, imageUrl: foods.imageUrl },
      menuType: menus.menuType,
    })
    .from(memberFavorites)
    .innerJoin(restaurants, eq(restaurants.id, memberFavorites.restaurantId))
    .leftJoin(foods, eq(foods.id, memberFavorites.foodId))
    .leftJoin(categories, eq(categories.id, foods.categoryId))
    .leftJoin(menus, eq(menus.id, categories.menuId))
    .where(and(eq(memberFavorites.memberId, memberId), eq(memberFavorites.brandId, brandId)))
    .orderBy(desc(memberFavorites.createdAt), desc(memberFavorites.id))
  const items = rows.map((row): FavoriteItem => {
    const own = row.foodId !== null && row.food ? row.food : row.restaurant
    return {
      kind: row.foodId === null ? 'restaurant' : 'food',
      targetId: row.foodId ?? row.restaurantId,
      restaurantId: row.restaurantId,
      menuType: row.foodId === null ? null : (row.menuType ?? null),
      name: own.name,
      name1: own.name1,
      name2: own.name2,
      restaurantName: row.restaurant.name,
      restaurantName1: row.restaurant.name1,
      restaurantName2: row.restaurant.name2,
      imageUrl: own.imageUrl || row.restaurant.imageUrl,
      savedAt: row.createdAt.toISOString(),
    }
  })
  return { items, max: FAVORITES_MAX }
}
