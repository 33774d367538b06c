import { Hono } from 'hono'
import type { GeocodeSearchAnswer, ReverseGeocodeAnswer } from '../../../src/domain/geocodeApi'
import { GeocodeSearchParams, ReverseGeocodeParams } from '../../../src/domain/geocodeApi'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import type { Geocoder } from '../../providers/geocoder'
import { requireMember } from '../member/auth'

/**
 * /api/gsa/geocode/… (docs/api.md "Geocoding"): the address form's map pin and suggestions, through
 * the installation's provider (GEOCODER_URL). Member-only, as the form is. Without a provider, or
 * when it fails, the answer is still a success: no address, no suggestions.
 */
export function geocodeRoutes(deps: { db: Database; now: () => Date; geocoder: Geocoder | undefined }) {
  const { geocoder } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.get('/geocode/reverse', auth, async (c) => {
    const { lat, lng } = parseInput(ReverseGeocodeParams, queryOf(c), 'query')
    const address = geocoder ? await geocoder.reverse(lat, lng, c.get('locale')) : null
    return ok(c, { address } satisfies ReverseGeocodeAnswer)
  })

  routes.get('/geocode/search', auth, async (c) => {
    const { q } = parseInput(GeocodeSearchParams, queryOf(c), 'query')
    const suggestions = geocoder ? await geocoder.search(q, c.get('locale')) : []
    return ok(c, { suggestions } satisfies GeocodeSearchAnswer)
  })

  return routes
}
