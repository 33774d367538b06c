import { redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { type ArgResult, readArg } from '../../domain/args'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { resolveBrand } from '../brand/brandChoice'

export type DeletionContext = { brandId: number; restaurantId: number; fromIndex: boolean }

/**
 * Loader step of /logout and /accountDetection, whose arg is optional (SPEC §2 `:arg?`): garbage
 * goes to /error; without an arg the brand is `?alias=`, else the stored one, else the demo brand,
 * as on the Account tab. Null when the brand cannot be reached.
 */
export async function loadDeletionContext(
  app: AppContext,
  decode: (result: ArgResult) => RouteArgOutcome<CommonArg>,
  pathArg: string | undefined,
  search: { arg?: string | undefined; alias?: string | undefined },
): Promise<DeletionContext | null> {
  const outcome = decode(readArg(pathArg, search.arg))
  if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
  const fromArg = outcome.kind === 'ok' ? outcome.arg : null
  const resolution = await resolveBrand(app, {
    alias: search.alias,
    brandId: fromArg?.brandId || undefined,
    restaurantId: fromArg?.restaurantId || undefined,
  })
  if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
  if (resolution.kind === 'unreachable') return null
  return {
    brandId: resolution.brandId,
    restaurantId: fromArg?.restaurantId ?? 0,
    fromIndex: fromArg?.fromIndex ?? false,
  }
}

/** The arg that names the same brand, restaurant and from-index flag on the next screen. */
export function argOf(context: DeletionContext): [number, number, number] {
  return [context.brandId, context.restaurantId, context.fromIndex ? 1 : 0]
}
