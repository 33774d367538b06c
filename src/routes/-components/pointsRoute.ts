import { redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { type PointsSearch, pointsSearchOf } from '../../domain/pointsRouteArgs'
import { resolveBrand } from '../../features/brand/brandChoice'
import { withMemberMessages } from './memberMessages'
import type { PointsQuery } from './pointsQuery'

/**
 * The brand a points screen shows — `?brandId=`, else the stored brand (as /apps/fixedOrderList's
 * orders, and the account), else the demo brand — with the member messages loaded beside it.
 * The brand is null when it cannot be reached (offline on a first visit); a query value that is not
 * an id → /error.
 */
export async function loadPointsBrand(
  app: AppContext,
  query: PointsQuery,
): Promise<{ search: PointsSearch; brandId: number | null }> {
  const outcome = pointsSearchOf(query)
  if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
  const { search } = outcome
  const resolution = await withMemberMessages(app.i18n, resolveBrand(app, { brandId: search.brandId }))
  if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
  return { search, brandId: resolution.kind === 'ok' ? resolution.brandId : null }
}
