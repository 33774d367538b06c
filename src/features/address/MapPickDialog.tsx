import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import { Dialog } from '../../ui/Dialog'
import { Spinner } from '../../ui/Spinner'
import { shownLatLng, storedPoint } from '../location/mapPoint'
import type { GeoPoint } from '../location/useGeolocation'

function MapUnavailable() {
  return (
    <p className="notice" role="alert">
      <Trans>The map could not be loaded. Please check your connection and try again.</Trans>
    </p>
  )
}

/** Leaflet and its CSS load only when a map is opened. */
const MapPicker = lazy(() => import('./MapPicker').catch(() => ({ default: MapUnavailable })))

type MapPickDialogProps = {
  /** The address's current point, shown with the pin; null starts at the brand's location. */
  initial: GeoPoint | null
  onUse: (point: GeoPoint) => void
  onClose: () => void
}

/** "Pick on map": a modal with the map; "Use this point" hands the pin's position back. */
export function MapPickDialog({ initial, onUse, onClose }: MapPickDialogProps) {
  const { t } = useLingui()
  const helpId = useId()
  const [point, setPoint] = useState<GeoPoint | null>(initial)
  const { lat, lng } = point ? shownLatLng(point) : { lat: '', lng: '' }
  return (
    <Dialog
      open
      title={t`Pick on map`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!point}
            onClick={() => point && onUse(point)}
          >
            <Trans>Use this point</Trans>
          </button>
        </>
      }
    >
      <p id={helpId} className="muted map-pick-help">
        <Trans>
          Tap the map or drag the pin to set the point. With a keyboard, move the map with the arrow keys and
          press Enter to set the point at its centre.
        </Trans>
      </p>
      <Suspense
        fallback={
          <p className="dialog-loading map-pick-loading" role="status">
            <Spinner size={20} /> <Trans>Loading the map…</Trans>
          </p>
        }
      >
        <MapPicker point={point} onPoint={(next) => setPoint(storedPoint(next))} describedBy={helpId} />
      </Suspense>
      <p className="map-pick-status" role="status">
        {point ? t`Selected point: ${lat}, ${lng}` : t`No point set yet.`}
      </p>
    </Dialog>
  )
}
