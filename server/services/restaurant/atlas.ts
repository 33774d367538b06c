import { and, eq, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import { ATLAS_TYPE, type AtlasParams, type AtlasRestaurant } from '../../../src/domain/contract/menu'
import type { ServiceKind } from '../../../src/domain/restaurantStatus'
import type { Database } from '../../db/open'
import { menus, restaurants } from '../../db/schema'
import { requireBrand, requireRestaurant, restaurantScope } from '../brandScope'
import { menuTypesColumn, toBrandRestaurant } from './brands'
import { statusFieldsOf } from './shopInfo'

/** Mean Earth radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8

/** Great-circle distance in metres between two points given as longitude/latitude degrees (haversine). */
function haversineMetres(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(lat2 - lat1)
  const dLon = rad(lon2 - lon1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The way of ordering an atlas list is for (SPEC §4: pick-up type 1, scan ordering type 2), if one. */
function listService(type: number | undefined): ServiceKind | undefined {
  if (type === ATLAS_TYPE.pickup) return 'pickup'
  if (type === ATLAS_TYPE.scan) return 'scan'
  return undefined
}

function serviceFilter(type: number | undefined): SQL | undefined {
  if (type === ATLAS_TYPE.pickup) return eq(restaurants.ziquService, 1)
  if (type === ATLAS_TYPE.scan) return eq(restaurants.menuService, 1)
  return undefined
}

/**
 * The brand's restaurants (or the one restaurant) offering the asked service, with status (closed
 * also when the shop's state refuses that service now) and distance, nearest first (no distance last), then by id. One query; an empty answer is checked
 * for an unknown brand or restaurant.
 */
export async function atlasRestaurants(
  db: Database,
  params: v.InferOutput<typeof AtlasParams>,
  now: Date,
): Promise<AtlasRestaurant[]> {
  const { brandId, restaurantId, mapX, mapY } = params
  const scope =
    restaurantId !== undefined
      ? restaurantScope({ restaurantId, brandId })
      : eq(restaurants.brandId, brandId!)
  const rows = await db
    .select({ restaurant: restaurants, menuTypes: menuTypesColumn })
    .from(restaurants)
    .leftJoin(menus, eq(menus.restaurantId, restaurants.id))
    .where(and(scope, serviceFilter(params.type)))
    .groupBy(restaurants.id)
  if (rows.length === 0) {
    if (restaurantId !== undefined) await requireRestaurant(db, { restaurantId, brandId })
    else await requireBrand(db, brandId!)
  }
  const list = rows.map(({ restaurant, menuTypes }): AtlasRestaurant => {
    const hasPosition = restaurant.mapX !== null && restaurant.mapY !== null
    const distance =
      hasPosition && mapX !== undefined && mapY !== undefined
        ? Math.round(haversineMetres(mapX, mapY, Number(restaurant.mapX), Number(restaurant.mapY)))
        : null
    const status = statusFieldsOf(restaurant, now, listService(params.type))
    return { ...toBrandRestaurant(restaurant, menuTypes), ...status, distance }
  })
  return list.sort(
    (a, b) =>
      (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) || a.id - b.id,
  )
}
