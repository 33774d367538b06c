import { Match, Outlet, useChildMatches, useMatch } from '@tanstack/react-router'

/**
 * The root's outlet, without the Suspense boundary TanStack's `<Outlet>` puts around the screen.
 * React hydrates a boundary the server rendered in a pass of its own, at idle priority: measured
 * 200–400 ms after the frame around it, so for that time the screen looked live but was not, and
 * the first render's signal (AfterFirstPaint, src/ssr/AppRoot.tsx) came before the screen was ready.
 * Without the boundary the screen hydrates with its frame. A screen has nothing to suspend on: the
 * router loads its code and data before rendering it, and navigations are transitions.
 */
export function ScreenOutlet() {
  const screenRouteId = useChildMatches({ select: (matches) => matches[0]?.routeId })
  // The root's "not found" is drawn by TanStack's outlet, as before.
  const rootNotFound = useMatch({ strict: false, select: (match) => Boolean(match._notFound) })
  if (rootNotFound || !screenRouteId) return <Outlet />
  return <Match routeId={screenRouteId} />
}
