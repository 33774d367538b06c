import type { AppContext } from '../../app/appContext'
import { getBrandRestaurantList } from '../../data/shellReads'
import { toPoint } from '../location/mapPoint'
import type { GeoPoint } from '../location/useGeolocation'

/**
 * Where the brand is: the named restaurant's map position, else the first of its restaurants that
 * has one; null when unknown. Served from the offline copy of the restaurant list when offline.
 */
export async function findBrandLocation(
  app: AppContext,
  brandId: number | null,
  restaurantId: number | null,
): Promise<GeoPoint | null> {
  if (!brandId) return null
  const answer = await getBrandRestaurantList(app, brandId)
  const restaurants = answer.data ?? []
  const named = restaurants.find((restaurant) => restaurant.id === restaurantId)
  for (const restaurant of named ? [named, ...restaurants] : restaurants) {
    const point = toPoint(restaurant.mapX, restaurant.mapY)
    if (point) return point
  }
  return null
}
