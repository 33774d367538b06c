import type { AppContext } from '../../app/appContext'
import { packagesArg } from '../../domain/packageRouteArgs'
import type { CommonArg } from '../../domain/routeArgs'
import { loadOptionalBrandArg } from './optionalBrandArg'
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
  return (await loadOptionalBrandArg(app, packagesArg, pathArg, search))?.common ?? null
}
