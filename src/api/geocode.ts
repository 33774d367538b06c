import type { GeocodeSearchAnswer, GeocodeSuggestion, ReverseGeocodeAnswer } from '../domain/contract/geocode'
import type { ApiClient } from './client'

/**
 * The address form's geocoding helpers (docs/api.md "Geocoding"). Quiet: a failure is no address or
 * no suggestions (the form falls back), never a toast.
 */

/** GET gsa/geocode/reverse — the street address at a point, or null. */
export async function reverseGeocode(api: ApiClient, lat: number, lng: number): Promise<string | null> {
  const answer = await api.request<ReverseGeocodeAnswer>(
    { method: 'GET', path: 'gsa/geocode/reverse', params: { lat, lng } },
    { notify: false },
  )
  return answer.success ? (answer.data?.address ?? null) : null
}

/** GET gsa/geocode/search — suggestions for typed text; [] on any failure. */
export async function searchAddresses(api: ApiClient, q: string): Promise<GeocodeSuggestion[]> {
  const answer = await api.request<GeocodeSearchAnswer>(
    { method: 'GET', path: 'gsa/geocode/search', params: { q } },
    { notify: false },
  )
  return answer.success ? (answer.data?.suggestions ?? []) : []
}
