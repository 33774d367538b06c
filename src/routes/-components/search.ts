/** Query-string fields the shell's routes read. */
export type ShellSearch = {
  /** Query form of the route arg, as JSON text (SPEC §2). */
  arg?: string
  /** Brand alias, e.g. `?alias=demo`. */
  alias?: string
}

/**
 * The router parses query values as JSON, so `?arg=[1,2,0]` arrives as an array and
 * `?alias=123` as a number; both are brought back to the text the decoders expect.
 */
export function validateShellSearch(search: Record<string, unknown>): ShellSearch {
  const result: ShellSearch = {}
  const { arg, alias } = search
  if (Array.isArray(arg)) result.arg = JSON.stringify(arg)
  else if (typeof arg === 'string' || typeof arg === 'number') result.arg = String(arg)
  if (typeof alias === 'string' || typeof alias === 'number') result.alias = String(alias)
  return result
}

/**
 * The options of a route whose arg comes from the path or `?arg=`. Its loader is named in the route
 * file itself, never spread in from here: TanStack then puts it in the screen's chunk
 * (server/http/routeSplitting.ts), out of the main one.
 */
export const argRouteOptions = {
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }: { search: ShellSearch }) => ({ arg: search.arg }),
}

/** The options of a route that takes no arg, its brand from `?alias=`; its loader named in the route file, as above. */
export const aliasRouteOptions = {
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }: { search: ShellSearch }) => ({ alias: search.alias }),
}
