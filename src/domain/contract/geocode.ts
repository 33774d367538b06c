import * as v from 'valibot'
import { boundedText } from '../inputBounds'
import { degrees } from './menu'

/**
 * The address helper calls (docs/api.md "Geocoding"): a map pin's street address and suggestions
 * for a typed address, from the installation's Nominatim-compatible provider. Shared by the server
 * (validation) and the PWA (types).
 */

/** Shortest and longest text the search call takes. */
const GEOCODE_QUERY_MIN = 3
const GEOCODE_QUERY_MAX = 200
/** Most suggestions one search answers. */
export const GEOCODE_SUGGESTIONS_MAX = 5

export const ReverseGeocodeParams = v.object({ lat: degrees(90), lng: degrees(180) })
export const GeocodeSearchParams = v.object({
  q: v.pipe(
    boundedText(GEOCODE_QUERY_MAX * 4),
    v.trim(),
    v.minLength(GEOCODE_QUERY_MIN),
    v.maxLength(GEOCODE_QUERY_MAX),
  ),
})

/**
 * errCode (HTTP 429, code -1) when the provider's turns are taken for longer than the server waits:
 * the PWA shows no address or no suggestions, as for no provider.
 */
export const GEOCODE_BUSY = 'GEOCODE.BUSY'

/** `address` null when there is no provider, it failed or it knows no address there. */
export type ReverseGeocodeAnswer = { address: string | null }
export type GeocodeSuggestion = { label: string; lat: number; lng: number }
/** Empty when there is no provider or it failed. */
export type GeocodeSearchAnswer = { suggestions: GeocodeSuggestion[] }
