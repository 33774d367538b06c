import type { LatLngExpression } from 'leaflet'
import { DEFAULT_MAP_TILE_URL } from '../domain/hosts'

/**
 * What every lazy Leaflet map of the app shares (the address pick and the restaurant maps): the
 * tile server, its attribution and the pin. Type-only Leaflet import: this module adds no Leaflet
 * code to a chunk that does not load Leaflet itself.
 */

/** Attribution the OpenStreetMap tile policy asks for. */
export const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'

/** The tile server: VITE_MAP_TILE_URL (a `{z}/{x}/{y}` template), else OpenStreetMap. */
export function tileUrl(): string {
  const configured: unknown = import.meta.env.VITE_MAP_TILE_URL
  return typeof configured === 'string' && configured !== '' ? configured : DEFAULT_MAP_TILE_URL
}

/** Leaflet's [lat, lng] of a point. */
export const at = (point: { latitude: number; longitude: number }): LatLngExpression => [
  point.latitude,
  point.longitude,
]

/** The map pin, coloured by `currentColor`. */
export const PIN_SVG =
  '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"><path d="M16 39C16 39 3 24 3 15a13 13 0 0 1 26 0c0 9-13 24-13 24z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>'
