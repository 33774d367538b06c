import { isLocale } from '../domain/locale'
import { PAGE_STATE_ID, type PageState } from '../domain/pageState'

/**
 * The browser's side of a server-rendered page (docs/data.md "Server rendering"): the state the
 * server sent beside its HTML, and whether the first render may hydrate that HTML.
 */

/** The state a server-rendered page came with; null on the shell (the service worker's, or no renderer). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent
  if (!text) return null
  try {
    const state = JSON.parse(text) as Partial<PageState>
    const sound = typeof state.href === 'string' && isLocale(state.locale) && Array.isArray(state.records)
    return sound ? (state as PageState) : null
  } catch {
    return null
  }
}

/** Whether the router stayed on the page the server rendered (a wide screen may have moved to /pc…). */
export function renderedHere(state: PageState): boolean {
  return `${window.location.pathname}${window.location.search}` === state.href
}

/** The page's script runs: buttons, inert-looking until now (src/ui/theme.css), look live. */
export function scriptArrived(): void {
  delete document.documentElement.dataset.script
}

/**
 * Tells the router the page was rendered on the server, so that it renders the tree the server
 * did (its route matches without the Suspense boundary a client-only start has). The loaders' data
 * needs no handing over: they run again and find the server's records in memory (records.hydrate).
 *
 * The app's one write of a router field TanStack sets itself only in its `hydrate()` (RouterClient),
 * which would skip the loaders (they read the device) and needs its own inline scripts. Giving the
 * server's render the same boundaries instead (the public `InnerWrap` and `wrapInSuspense`) was
 * tried: React hydrates a boundary's content after the first commit, at idle priority, so the page
 * looked live before it was. The hydration tests (tests/e2e/server-render.spec.ts) fail if this stops
 * working.
 */
export function markServerRendered(router: object): void {
  ;(router as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined }
}

/**
 * The router's `scrollRestoration` option. The diner may scroll a page the server rendered before
 * its script runs, and the router's first render would reset that to the top (moving the link a
 * tap was aimed at): the first render, if it is of that page, leaves the scroll as it is. Every
 * later one restores or resets the scroll as usual.
 */
export function scrollKeptOnFirstRender(renderedHref: string | undefined) {
  let first = true
  return ({ location }: { location: { publicHref: string } }): boolean => {
    const keep = first && location.publicHref === renderedHref
    first = false
    return !keep
  }
}
