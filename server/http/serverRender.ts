import { createHash, randomBytes } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LRUCache } from 'lru-cache'
import type { Logger } from 'pino'
import { localeFromHeader } from '../../src/domain/locale'
import type { LoadedPage, PageRequest, RenderedPage } from '../../src/domain/pageState'
import { DEVICE_COPY_HEADER } from '../../src/domain/renderedPages'
import { LatestMenuRevision } from '../db/latestRevision'
import type { Database } from '../db/open'
import { compressedStream, pickEncoding } from './compression'
import type { AppContext, PageSources } from './context'
import {
  layoutScript,
  PAGE_STARTER,
  type PageParts,
  pageHead,
  pageStylesheets,
  pageTail,
  shellTail,
  themeStyle,
} from './pageHtml'
import { pwaPreloads } from './routePreloads'
import { cspHash } from './securityHeaders'
import { sendVersion } from './versionedAnswer'

/**
 * The first screens rendered on the server (docs/data.md "Server rendering"): the brand home, the
 * restaurant lists, the shop pages and the menus. The build's renderer (dist/.ssr/renderPage.js,
 * src/ssr/renderPage.tsx) renders the route with its loaders' data, read from the API in-process;
 * the page is kept, keyed on its URL and language (the brand and restaurant are in the URL), until
 * a menu changes (the database's menu revisions) or it is RENDERED_PAGE_MAX_AGE_MS old (opening
 * hours and busy states move with the clock). A miss streams the head at once, so the browser
 * fetches the styles and scripts while the page renders.
 */

/** How long a rendered page is served without rendering again, whatever the menus do. */
const RENDERED_PAGE_MAX_AGE_MS = 30_000
/** Rendered pages kept (least recently used go first). */
const MAX_KEPT_PAGES = 200
/**
 * The longest a first screen waits for its render before it goes out as the shell: a render that
 * hangs (a loader whose query never returns) ends as the shell for its own page; pages render side
 * by side, so no other page waits for it.
 */
const RENDER_WAIT_MS = 5_000
/** What a wait for a render gives when the render took too long. */
const LATE = Symbol('late')

/** `work` if it settles by `deadline` (epoch ms), else LATE. */
async function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()))
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** The renderer's entry (src/ssr/renderPage.tsx), as the server calls it. */
type Renderer = { renderPage(request: PageRequest & { api: ApiFetch }): Promise<LoadedPage> }
type ApiFetch = (url: string, init: RequestInit) => Promise<Response>

type KeptPage = {
  etag: string
  /** The page's UTF-8 bytes, made once: a kept page is sent again and again. */
  bytes: Buffer
  /** The CSP sources of its inline styles and script (hashes: a kept page has no nonce). */
  sources: PageSources
  revision: number
  renderedAt: number
}

export type PageRendererDeps = {
  staticDir: string
  db: Database
  logger: Logger
  /** Answers an API request in-process (the app's own fetch). */
  api: ApiFetch
  now?: () => number
  /** RENDER_WAIT_MS unless given (tests). */
  renderWaitMs?: number
}

export type PageRenderer = {
  /** The rendered page, or null when this build has no renderer (the shell is sent instead). */
  answer(c: AppContext): Promise<Response | null>
}

