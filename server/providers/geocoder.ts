import pkg from '../../package.json' with { type: 'json' }
import { addressStyle, joinPlaces, streetOf } from '../../src/domain/address'
import type { GeocodeSuggestion } from '../../src/domain/contract/geocode'
import { GEOCODE_SUGGESTIONS_MAX } from '../../src/domain/contract/geocode'
import type { Locale } from '../../src/domain/locale'

/**
 * A Nominatim-compatible geocoder (GEOCODER_URL: `/reverse` and `/search` with `format=jsonv2`),
 * asked as is. Throws when the provider is down, slow, or answers something else; null or no
 * suggestions are its answer that it knows none. The app asks it through ./geocoderPolicy.ts,
 * which caches, spaces the requests and turns failures into the PWA's fallback.
 */
export type GeocodingProvider = {
  reverse(lat: number, lng: number, locale: Locale): Promise<string | null>
  search(text: string, locale: Locale): Promise<GeocodeSuggestion[]>
}

/**
 * The User-Agent the provider sees: this application and a contact, as Nominatim's usage policy
 * asks (`shop-pwa/0.1.0 (+ops@example.com)`); without a contact, the application alone.
 */
export function geocoderUserAgent(contact: string | undefined): string {
  const app = `${pkg.name}/${pkg.version}`
  return contact ? `${app} (+${contact})` : app
}

/** Nominatim's `address` parts the street address is made of. */
type NominatimAddress = Partial<Record<string, string>>
type NominatimPlace = { lat?: unknown; lon?: unknown; display_name?: unknown; address?: unknown }

const ACCEPT_LANGUAGE: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-CN,zh', 'zh-hk': 'zh-HK,zh' }
/** Longest answer read: a reverse or 5-result search answer is a few kB. */
const MAX_ANSWER_BYTES = 256 * 1024

/**
 * The street address of a place in the way of its language (src/domain/address.ts): number and
 * road, then area and city, "1 Queen's Road Central, Central, Hong Kong", or from the city down,
 * "香港中環皇后大道中1號"; else the first parts of the display name, the same way.
 */
function streetAddressOf(place: NominatimPlace, locale: Locale): string | null {
  const address = (
    typeof place.address === 'object' && place.address ? place.address : {}
  ) as NominatimAddress
  const road = address.road ?? address.pedestrian
  const area = address.neighbourhood ?? address.suburb ?? address.quarter
  const city = address.city ?? address.town ?? address.village
  const name = typeof place.display_name === 'string' ? place.display_name.trim() : ''
  const style = addressStyle([road, area, city, name], locale)
  const street = streetOf(address.house_number, road, style)
  if (street) return joinPlaces([street, area, city], style)
  return name ? joinPlaces(name.split(/[,，]/).slice(0, 4), style) : null
}

export class NominatimGeocoder implements GeocodingProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly timeoutMs = 4_000,
  ) {}

  async reverse(lat: number, lng: number, locale: Locale): Promise<string | null> {
    const query = { lat: String(lat), lon: String(lng), zoom: '18', addressdetails: '1' }
    const answer = await this.get('reverse', query, locale)
    if (!answer || typeof answer !== 'object' || Array.isArray(answer))
      throw new Error('reverse answered no place')
    // Nominatim's `{ "error": "Unable to geocode" }`: it knows no address there.
    if ('error' in answer) return null
    return streetAddressOf(answer as NominatimPlace, locale)
  }

  async search(text: string, locale: Locale): Promise<GeocodeSuggestion[]> {
    const query = { q: text, limit: String(GEOCODE_SUGGESTIONS_MAX), addressdetails: '1' }
    const answer = await this.get('search', query, locale)
    if (!Array.isArray(answer)) throw new Error('search answered no list')
    return answer.slice(0, GEOCODE_SUGGESTIONS_MAX).flatMap((place: NominatimPlace) => {
      const lat = Number(place.lat)
      const lng = Number(place.lon)
      const label = streetAddressOf(place, locale)
      const placed =
        Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      return label && placed ? [{ label, lat, lng }] : []
    })
  }

  /** The provider's JSON; throws when it cannot be had in time. */
  private async get(path: string, query: Record<string, string>, locale: Locale): Promise<unknown> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`)
    for (const [key, value] of Object.entries({ ...query, format: 'jsonv2' }))
      url.searchParams.set(key, value)
    const response = await fetch(url, {
      headers: { 'Accept-Language': ACCEPT_LANGUAGE[locale], 'User-Agent': this.userAgent },
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    const text = await response.text()
    if (!response.ok || text.length > MAX_ANSWER_BYTES)
      throw new Error(`${path} answered ${response.status} (${text.length} characters)`)
    return JSON.parse(text) as unknown
  }
}
