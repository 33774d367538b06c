import { redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { readArg } from '../../domain/args'
import type { CommonArg, RouteArgOutcome } from '../../domain/routeArgs'
import { resolveBrand } from '../../features/brand/brandChoice'
import { withMemberMessages } from './memberMessages'

/**
 * A member-area route whose `[brandId, restaurantId, fromIndex, …]` arg is optional (/myCouponList,
 * /appCouponList, /takeawayDetail): without it the brand is `?alias=`, else the stored brand, else
 * the demo brand; loaded with the member area's messages. Answers the brand's common fields and the
 * decoded arg (null without one), or null when the brand cannot be reached (offline on a first
 * visit); an undecodable arg or an unknown alias → /error.
 */
export async function loadOptionalBrandArg<T extends Partial<CommonArg>>(
  app: AppContext,
  decode: (values: ReturnType<typeof readArg>) => RouteArgOutcome<T>,
  pathArg: string | undefined,
  search: { arg?: string | undefined; alias?: string | undefined },
): Promise<{ common: CommonArg; arg: T | null } | null> {
  const outcome = decode(readArg(pathArg, search.arg))
  if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
  const arg = outcome.kind === 'ok' ? outcome.arg : null
  const resolution = await withMemberMessages(
    app.i18n,
    resolveBrand(app, {
      alias: search.alias,
      brandId: arg?.brandId || undefined,
      restaurantId: arg?.restaurantId || undefined,
    }),
  )
  if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
  if (resolution.kind === 'unreachable') return null
  const common = {
    brandId: resolution.brandId,
    restaurantId: arg?.restaurantId ?? 0,
    fromIndex: arg?.fromIndex ?? false,
  }
  return { common, arg }
}