export function createPageRenderer(deps: PageRendererDeps): PageRenderer {
  const now = deps.now ?? Date.now
  const renderWaitMs = deps.renderWaitMs ?? RENDER_WAIT_MS
  const kept = new LRUCache<string, KeptPage>({ max: MAX_KEPT_PAGES })
  let loaded: Promise<Renderer | null> | null = null

  /**
   * The build's renderer; null when the build has none, or one that does not load (its
   * dependencies missing where it was copied: the error is logged once, and the pages go out as
   * the shell). Imported once: its chunks import the entry by its plain URL, so a second copy under
   * another URL would not share their state (a new build takes a restart, as for the API).
   */
  async function renderer(): Promise<Renderer | null> {
    const path = join(deps.staticDir, '.ssr', 'renderPage.js')
    if (!loaded) {
      loaded = stat(path).then(
        () =>
          (import(pathToFileURL(path).href) as Promise<Renderer>).catch((error: unknown) => {
            deps.logger.error(
              { err: error, path },
              'The page renderer did not load: pages go out as the shell',
            )
            return null
          }),
        () => null,
      )
    }
    return loaded
  }
  // Loaded now, not by the first visitor (loading it takes a few hundred milliseconds).
  void renderer()

  const latestRevision = new LatestMenuRevision(deps.db)

  const stylesheets = new Map<string, Promise<string>>()

  /** The text of the build's stylesheets, read once each (their names change with their content). */
  function stylesheetsText(files: string[]): Promise<string> {
    return Promise.all(
      files.map((file) => {
        let text = stylesheets.get(file)
        if (!text) {
          text = readFile(join(deps.staticDir, file), 'utf8').catch(() => '')
          stylesheets.set(file, text)
        }
        return text
      }),
    ).then((texts) => texts.join(''))
  }

  return {
    async answer(c) {
      const render = await renderer()
      if (!render) return null
      const locale = localeFromHeader(c.req.header('accept-language'))
      const url = new URL(c.req.url)
      const href = `${url.pathname}${url.search}`
      const key = `${locale}|${href}`
      // Unknown (the database failing): rendered, with whatever failures the screen then shows, not kept.
      const revision = await latestRevision.read().catch(() => null)
      const page = kept.get(key)
      if (page && page.revision === revision && now() - page.renderedAt < RENDERED_PAGE_MAX_AGE_MS) {
        return sendKept(c, key, page)
      }
      const preloads = await pwaPreloads(deps.staticDir)
      // A build whose manifest does not name the app's script: a page would never come alive.
      if (!preloads.template.script) return null
      const path = url.pathname.slice('/shop'.length)
      const stylesheets = pageStylesheets(preloads, path)
      const parts: PageParts = {
        preloads,
        path,
        search: url.search,
        locale,
        stylesheets,
        styles: await stylesheetsText(stylesheets),
      }
      const deadline = Date.now() + renderWaitMs
      const rendering = render.renderPage({ href, locale, api: deps.api })
      let loaded: LoadedPage | typeof LATE
      try {
        loaded = await byDeadline(rendering, deadline)
      } catch (error) {
        deps.logger.error({ err: error, href }, 'A page could not be rendered on the server')
        return null
      }
      if (loaded === LATE) {
        deps.logger.warn({ href, waitMs: renderWaitMs }, 'A page took too long to render: sent as the shell')
        return null
      }
      if (loaded.kind === 'redirect') return c.redirect(loaded.href, 302)
      const { rendered, status } = loaded
      // The service worker's copy (src/sw/keptPages.ts) is served again and again: it gets the
      // whole page as it is kept, allowed by hashes, never a nonce meant for one answer.
      if (c.req.header(DEVICE_COPY_HEADER) !== undefined) {
        const screen = await byDeadline(rendered, deadline).catch((): typeof LATE => LATE)
        const whole = screen === LATE ? null : keptPageOf(parts, screen, status, revision, now())
        if (whole) {
          kept.set(key, whole)
          return sendKept(c, key, whole)
        }
      }
      const nonce = randomBytes(16).toString('base64')
      c.set('pageSources', { style: [`'nonce-${nonce}'`], script: [`'nonce-${nonce}'`] })
      const head = pageHead(parts, nonce)
      // The head goes out once the loaders have run (a redirect or a status can still be answered),
      // so that the styles and scripts load while the screen renders.
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const encoder = new TextEncoder()
          controller.enqueue(encoder.encode(head))
          try {
            const screen = await byDeadline(rendered, deadline)
            if (screen === LATE) throw new Error(`Not rendered within ${renderWaitMs} ms`)
            controller.enqueue(encoder.encode(pageTail(parts, screen, nonce)))
            const whole = keptPageOf(parts, screen, status, revision, now())
            if (whole) kept.set(key, whole)
          } catch (error) {
            deps.logger.error({ err: error, href }, 'A page could not be rendered on the server')
            controller.enqueue(encoder.encode(shellTail(parts)))
          }
          controller.close()
        },
      })
      const headers = {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding, Accept-Language',
      }
      const encoding = pickEncoding(c.req.header('accept-encoding'), headers['Content-Type'], head.length)
      if (!encoding) return c.body(body, status as 200, headers)
      return c.body(compressedStream(body, encoding), status as 200, {
        ...headers,
        'Content-Encoding': encoding,
      })
    },
  }
}

/**
 * The page as it is kept, its inline style and scripts allowed by their hashes; null for one not
 * kept: not a 200, the menus' revision unknown, or showing a failure (a record that could not be read).
 */
function keptPageOf(
  parts: PageParts,
  screen: RenderedPage,
  status: number,
  revision: number | null,
  renderedAt: number,
): KeptPage | null {
  const failed = screen.state.records.some((record) => 'failure' in record)
  if (status !== 200 || revision === null || failed) return null
  const bytes = Buffer.from(pageHead(parts) + pageTail(parts, screen))
  const inline = [parts.styles, themeStyle(screen.theme)].filter((style) => style !== '')
  return {
    etag: etagOf(bytes),
    bytes,
    sources: {
      style: inline.map(cspHash),
      script: [PAGE_STARTER, layoutScript(parts)].filter((script) => script !== '').map(cspHash),
    },
    revision,
    renderedAt,
  }
}

function etagOf(bytes: Buffer): string {
  return `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 16)}"`
}

/** A kept page, as any version the server sends (its CSP sources are set for the security headers). */
function sendKept(c: AppContext, key: string, page: KeptPage): Promise<Response> {
  c.set('pageSources', page.sources)
  const { bytes } = page
  return sendVersion(
    c,
    {
      key: `page:${key}:${page.etag}`,
      etag: page.etag,
      contentType: 'text/html; charset=utf-8',
      size: bytes.length,
      read: async () => bytes,
    },
    'no-cache',
    ['Accept-Language'],
  )
}
