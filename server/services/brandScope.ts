import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { brands, restaurants } from '../db/schema'
import { brandNotFound, restaurantNotFound } from '../http/errors'

/** Lookups shared by the services: a brand, or a restaurant of that brand, or a business error. */

export type BrandRow = typeof brands.$inferSelect
export type RestaurantRow = typeof restaurants.$inferSelect

export async function requireBrand(db: Database, brandId: number): Promise<BrandRow> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1)
  if (!brand) throw brandNotFound()
  return brand
}

export async function requireRestaurant(
  db: Database,
  brandId: number,
  restaurantId: number,
): Promise<RestaurantRow> {
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.brandId, brandId)))
    .limit(1)
  if (!restaurant) throw restaurantNotFound()
  return restaurant
}
