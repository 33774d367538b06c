import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { reverseGeocode } from '../../api/geocode'
import { useApp } from '../../app/appContext'
import type { GeocodeSuggestion } from '../../domain/contract/geocode'
import { Spinner } from '../../ui/Spinner'
import { formatDimensionMap, parseDimensionMap, shownLatLng, storedPoint } from '../location/mapPoint'
import { type GeoPoint, useGeolocation } from '../location/useGeolocation'
import { useOnline } from '../shell/useOnline'
import { AddressSuggestions, optionId } from './AddressSuggestions'
import { MapPickDialog } from './MapPickDialog'
import { useAddressSuggestions } from './useAddressSuggestions'

type LocationFieldProps = {
  /** Building and street (currentAddress). */
  value: string
  /** `longitude,latitude` or empty. */
  dimensionMap: string
  onChange: (next: { currentAddress: string; dimensionMap: string }) => void
  errorId: string | undefined
}

/**
 * The receiving address: typed into the search field (with suggestions from the geocoder, a
 * combobox), the browser's position (with the five location errors of SPEC §8) or a point picked on
 * the map. A position fills the coordinates, and the field too when it is empty or was filled so:
 * with the street address there when the geocoder knows it, else a readable "pinned location".
 */
export function LocationField({ value, dimensionMap, onChange, errorId }: LocationFieldProps) {
  const { t } = useLingui()
  const { api } = useApp()
  const id = useId()
  const statusId = useId()
  const geo = useGeolocation()
  const [picking, setPicking] = useState(false)
  const [lookingUp, setLookingUp] = useState(false)
  const point = parseDimensionMap(dimensionMap)
  const online = useOnline()
  // What the diner typed last (null once a pin or a suggestion filled the field): what is searched.
  const [typed, setTyped] = useState<string | null>(null)
  const suggestions = useAddressSuggestions(typed, online)
  const [active, setActive] = useState(-1)
  const listId = useId()
  // The text this field put in by itself, which a newer position may replace; and the latest props.
  const autoText = useRef<string | null>(null)
  const latest = useRef({ value, dimensionMap })
  useEffect(() => {
    latest.current = { value, dimensionMap }
  }, [value, dimensionMap])

  /** Fills the coordinates, and the field with `fallback` and then the street address there. */
  async function fillFrom(found: GeoPoint, fallback: string) {
    const replace = value.trim() === '' || value === autoText.current
    const place = formatDimensionMap(found)
    const first = replace ? fallback : value
    if (replace) autoText.current = fallback
    setTyped(null)
    onChange({ currentAddress: first, dimensionMap: place })
    if (!replace || !online) return
    setLookingUp(true)
    const street = await reverseGeocode(api, found.latitude, found.longitude)
    setLookingUp(false)
    // Not when the diner has typed or chosen another point meanwhile.
    const now = latest.current
    if (!street || now.value !== first || now.dimensionMap !== place) return
    autoText.current = street
    onChange({ currentAddress: street, dimensionMap: place })
  }

  async function locateMe() {
    const position = await geo.locate()
    if (!position) return
    const found = storedPoint(position)
    const { lat, lng } = shownLatLng(found)
    await fillFrom(found, t`My location (${lat}, ${lng})`)
  }

  function applyPinned(pinned: GeoPoint) {
    const { lat, lng } = shownLatLng(pinned)
    setPicking(false)
    void fillFrom(pinned, t`Pinned location (${lat}, ${lng})`)
  }

  function pick(suggestion: GeocodeSuggestion) {
    setTyped(null)
    setActive(-1)
    autoText.current = null
    onChange({
      currentAddress: suggestion.label,
      dimensionMap: formatDimensionMap(storedPoint({ latitude: suggestion.lat, longitude: suggestion.lng })),
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (suggestions.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 (none) to the last and round again.
      const slots = suggestions.length + 1
      setActive((index) => ((index + 1 + step + slots) % slots) - 1)
    } else if (event.key === 'Enter' && suggestions[active]) {
      event.preventDefault()
      pick(suggestions[active])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setTyped(null)
      setActive(-1)
    }
  }

  const shown = point ? shownLatLng(point) : null
  const lat = shown?.lat
  const lng = shown?.lng
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Receiving address</Trans>
      </label>
      <div className="address-combobox">
        <input
          id={id}
          type="search"
          role="combobox"
          enterKeyHint="done"
          autoComplete="street-address"
          placeholder={t`Building, street or estate`}
          value={value}
          onChange={(event) => {
            setTyped(event.target.value)
            setActive(-1)
            onChange({ currentAddress: event.target.value, dimensionMap })
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTyped(null)}
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={suggestions[active] ? optionId(listId, active) : undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[errorId, statusId].filter(Boolean).join(' ') || undefined}
        />
        <AddressSuggestions id={listId} suggestions={suggestions} active={active} onPick={pick} />
      </div>
      <div className="location-row">
        <button type="button" className="button location-button" onClick={locateMe} disabled={geo.locating}>
          {geo.locating ? <Spinner size={16} /> : null}
          <Trans>Use my current location</Trans>
        </button>
        <button type="button" className="button location-button" onClick={() => setPicking(true)}>
          <Trans>Pick on map</Trans>
        </button>
        <p id={statusId} className="muted location-status" role="status">
          {geo.error ??
            (lookingUp ? t`Finding the street address…` : shown ? t`Location found: ${lat}, ${lng}` : '')}
        </p>
      </div>
      {picking ? (
        <MapPickDialog initial={point} onUse={applyPinned} onClose={() => setPicking(false)} />
      ) : null}
    </div>
  )
}
