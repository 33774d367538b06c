import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Spinner } from '../../ui/Spinner'
import { formatDimensionMap, parseDimensionMap, shownLatLng, storedPoint } from '../location/mapPoint'
import { type GeoPoint, useGeolocation } from '../location/useGeolocation'
import { MapPickDialog } from './MapPickDialog'

type LocationFieldProps = {
  /** Building and street (currentAddress). */
  value: string
  /** `longitude,latitude` or empty. */
  dimensionMap: string
  onChange: (next: { currentAddress: string; dimensionMap: string }) => void
  errorId: string | undefined
}

/**
 * The receiving address: typed into the search field, the browser's position (with the five
 * location errors of SPEC §8) or a point picked on the map. A position fills the coordinates, and
 * the field too when it is empty.
 */
export function LocationField({ value, dimensionMap, onChange, errorId }: LocationFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const statusId = useId()
  const geo = useGeolocation()
  const [picking, setPicking] = useState(false)
  const point = parseDimensionMap(dimensionMap)

  async function locateMe() {
    const position = await geo.locate()
    if (!position) return
    const found = storedPoint(position)
    const { lat, lng } = shownLatLng(found)
    onChange({
      currentAddress: value.trim() || t`My location (${lat}, ${lng})`,
      dimensionMap: formatDimensionMap(found),
    })
  }

  function applyPinned(pinned: GeoPoint) {
    const { lat, lng } = shownLatLng(pinned)
    setPicking(false)
    onChange({
      currentAddress: value.trim() || t`Pinned location (${lat}, ${lng})`,
      dimensionMap: formatDimensionMap(pinned),
    })
  }

  const shown = point ? shownLatLng(point) : null
  const lat = shown?.lat
  const lng = shown?.lng
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Receiving address</Trans>
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="done"
        autoComplete="street-address"
        placeholder={t`Building, street or estate`}
        value={value}
        onChange={(event) => onChange({ currentAddress: event.target.value, dimensionMap })}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[errorId, statusId].filter(Boolean).join(' ') || undefined}
      />
      <div className="location-row">
        <button type="button" className="button location-button" onClick={locateMe} disabled={geo.locating}>
          {geo.locating ? <Spinner size={16} /> : null}
          <Trans>Use my current location</Trans>
        </button>
        <button type="button" className="button location-button" onClick={() => setPicking(true)}>
          <Trans>Pick on map</Trans>
        </button>
        <p id={statusId} className="muted location-status" role="status">
          {geo.error ?? (shown ? t`Location found: ${lat}, ${lng}` : '')}
        </p>
      </div>
      {picking ? (
        <MapPickDialog initial={point} onUse={applyPinned} onClose={() => setPicking(false)} />
      ) : null}
    </div>
  )
}
