import { firstPaintLayout } from '../../src/domain/layoutMode'
import { htmlLang, type Locale } from '../../src/domain/locale'
import type { RenderedPage } from '../../src/domain/pageState'
import { LEADING_PICTURE, pageStateScript } from '../../src/domain/pageState'
import { THEME_STYLE_ID, themeRule } from '../../src/domain/theme'
import { appScript } from './pageTemplate'
import { type PwaPreloads, preloadLinks } from './routePreloads'

/**
 * A server-rendered page (./serverRender.ts): index.html's metadata and the app's files from the
 * build (./pageTemplate.ts) around the screen, in two parts: the head, sent once the loaders have
 * run, and the rest, once the screen has rendered.
 */

export type PageParts = {
  /** The build's routes, catalogs and page template. */
  preloads: PwaPreloads
  /** The path below /shop. */
  path: string
  /** Its query string (`?…`, or empty). */
  search: string
  locale: Locale
  /** The page's stylesheets (pageStylesheets), inlined, and linked disabled for Vite's loader. */
  stylesheets: string[]
  /** Their text, inlined in its head. */
  styles: string
}

/** The <link> elements React hoists to the start of its output (image preloads). */
const HOISTED_LINKS = /^(?:<link\b[^>]*>)+/

/** The template holding what a rendered page loads once it has painted. */
const AFTER_PAINT_ID = 'after-paint'
/** Elements of #after-paint the starter adds to the head per task (the app's script comes first). */
const LOADS_PER_TASK = 4
/** The longest the app's script waits for the first paint and the leading pictures, in ms. */
const FIRST_SCREEN_MAX_WAIT_MS = 1500

/**
 * A rendered page's starter (its other inline script is the head's layoutScript): once the first
 * paint and the leading pictures (`elementtiming=LEADING_PICTURE`, those in the viewport: the
 * browser reports no paint of the others) are on the screen, or at the latest
 * FIRST_SCREEN_MAX_WAIT_MS after it runs (a hidden tab paints nothing), it adds what #after-paint
 * holds (the app's script, its route's chunks and catalog) to the head, LOADS_PER_TASK elements
 * per task: each starts a fetch, and all of them at once made a long task (issue 14). The page is
 * readable without script, so the script must not hold its first paint or its largest picture: fetched in
 * the head, the app's chunks would share the slow link with them and their evaluation the main
 * thread. Which pictures are in the viewport an IntersectionObserver says after the first layout:
 * measuring them here would lay the whole page out inside the parser's task, a long task on a long
 * menu (issue 14). A leading picture that fails to load counts as shown. Where the browser does
 * not report paints (Element Timing), the pictures' decoding and a frame stand in for them.
 */
export const PAGE_STARTER = `{
const after = document.getElementById('${AFTER_PAINT_ID}');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const loads = [...document.importNode(after.content, true).children];
  const add = () => {
    document.head.append(...loads.splice(0, ${LOADS_PER_TASK}));
    if (loads.length) setTimeout(add);
  };
  add();
};
const leading = [...document.querySelectorAll('#root img[elementtiming="${LEADING_PICTURE}"]')];
const reported = PerformanceObserver.supportedEntryTypes;
if (reported.includes('paint') && reported.includes('element') && self.IntersectionObserver) {
  let painted = false;
  let onScreen = leading.length ? null : [];
  const shown = new Set();
  const check = () => {
    if (!painted || !onScreen || onScreen.some((img) => !shown.has(img))) return;
    observer.disconnect();
    setTimeout(start);
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.entryType === 'element') shown.add(entry.element);
      else if (entry.name === 'first-contentful-paint') painted = true;
    }
    check();
  });
  observer.observe({ type: 'paint', buffered: true });
  observer.observe({ type: 'element', buffered: true });
  const sight = new IntersectionObserver((entries) => {
    sight.disconnect();
    onScreen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
    check();
  });
  for (const img of leading) {
    sight.observe(img);
    // A picture that cannot load (offline, and not saved) is never painted: it holds nothing up.
    img.addEventListener('error', () => { shown.add(img); check(); });
    if (img.complete && !img.naturalWidth) shown.add(img);
  }
} else {
  requestAnimationFrame(() => {
    const onScreen = leading.filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    });
    Promise.all(onScreen.map((img) => img.decode().catch(() => {}))).then(() => setTimeout(start));
  });
}
setTimeout(start, ${FIRST_SCREEN_MAX_WAIT_MS});
}`

