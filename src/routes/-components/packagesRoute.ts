import { redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { readArg } from '../../domain/args'
import { packagesArg } from '../../domain/packageRouteArgs'
import type { CommonArg } from '../../domain/routeArgs'
import { resolveBrand } from '../../features/brand/brandChoice'
import { withMemberMessages } from './memberMessages'
import type { ShellSearch } from './search'

/** The query of /takeawayDetail: the shell's (`?arg=`, `?alias=`) and the package order opened. */
export type PackagesSearch = ShellSearch & { order?: number }

/** Keeps the shell's fields and `?order=` when it is an id; anything else there is dropped. */
export function packagesSearchOf(search: Record<string, unknown>, shell: ShellSearch): PackagesSearch {
  const order = Number(search.order)
  return Number.isSafeInteger(order) && order > 0 ? { ...shell, order } : shell
}

/**
 * /takeawayDetail/:arg? (docs/routes.md): the arg optional, without it the brand is `?alias=`, else
 * the stored brand, else the demo brand; with the member area's messages. Null when the brand
 * cannot be reached (offline on a first visit); an undecodable arg or unknown alias → /error.
 */
export async function loadPackagesRoute(
  app: AppContext,
  pathArg: string | undefined,
  search: { arg?: string | undefined; alias?: string | undefined },
): Promise<CommonArg | null> {
  const outcome = packagesArg(readArg(pathArg, search.arg))
  if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
  const fromArg = outcome.kind === 'ok' ? outcome.arg : null
  const resolution = await withMemberMessages(
    app.i18n,
    resolveBrand(app, {
      alias: search.alias,
      brandId: fromArg?.brandId || undefined,
      restaurantId: fromArg?.restaurantId || undefined,
    }),
  )
  if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
  if (resolution.kind === 'unreachable') return null
  return {
    brandId: resolution.brandId,
    restaurantId: fromArg?.restaurantId ?? 0,
    fromIndex: fromArg?.fromIndex ?? false,
  }
}
