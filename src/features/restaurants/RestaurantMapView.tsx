import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Spinner } from '../../ui/Spinner'
import type { RestaurantMapProps } from './RestaurantMap'

function MapUnavailable() {
  return (
    <p className="notice" role="status">
      <Trans>The map could not be loaded. The list below still works.</Trans>
    </p>
  )
}

/** Leaflet and its CSS load only when a map view opens; a failed download leaves the list usable. */
const RestaurantMap = lazy(() => import('./RestaurantMap').catch(() => ({ default: MapUnavailable })))

/**
 * The lazy map of restaurants. While its chunk arrives, a loading line holds the map's own box, so
 * the lists under it do not move when the map comes.
 */
export function RestaurantMapView(props: RestaurantMapProps) {
  return (
    <Suspense
      fallback={
        <div className="atlas-map atlas-map-pending">
          <p className="muted atlas-loading" role="status">
            <Spinner size={20} /> <Trans>Loading the map…</Trans>
          </p>
        </div>
      }
    >
      <RestaurantMap {...props} />
    </Suspense>
  )
}
