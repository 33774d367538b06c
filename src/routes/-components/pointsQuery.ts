/** The points routes' query as the router parsed it (decoded by the loader, out of the main chunk). */
export type PointsQuery = { brandId?: unknown; itemId?: unknown; exchangeId?: unknown }

/**
 * Keeps the query as it came: its decoding (valibot) runs in the loader, which goes to the screen's
 * chunk, so the first load of every other page does not carry it.
 */
export function keepPointsQuery(search: Record<string, unknown>): PointsQuery {
  return { brandId: search.brandId, itemId: search.itemId, exchangeId: search.exchangeId }
}
