import path from 'node:path'
import { normalizePath, type Plugin } from 'vite'

/**
 * Resolves the route files' imports of `@tanstack/react-router` to src/pwa/lazyScreen.ts, which
 * re-exports the package with its own `lazyRouteComponent`. TanStack's router plugin splits each
 * route's screen into a chunk and loads it with the `lazyRouteComponent` it imports into the route
 * file, and offers no option to name another one; this is the one place to swap it. The types stay
 * the package's (the facade's function has the same signature).
 */
export function routerFacade(): Plugin {
  let routes = ''
  let facade = ''
  return {
    name: 'router-facade',
    enforce: 'pre',
    configResolved(config) {
      routes = `${normalizePath(path.join(config.root, 'src', 'routes'))}/`
      facade = normalizePath(path.join(config.root, 'src', 'pwa', 'lazyScreen.ts'))
    },
    resolveId(source, importer) {
      if (source !== '@tanstack/react-router' || !importer) return null
      const file = importer.split('?')[0]!
      return file.startsWith(routes) ? facade : null
    },
  }
}
