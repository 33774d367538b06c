import type { Locale } from '../domain/locale'
import { PAGE_STATE_ID, type PageState, pageStateScript } from '../domain/pageState'

/**
 * The rendered page the device keeps (./keptPages.ts) as made from the server's answer: free of
 * service-worker globals, for the unit tests.
 */

export type KeptCopy = {
  /** The page, its state replaced by the kept copy's (no records, `fromDevice`). */
  html: string
  /** The build's files it names (scripts, styles, catalog): it is only usable while they are at hand. */
  assets: string[]
}

const PAGE_STATE = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`)
const HTML_TAG = /<html(?=[\s>])/
/** The attribute that marks the kept copy's root element. */
const KEPT_ATTRIBUTE = 'data-kept'
/** A URL of the build's hashed files, as the page names them (src, href, CSS url()). */
const ASSET_URL = /\/shop\/assets\/[^"'\s()<>]+/g

function stateOf(json: string | undefined): Partial<PageState> | null {
  try {
    const state: unknown = JSON.parse(json ?? '')
    return typeof state === 'object' && state !== null ? state : null
  } catch {
    return null
  }
}

/**
 * The copy to keep of `html`, the server's answer for `href` (path and query) asked in `locale`;
 * null when it is not that page rendered in that language: the shell (the server sends it when it
 * cannot render), another page (a redirect followed) or another language.
 */
export function keptCopyOf(html: string, href: string, locale: Locale): KeptCopy | null {
  const found = PAGE_STATE.exec(html)
  const state = stateOf(found?.[1])
  if (!found || !state || state.href !== href || state.locale !== locale) return null
  const kept: PageState = { href, locale, records: [], fromDevice: true }
  const at = found.index
  const page = `${html.slice(0, at)}${pageStateScript(kept)}${html.slice(at + found[0].length)}`
  return {
    // Marked for the styles: what it shows of a cart waits for the app (src/features/cart/cart.css).
    html: page.replace(HTML_TAG, `<html ${KEPT_ATTRIBUTE}`),
    assets: [...new Set(html.match(ASSET_URL) ?? [])],
  }
}
