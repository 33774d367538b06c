import { redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { type ArgResult, readArg } from '../../domain/args'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { adoptBrand } from '../../features/brand/rememberBrand'

type Decoder<T> = (result: ArgResult) => RouteArgOutcome<T>

/** What the loader of a route with an arg (in the path or `?arg=`) is given. */
export type ArgRouteLoad = {
  params: { arg?: string | undefined }
  deps: { arg?: string | undefined }
  context: AppContext
}

/**
 * Decodes the arg of a route that requires one (SPEC §2): an undecodable arg redirects to /error,
 * a missing one gives null (the route shows the Warm prompt dialog).
 */
export function decodeRequiredArg<T extends CommonArg>(
  decode: Decoder<T>,
  pathArg: string | undefined,
  queryArg: string | undefined,
): T | null {
  const outcome = decode(readArg(pathArg, queryArg))
  if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
  return outcome.kind === 'missing' ? null : outcome.arg
}

/** Loader step for routes whose arg is required: decoded as above, a good one's brand adopted. */
export async function loadRequiredArg<T extends CommonArg>(
  app: AppContext,
  decode: Decoder<T>,
  pathArg: string | undefined,
  queryArg: string | undefined,
): Promise<T | null> {
  const arg = decodeRequiredArg(decode, pathArg, queryArg)
  if (arg) await adoptBrand(app, arg.brandId, arg.restaurantId)
  return arg
}
