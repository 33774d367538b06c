import { redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { type PointsSearch, pointsSearchOf } from '../../domain/pointsRouteArgs'
import { resolveBrand } from '../../features/brand/brandChoice'
import { withMemberMessages } from './memberMessages'

/** The search of the points routes: the router's parsed query, decoded (invalid: /error in the loader). */
export function validatePointsSearch(search: Record<string, unknown>): PointsSearch & { invalid?: true } {
  const outcome = pointsSearchOf(search)
  return outcome.kind === 'ok' ? outcome.search : { invalid: true }
}

/**
 * The brand a points screen shows — `?brandId=`, else the stored brand (as /apps/fixedOrderList's
 * orders, and the account), else the demo brand — with the member messages loaded beside it.
 * Null when the brand cannot be reached (offline on a first visit).
 */
export async function loadPointsBrand(
  app: AppContext,
  search: PointsSearch & { invalid?: true },
): Promise<number | null> {
  if (search.invalid) throw redirect({ to: '/error' })
  const resolution = await withMemberMessages(app.i18n, resolveBrand(app, { brandId: search.brandId }))
  if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
  return resolution.kind === 'ok' ? resolution.brandId : null
}
