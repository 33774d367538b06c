import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Spinner } from '../../ui/Spinner'
import { useGeolocation } from './useGeolocation'

type LocationFieldProps = {
  /** Building and street (currentAddress). */
  value: string
  /** `longitude,latitude` or empty. */
  dimensionMap: string
  onChange: (next: { currentAddress: string; dimensionMap: string }) => void
  errorId: string | undefined
}

/**
 * The receiving address: typed into the search field, or the browser's position, which fills the
 * coordinates (and the field, when it is empty) with the five location errors of SPEC §8.
 */
export function LocationField({ value, dimensionMap, onChange, errorId }: LocationFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const statusId = useId()
  const geo = useGeolocation()

  async function locateMe() {
    const point = await geo.locate()
    if (!point) return
    const map = `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`
    const lat = point.latitude.toFixed(5)
    const lng = point.longitude.toFixed(5)
    onChange({ currentAddress: value.trim() || t`My location (${lat}, ${lng})`, dimensionMap: map })
  }

  // Shown to five decimals (about a metre), as the field's text says it.
  const [lng, lat] = dimensionMap.split(',').map((part) => Number(part).toFixed(5))
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
        <p id={statusId} className="muted location-status" role="status">
          {geo.error ?? (dimensionMap && lat && lng ? t`Location found: ${lat}, ${lng}` : '')}
        </p>
      </div>
    </div>
  )
}
