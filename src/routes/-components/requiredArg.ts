import { redirect } from '@tanstack/react-router'
import { type ArgResult, readArg } from '../../domain/args'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { adoptBrand } from '../../features/brand/loadBrandOverview'

/**
 * Loader step for routes whose arg is required (SPEC §2): an undecodable arg redirects to /error,
 * a missing one gives null (the route shows the Warm prompt dialog), a good one makes its brand
 * the stored brand and is returned decoded.
 */
export async function loadRequiredArg<T extends CommonArg>(
  decode: (result: ArgResult) => RouteArgOutcome<T>,
  pathArg: string | undefined,
  queryArg: string | undefined,
): Promise<T | null> {
  const outcome = decode(readArg(pathArg, queryArg))
  if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
  if (outcome.kind === 'missing') return null
  await adoptBrand(outcome.arg.brandId, outcome.arg.restaurantId)
  return outcome.arg
}
