import { htmlLang, type Locale } from '../../src/domain/locale'
import type { RenderedPage } from '../../src/domain/pageState'
import { pageStateScript } from '../../src/domain/pageState'
import { type PwaPreloads, preloadLinks } from './routePreloads'

/**
 * A server-rendered page as the build's index.html with the screen in #root (./serverRender.ts),
 * in two parts: the head, sent once the loaders have run, and the rest, once the screen has rendered.
 */

export type PageParts = {
  /** The build's index.html. */
  indexHtml: string
  preloads: PwaPreloads
  /** The path below /shop. */
  path: string
  locale: Locale
  /** The page's stylesheets (pageStylesheets), linked for print only. */
  stylesheets: string[]
  /** Their text, inlined in its head. */
  styles: string
}

const ROOT_OPEN = '<div id="root">'
/** The boot placeholder index.html has in #root, between these comments. */
const BOOT = /<!--boot-->[\s\S]*?<!--\/boot-->/
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/
/** The <link> elements React hoists to the start of its output (image preloads). */
const HOISTED_LINKS = /^(?:<link\b[^>]*>)+/

/** The app's own stylesheet link in index.html. */
const APP_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/shop\/(assets\/[^"]+\.css)"[^>]*>\s*/

/** The files of the stylesheets a page of `path` needs: the app's (index.html's) and its route's. */
export function pageStylesheets(indexHtml: string, preloads: PwaPreloads, path: string): string[] {
  const own = APP_STYLESHEET.exec(indexHtml)?.[1]
  const route = preloads.routes.find((candidate) => candidate.path.test(path))
  return [...(own ? [own] : []), ...(route?.styles ?? [])]
}

/**
 * Everything up to the body's content: the language, the marker that the page waits for its
 * script (buttons show inert until then, src/ui/theme.css), its styles inline (no stylesheet
 * request holds the first paint) with `nonce` when the page is streamed, and its scripts and
 * catalog as preloads.
 */
export function pageHead(parts: PageParts, nonce?: string): string {
  const rootAt = parts.indexHtml.indexOf(ROOT_OPEN)
  const head = parts.indexHtml
    .slice(0, rootAt)
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(parts.locale)}" data-script="pending"`)
    .replace(NOSCRIPT, '')
    .replace(APP_STYLESHEET, '')
  const scripts = preloadLinks(
    { ...parts.preloads, routes: withoutStyles(parts.preloads.routes) },
    parts.path,
    parts.locale,
  )
  const styles = parts.styles ? `<style${nonce ? ` nonce="${nonce}"` : ''}>${parts.styles}</style>` : ''
  return head.replace('</head>', `${styles}${printLinks(parts)}${scripts}</head>`)
}

/**
 * The inlined stylesheets linked again for print only: they hold no paint, and Vite's loader, which
 * adds a chunk's stylesheets when their link is missing, finds them. Added after the inline rules,
 * the app's stylesheet would outrank the route's and change the page once the chunks load.
 */
function printLinks(parts: PageParts): string {
  return parts.stylesheets
    .map((file) => `<link rel="stylesheet" media="print" href="/shop/${file}" crossorigin>`)
    .join('')
}

function withoutStyles(routes: PwaPreloads['routes']): PwaPreloads['routes'] {
  return routes.map((route) => ({ ...route, styles: [] }))
}

/** The brand colour for the page: a `<style>` before the screen (its hash goes into the page's CSP). */
export function themeStyle(theme: RenderedPage['theme']): string {
  if (!theme) return ''
  const properties = Object.entries(theme.properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${properties}}`
}

/**
 * The rest of the page: the theme, the screen in #root, the state for hydration and the scripts.
 * The theme's `<style>` carries `nonce` when the page is streamed (its CSP went out before it).
 */
export function pageTail(parts: PageParts, rendered: RenderedPage, nonce?: string): string {
  const rootAt = parts.indexHtml.indexOf(ROOT_OPEN)
  const hoisted = HOISTED_LINKS.exec(rendered.html)?.[0] ?? ''
  const screen = rendered.html.slice(hoisted.length)
  const style = themeStyle(rendered.theme)
  const rest = parts.indexHtml.slice(rootAt).replace(BOOT, () => screen)
  const withState = rest.replace(`${screen}</div>`, () => `${screen}</div>${pageStateScript(rendered.state)}`)
  const styleElement = style ? `<style${nonce ? ` nonce="${nonce}"` : ''}>${style}</style>` : ''
  return `${styleElement}${hoisted}${withState}`
}
