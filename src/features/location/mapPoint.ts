import type { GeoPoint } from './useGeolocation'

/** Where the map starts when neither the address nor the restaurant has a position (Tsim Sha Tsui). */
export const HONG_KONG: GeoPoint = { latitude: 22.302, longitude: 114.177 }

/** `longitude,latitude` (SPEC §3 dimensionMap) to a point; null when empty or out of range. */
export function parseDimensionMap(value: string | null | undefined): GeoPoint | null {
  const parts = (value ?? '').split(',')
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null
  const [longitude, latitude] = parts.map(Number) as [number, number]
  return toPoint(longitude, latitude)
}

/** A point from longitude and latitude in any form (restaurant mapX/mapY are strings); null if invalid. */
export function toPoint(longitude: unknown, latitude: unknown): GeoPoint | null {
  if (longitude === null || latitude === null || longitude === '' || latitude === '') return null
  const lng = Number(longitude)
  const lat = Number(latitude)
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { longitude: lng, latitude: lat }
}

/** dimensionMap text: `longitude,latitude` to 6 decimals (about 0.1 m). */
export function formatDimensionMap(point: GeoPoint): string {
  return `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`
}

/** Latitude and longitude as shown to people: 5 decimals (about a metre). */
export function shownLatLng(point: GeoPoint): { lat: string; lng: string } {
  return { lat: point.latitude.toFixed(5), lng: point.longitude.toFixed(5) }
}

/** The point as dimensionMap stores it (6 decimals), so every text shown agrees with what is saved. */
export function storedPoint(point: GeoPoint): GeoPoint {
  return { longitude: Number(point.longitude.toFixed(6)), latitude: Number(point.latitude.toFixed(6)) }
}
