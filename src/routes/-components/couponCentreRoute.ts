import type { ArgResult } from '../../domain/args'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { withMemberMessages } from './memberMessages'
import { type ArgRouteLoad, loadRequiredArg } from './requiredArg'

/**
 * The loader of a coupon-centre route (and /sendSingle): its required arg decoded (null: the Warm
 * prompt), with the member area's messages its screen needs.
 */
export function loadMemberArgRoute<T extends CommonArg>(
  decode: (result: ArgResult) => RouteArgOutcome<T>,
  { params, deps, context }: ArgRouteLoad,
): Promise<T | null> {
  return withMemberMessages(context.i18n, loadRequiredArg(context, decode, params.arg, deps.arg))
}
