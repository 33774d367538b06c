import { Hono } from 'hono'
import type { GeocodeSearchAnswer, ReverseGeocodeAnswer } from '../../../src/domain/contract/geocode'
import { GEOCODE_BUSY, GeocodeSearchParams, ReverseGeocodeParams } from '../../../src/domain/contract/geocode'
import { CODE_LIMIT } from '../../../src/domain/envelope'
import type { Database } from '../../db/open'
import { requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { ApiError } from '../../http/errors'
import { parseInput, queryOf } from '../../http/input'
import { type Geocoder, GeocoderBusy } from '../../providers/geocoderPolicy'

/** The provider's answer; GEOCODE.BUSY when its turns are taken for longer than the server waits. */
async function asked<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup
  } catch (error) {
    if (error instanceof GeocoderBusy)
      throw new ApiError(429, GEOCODE_BUSY, 'geocoderBusy', { code: CODE_LIMIT })
    throw error
  }
}

/**
 * /api/gsa/geocode/… (docs/api.md "Geocoding"): the address form's map pin and suggestions, through
 * the installation's provider (GEOCODER_URL), cached and paced (server/providers/geocoderPolicy.ts).
 * Member-only, as the form is. Without a provider, or when it fails, the answer is still a success:
 * no address, no suggestions; when too many lookups wait for it, GEOCODE.BUSY.
 */
export function geocodeRoutes(deps: { db: Database; now: () => Date; geocoder: Geocoder | undefined }) {
  const { geocoder } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.get('/geocode/reverse', auth, async (c) => {
    const { lat, lng } = parseInput(ReverseGeocodeParams, queryOf(c), 'query')
    const address = geocoder ? await asked(geocoder.reverse(lat, lng, c.get('locale'))) : null
    return ok(c, { address } satisfies ReverseGeocodeAnswer)
  })

  routes.get('/geocode/search', auth, async (c) => {
    const { q } = parseInput(GeocodeSearchParams, queryOf(c), 'query')
    const suggestions = geocoder ? await asked(geocoder.search(q, c.get('locale'))) : []
    return ok(c, { suggestions } satisfies GeocodeSearchAnswer)
  })

  return routes
}
