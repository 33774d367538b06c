import type { Envelope } from './envelope'
import type { Locale } from './locale'

/**
 * The contract between the server and the renderer it runs (src/ssr/renderPage.tsx), and what a
 * server-rendered page tells the browser (src/ssr/hydration.ts); shared by both sides.
 */

/** A record as a server-rendered page sends it: the network's value or its failure (RecordStore.dehydrate). */
export type DehydratedRecord = { id: string } & ({ value: unknown } | { failure: Envelope<unknown> })

export type PageRequest = {
  /** The page's path and query, e.g. `/shop/index/…?a=1`. */
  href: string
  locale: Locale
}

/** A page whose loaders have run: a redirect, or its status and, soon, its HTML. */
export type LoadedPage =
  | { kind: 'redirect'; href: string }
  | {
      kind: 'page'
      /** 200, 404 for a page that does not exist, 503 when a loader failed (the error page). */
      status: number
      rendered: Promise<RenderedPage>
    }

export type RenderedPage = {
  /** What goes inside #root. */
  html: string
  /** The brand colour's custom properties for :root. */
  theme: { properties: Record<string, string> } | null
  /** What the browser's first render starts from (src/main.tsx). */
  state: PageState
}

/**
 * What a server-rendered page tells the browser's first render (src/main.tsx), in a
 * `<script type="application/json" id="page-state">` beside #root.
 */
export type PageState = {
  /** The URL rendered (path and query): the browser hydrates only when its router lands there too. */
  href: string
  /** The language rendered in. */
  locale: Locale
  /** The records the server's loaders and render read (RecordStore.dehydrate). */
  records: DehydratedRecord[]
  /**
   * The copy the service worker kept on the device (src/sw/keptPages.ts), not the server's answer
   * of now: it comes without records (the device's own copies are as new, or newer) and the app
   * renders over it instead of hydrating it.
   */
  fromDevice?: true
}

export const PAGE_STATE_ID = 'page-state'

/**
 * The Element Timing name of a page's leading pictures: a server-rendered page starts its script
 * once they are on the screen (server/http/pageHtml.ts, PAGE_STARTER).
 */
export const LEADING_PICTURE = 'leading-picture'

/** The state as the JSON text of the script element (no `</script>` or `<!--` can end it early). */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`
}
