import { useCallback, useEffect, useState } from 'react'
import { type GeoPoint, useGeolocation } from '../location/useGeolocation'

/** The diner's last known position, kept while the app is open so every list and map can use it. */
let remembered: GeoPoint | null = null

/**
 * The diner's position for distances: asked for with "Use my location" (the five location errors of
 * SPEC §8 otherwise), or at once when the browser already has the permission.
 */
export function usePosition() {
  const geo = useGeolocation()
  const { locate } = geo
  const [position, setPosition] = useState<GeoPoint | null>(remembered)

  const locateMe = useCallback(async () => {
    const found = await locate()
    if (found) {
      remembered = found
      setPosition(found)
    }
  }, [locate])

  useEffect(() => {
    if (remembered || !navigator.permissions) return
    let live = true
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (live && status.state === 'granted') void locateMe()
      })
      .catch(() => {
        // The Permissions API cannot tell: wait for the button.
      })
    return () => {
      live = false
    }
  }, [locateMe])

  return { position, locating: geo.locating, error: geo.error, locateMe }
}