/** The files of the stylesheets a page of `path` needs: the app's and its route's. */
export function pageStylesheets(preloads: PwaPreloads, path: string): string[] {
  const route = preloads.routes.find((candidate) => candidate.path.test(path))
  return [...preloads.template.styles, ...(route?.styles ?? [])]
}

/**
 * The head's one script, or '' for none: where a desktop lays the page out otherwise than a phone,
 * it sets the desktop's layout before the first paint (firstPaintLayout), so that a desktop does
 * not show the phone's until the app runs.
 */
export function layoutScript(parts: PageParts): string {
  return firstPaintLayout(parts.path, parts.search).script ?? ''
}

/**
 * Everything up to the body's content: the language, the marker that the page waits for its
 * script (buttons show inert until then, src/ui/theme.css), the layout (a phone's, and a desktop's
 * by layoutScript) and its styles inline (no stylesheet request holds the first paint), with
 * `nonce` when the page is streamed. The app's scripts come after the screen (afterPaint).
 */
export function pageHead(parts: PageParts, nonce?: string): string {
  const layout = firstPaintLayout(parts.path, parts.search).phone
  const inlined = `${inline('script', layoutScript(parts), nonce)}${inline('style', parts.styles, nonce)}`
  return (
    `<!doctype html><html lang="${htmlLang(parts.locale)}" data-script="pending" data-layout="${layout}">` +
    `<head>${parts.preloads.template.meta}${inlined}</head><body>`
  )
}

/** An inline element of `text`, with `id` and `nonce` when given; nothing for no text. */
function inline(tag: 'style' | 'script', text: string, nonce?: string, id?: string): string {
  const attributes = `${id ? ` id="${id}"` : ''}${nonce ? ` nonce="${nonce}"` : ''}`
  return text ? `<${tag}${attributes}>${text}</${tag}>` : ''
}

/**
 * What the page loads once it has painted (PAGE_STARTER): the app's script, its route's chunks and
 * its language's catalog (fetched beside the app's script instead of after it), and the inlined
 * stylesheets' links.
 */
function afterPaint(parts: PageParts, nonce?: string): string {
  const app = appScript(parts.preloads.template)
  const scripts = preloadLinks(
    { ...parts.preloads, routes: withoutStyles(parts.preloads.routes) },
    parts.path,
    parts.locale,
  )
  // The inlined stylesheets' links last: nothing waits for them.
  const loads = `${app}${scripts}${inlinedStylesheetLinks(parts)}`
  return `<template id="${AFTER_PAINT_ID}">${loads}</template>${inline('script', PAGE_STARTER, nonce)}`
}

/**
 * The inlined stylesheets linked again, disabled: the browser neither fetches nor applies a
 * disabled stylesheet (the page has its rules inline; a print link cost the first load their 3.7 KB
 * on a menu), and Vite's loader, which adds a chunk's stylesheets when their link is missing, finds
 * them. Added after the inline rules, the app's stylesheet would outrank the route's and change the
 * page once the chunks load.
 */
function inlinedStylesheetLinks(parts: PageParts): string {
  return parts.stylesheets.map((file) => `<link rel="stylesheet" disabled href="/shop/${file}">`).join('')
}

function withoutStyles(routes: PwaPreloads['routes']): PwaPreloads['routes'] {
  return routes.map((route) => ({ ...route, styles: [] }))
}

/** The brand colour for the page: a `<style>` before the screen (its hash goes into the page's CSP). */
export function themeStyle(theme: RenderedPage['theme']): string {
  return theme ? themeRule(theme.properties) : ''
}

/**
 * The rest of the page: the theme, the screen in #root, the state for hydration and the scripts.
 * The theme's `<style>` and the starter carry `nonce` when the page is streamed (its CSP went out
 * before them).
 */
export function pageTail(parts: PageParts, rendered: RenderedPage, nonce?: string): string {
  const hoisted = HOISTED_LINKS.exec(rendered.html)?.[0] ?? ''
  const screen = rendered.html.slice(hoisted.length)
  const style = themeStyle(rendered.theme)
  // Its id lets the app see that the page has the colour already (src/ui/applyBrandTheme.ts).
  return (
    `${inline('style', style, nonce, THEME_STYLE_ID)}${hoisted}<div id="root">${screen}</div>` +
    `${pageStateScript(rendered.state)}${afterPaint(parts, nonce)}</body></html>`
  )
}

/** The rest of a page whose screen could not be rendered after its head went out: the shell's. */
export function shellTail(parts: PageParts): string {
  return `<div id="root"></div>${appScript(parts.preloads.template)}</body></html>`
}
