import type { AtlasRestaurant } from '../../domain/contract/menu'
import type { Locale } from '../../domain/locale'
import { hoursStateOf } from '../../domain/openingHours'
import { toPoint } from '../location/mapPoint'
import type { GeoPoint } from '../location/useGeolocation'

/** The restaurant's map position, or null when it has none (or an unusable one). */
export function positionOf(restaurant: Pick<AtlasRestaurant, 'mapX' | 'mapY'>): GeoPoint | null {
  return toPoint(restaurant.mapX, restaurant.mapY)
}

/**
 * Closed for the list: as the server said, or by its hours at `now` (a list kept on the device for
 * the business day may be hours old).
 */
export function isClosedAt(restaurant: AtlasRestaurant, now: Date): boolean {
  return restaurant.closed || !hoursStateOf(restaurant.businessHours, now).open
}

/** The ids of the restaurants the server listed as open that the hours have closed at `now`. */
export function closedByHours(restaurants: readonly AtlasRestaurant[], now: Date): number[] {
  return restaurants
    .filter((restaurant) => !restaurant.closed && isClosedAt(restaurant, now))
    .map(({ id }) => id)
}

/**
 * SPEC §4: open restaurants with map coordinates go in the open list; closed ones (as the server
 * said, or by their hours now: `closedNow`, closedByHours's ids joined with commas), or those without
 * coordinates, in the closed list. The server's order (nearest first) is kept in both.
 */
export function splitAtlas(
  restaurants: readonly AtlasRestaurant[],
  closedNow: string,
): {
  open: AtlasRestaurant[]
  closed: AtlasRestaurant[]
} {
  const closedIds = new Set(closedNow.split(',').filter(Boolean).map(Number))
  const open: AtlasRestaurant[] = []
  const closed: AtlasRestaurant[] = []
  for (const restaurant of restaurants) {
    if (!restaurant.closed && !closedIds.has(restaurant.id) && positionOf(restaurant)) open.push(restaurant)
    else closed.push(restaurant)
  }
  return { open, closed }
}

/** Under this many metres a distance is shown in metres (rounded to 10 m), else in kilometres. */
const METRES_SHOWN_BELOW = 1000
/** From this many kilometres on, whole kilometres. */
const WHOLE_KM_FROM = 100

/** A distance for people, in the interface language: `850 m`, `1.2 km`, `120 km`. */
export function formatDistance(metres: number, locale: Locale): string {
  const tag = locale === 'en' ? 'en' : locale === 'zh-hk' ? 'zh-HK' : 'zh-CN'
  if (metres < METRES_SHOWN_BELOW) {
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(
      Math.max(10, Math.round(metres / 10) * 10),
    )
  }
  const km = metres / 1000
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: km >= WHOLE_KM_FROM ? 0 : 1,
  }).format(km)
}
