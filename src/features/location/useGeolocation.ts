import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'

export type GeoPoint = { longitude: number; latitude: number }

/** Milliseconds the browser may take to find the position before "timed out". */
const LOCATION_TIMEOUT_MS = 15_000

/** The browser's position, with the five location error messages of SPEC §8. */
export function useGeolocation() {
  const { t } = useLingui()
  const [locating, setLocating] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const locate = useCallback((): Promise<GeoPoint | null> => {
    setError(null)
    if (!('geolocation' in navigator)) {
      setError(t`Your browser does not support location`)
      return Promise.resolve(null)
    }
    setLocating(true)
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setLocating(false)
          resolve({ longitude: position.coords.longitude, latitude: position.coords.latitude })
        },
        (failure) => {
          setLocating(false)
          if (failure.code === failure.PERMISSION_DENIED) setError(t`Location permission was denied`)
          else if (failure.code === failure.POSITION_UNAVAILABLE)
            setError(t`Location information is unavailable`)
          else if (failure.code === failure.TIMEOUT) setError(t`Getting the location timed out`)
          else setError(t`An unknown error occurred while getting the location`)
          resolve(null)
        },
        { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
      )
    })
  }, [t])

  return { locating, error, locate }
}
