import { redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { resolveBrand } from '../brand/brandChoice'

/**
 * Loader step for routes whose arg is optional or absent (/map, /restaurantMap, /code/whatsapp):
 * an undecodable arg redirects to /error; the brand comes from the arg, else ?alias=, the stored
 * brand or the demo brand (an unknown alias → /error); null when it could not be reached.
 */
export async function loadOptionalBrand<T extends CommonArg>(
  app: AppContext,
  outcome: RouteArgOutcome<T> | null,
  alias: string | undefined,
): Promise<(Partial<T> & CommonArg) | null> {
  if (outcome?.kind === 'invalid') throw redirect({ to: '/error' })
  const fromArg = outcome?.kind === 'ok' ? outcome.arg : null
  const resolution = await resolveBrand(app, {
    alias,
    brandId: fromArg?.brandId || undefined,
    restaurantId: fromArg?.restaurantId || undefined,
  })
  if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
  if (resolution.kind === 'unreachable') return null
  return {
    ...fromArg,
    brandId: resolution.brandId,
    restaurantId: fromArg?.restaurantId ?? 0,
    fromIndex: fromArg?.fromIndex ?? false,
  } as Partial<T> & CommonArg
}
