import { useEffect, useState } from 'react'
import { useApp } from '../../app/appContext'
import { useBrand } from '../brand/BrandContext'
import { HONG_KONG } from '../location/mapPoint'
import type { GeoPoint } from '../location/useGeolocation'
import { findBrandLocation } from './brandLocation'

/** How long the map waits for the brand's location before starting at Hong Kong. */
const BRAND_LOCATION_WAIT_MS = 2_000

export type MapStart = {
  centre: GeoPoint /** A point is already known: zoom in to street level. */
  near: boolean
}

/**
 * Where the map opens: the address's own point, else the restaurant's or the brand's location,
 * else Hong Kong; null while the brand's location is being looked up.
 */
export function useMapStart(point: GeoPoint | null): MapStart | null {
  const app = useApp()
  const brand = useBrand()
  const [start, setStart] = useState<MapStart | null>(() => (point ? { centre: point, near: true } : null))
  const known = start !== null

  useEffect(() => {
    if (known) return
    let live = true
    const giveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), BRAND_LOCATION_WAIT_MS))
    const lookup = findBrandLocation(app, brand.brandId, brand.restaurantId).catch(() => null)
    void Promise.race([lookup, giveUp]).then((location) => {
      if (live) setStart({ centre: location ?? HONG_KONG, near: false })
    })
    return () => {
      live = false
    }
  }, [app, known, brand.brandId, brand.restaurantId])

  return start
}
