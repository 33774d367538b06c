import { createHash } from 'node:crypto'
import { htmlLang, type Locale } from '../../src/domain/locale'
import type { RenderedPage } from '../../src/domain/pageState'
import { pageStateScript } from '../../src/domain/pageState'
import { type PwaPreloads, preloadLinks } from './routePreloads'

/**
 * A server-rendered page as the build's index.html with the screen in #root (./serverRender.ts),
 * in two parts: the head, sent at once, and the rest, once the screen has rendered.
 */

export type PageParts = {
  /** The build's index.html. */
  indexHtml: string
  preloads: PwaPreloads
  /** The path below /shop. */
  path: string
  locale: Locale
}

const ROOT_OPEN = '<div id="root">'
/** The boot placeholder index.html has in #root, between these comments. */
const BOOT = /<!--boot-->[\s\S]*?<!--\/boot-->/
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/
/** The <link> elements React hoists to the start of its output (image preloads). */
const HOISTED_LINKS = /^(?:<link\b[^>]*>)+/

/**
 * Everything up to the body's content: the language, the marker that the page waits for its
 * script (buttons show inert until then, src/ui/theme.css), the route's styles as stylesheets and
 * its scripts and catalog as preloads.
 */
export function pageHead(parts: PageParts): string {
  const rootAt = parts.indexHtml.indexOf(ROOT_OPEN)
  const head = parts.indexHtml
    .slice(0, rootAt)
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(parts.locale)}" data-script="pending"`)
    .replace(NOSCRIPT, '')
  const links = preloadLinks(parts.preloads, parts.path, parts.locale, 'stylesheet')
  return head.replace('</head>', `${links}</head>`)
}

/** The brand colour for the page: a `<style>` before the screen (its hash goes into the page's CSP). */
export function themeStyle(theme: RenderedPage['theme']): string {
  if (!theme) return ''
  const properties = Object.entries(theme.properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${properties}}`
}

/** CSP source of an inline style's text. */
export function styleHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
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
