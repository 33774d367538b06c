import { and, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../db/open'
import { brands, restaurants } from '../db/schema'
import { brandNotFound, restaurantNotFound } from '../http/errors'

/**
 * Lookups shared by the services: a brand, or a restaurant (of a brand when one is given), or the
 * business error every call answers for an unknown one (BRAND.NOT_FOUND, RESTAURANT.NOT_FOUND).
 */

export type BrandRow = typeof brands.$inferSelect
export type RestaurantRow = typeof restaurants.$inferSelect

/** Which restaurant: by id, and of that brand when `brandId` is given. */
export type RestaurantKey = { restaurantId: number; brandId?: number }

export async function requireBrand(db: Database, brandId: number): Promise<BrandRow> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1)
  if (!brand) throw brandNotFound()
  return brand
}

/** The restaurant with this id (of this brand when one is given), or RESTAURANT.NOT_FOUND. */
export async function requireRestaurant(db: Database, key: RestaurantKey): Promise<RestaurantRow> {
  const [restaurant] = await db.select().from(restaurants).where(restaurantScope(key)).limit(1)
  if (!restaurant) throw restaurantNotFound()
  return restaurant
}

/** `restaurants.id = restaurantId`, and of the brand when one is given. */
export function restaurantScope({ restaurantId, brandId }: RestaurantKey): SQL {
  const byId = eq(restaurants.id, restaurantId)
  return brandId === undefined ? byId : (and(byId, eq(restaurants.brandId, brandId)) as SQL)
}
