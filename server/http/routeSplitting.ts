/**
 * How TanStack's code splitting cuts a route file (vite.config.ts): its loader rides in its screen's
 * chunk, which the page loads anyway (and the server names in the HTML, ./routePreloads.ts), so the
 * main chunk keeps no page's loader and what that loader alone needs.
 */
export const ROUTE_SPLIT_GROUPINGS: (
  | 'loader'
  | 'component'
  | 'pendingComponent'
  | 'errorComponent'
  | 'notFoundComponent'
)[][] = [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]

/** The query of a route file's screen-and-loader chunk, as TanStack names it (its parts sorted, joined by ---). */
export const SCREEN_SPLIT_QUERY = `?tsr-split=${[...ROUTE_SPLIT_GROUPINGS[0]!].sort().join('---')}`
