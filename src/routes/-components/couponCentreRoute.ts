import type { ArgResult } from '../../domain/args'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { prepareCouponCentre } from '../../features/couponCentre/useCollectList'
import { withMemberMessages } from './memberMessages'
import { type ArgRouteLoad, loadRequiredArg } from './requiredArg'

/**
 * The loader of /sendSingle (and, through loadCentreRoute, the coupon centre's): its required arg
 * decoded (null: the Warm prompt), with the member area's messages its screen needs.
 */
export function loadMemberArgRoute<T extends CommonArg>(
  decode: (result: ArgResult) => RouteArgOutcome<T>,
  { params, deps, context }: ArgRouteLoad,
): Promise<T | null> {
  return withMemberMessages(context.i18n, loadRequiredArg(context, decode, params.arg, deps.arg))
}

/** The loader of a coupon-centre route: as above, and the centre's list for a guest's first render. */
export async function loadCentreRoute<T extends CommonArg>(
  decode: (result: ArgResult) => RouteArgOutcome<T>,
  load: ArgRouteLoad,
): Promise<T | null> {
  const arg = await loadMemberArgRoute(decode, load)
  if (arg) await prepareCouponCentre(load.context, arg.brandId)
  return arg
}
