import * as v from 'valibot'
import { IdText } from './routeArgs'

/**
 * The query of the points screens (issue 38 item 4; SPEC §2 app-embedded routes, which take no
 * :arg): `?brandId=` (else the stored brand), and on /integralExchangeDetail `?itemId=` (an item to
 * exchange) or `?exchangeId=` (an exchange made, its result). A value given that is not an id makes
 * the whole query invalid (the route shows /error), as a bad route arg does.
 */
export type PointsSearch = { brandId?: number; itemId?: number; exchangeId?: number }

const SearchId = v.pipe(v.union([v.string(), v.number()]), v.transform(String), IdText, v.minValue(1))
const FIELDS = ['brandId', 'itemId', 'exchangeId'] as const

export type PointsSearchOutcome = { kind: 'ok'; search: PointsSearch } | { kind: 'invalid' }

/** Decodes the points screens' query (the router has parsed values as JSON: numbers come as numbers). */
export function pointsSearchOf(search: Record<string, unknown>): PointsSearchOutcome {
  const decoded: PointsSearch = {}
  for (const field of FIELDS) {
    const value = search[field]
    if (value === undefined || value === '') continue
    const parsed = v.safeParse(SearchId, value)
    if (!parsed.success) return { kind: 'invalid' }
    decoded[field] = parsed.output
  }
  return { kind: 'ok', search: decoded }
}
