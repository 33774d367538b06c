import { and, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/open'
import { restaurants } from '../../db/schema'
import { restaurantNotFound } from '../../http/errors'
import type { RestaurantRow } from '../brandScope'

/** The restaurant with this id (of this brand when one is given), or RESTAURANT.NOT_FOUND. */
export async function requireRestaurantById(
  db: Database,
  restaurantId: number,
  brandId?: number,
): Promise<RestaurantRow> {
  const [row] = await db.select().from(restaurants).where(restaurantScope(restaurantId, brandId)).limit(1)
  if (!row) throw restaurantNotFound()
  return row
}

/** `restaurants.id = restaurantId`, and of the brand when one is given. */
export function restaurantScope(restaurantId: number, brandId?: number): SQL {
  const byId = eq(restaurants.id, restaurantId)
  return brandId === undefined ? byId : (and(byId, eq(restaurants.brandId, brandId)) as SQL)
}
