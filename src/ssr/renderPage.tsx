import { setupI18n } from '@lingui/core'
import { type AnyRouter, createMemoryHistory } from '@tanstack/react-router'
import { createRequestHandler } from '@tanstack/react-router/ssr/server'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { createApiClient } from '../api/client'
import type { ApiTransport } from '../api/transport'
import type { AppContext } from '../app/appContext'
import { createAppRouter } from '../app/createAppRouter'
import { settledAnswer } from '../data/calls'
import { buildApiHeaders } from '../data/headers'
import { isUnreachable } from '../data/recordTypes'
import { createServerRecordStore, type ServerRecordStore } from '../data/serverRecordStore'
import { bySettingName, settingListRead } from '../data/shellReads'
import { peekNoDevice } from '../db/bootPeek'
import { createMirror } from '../db/mirror'
import { deferBackgroundWork } from '../db/open'
import { SETTING } from '../domain/contract/brand'
import type { LoadedPage, PageRequest, RenderedPage } from '../domain/pageState'
import { themeColorOrDefault } from '../domain/theme'
import { activateLocale } from '../i18n/catalog'
import { brandThemeProperties } from '../ui/applyBrandTheme'
import { AppRoot } from './AppRoot'

/**
 * The server's renderer of a first screen (docs/data.md "Server rendering"): built by `vite build
 * --ssr` into the build's `.ssr/` folder and run by server/http/serverRender.ts. The same routes,
 * loaders and components as in the browser; the loaders' API calls are answered in-process.
 *
 * Each page gets an app context of its own (pageApp: its language, records, mirror and API client),
 * as a first visit on a device that holds nothing, so pages render side by side and none sees
 * another's state.
 */

/** The page to render, and how its API calls are answered in-process (the URL is `/api/…`). */
export type ServerPageRequest = PageRequest & { api: ApiTransport }

/** Renders that found records no loader had loaded load them and render again, at most this often. */
const MAX_RENDER_PASSES = 3

let started = false

function startOnce(): void {
  if (started) return
  started = true
  // A first visit on a device that holds nothing: nothing is read from it, and the background
  // writes to it wait forever.
  peekNoDevice()
  deferBackgroundWork(new Promise<void>(() => {}))
}

/**
 * A page's own app context: its language, a mirror that is on no device (a first visit's, empty), a client
 * whose calls the API answers in-process, and a record store of its own that notes what a render
 * reads that no loader loaded (it is loaded, and the page rendered again).
 */
/** A page's app context, with the record store of a server render. */
type PageApp = AppContext & { records: ServerRecordStore }

async function pageApp(request: ServerPageRequest): Promise<PageApp> {
  const i18n = setupI18n()
  await activateLocale(i18n, request.locale)
  const mirror = createMirror({ onDevice: false })
  mirror.prime([], null)
  const api = createApiClient({
    transport: request.api,
    headers: () => buildApiHeaders({ mirror, i18n }),
    i18n,
  })
  return { records: createServerRecordStore({ api }), mirror, api, i18n, now: Date.now }
}

function themeOf({ records, mirror }: AppContext): RenderedPage['theme'] {
  const brandId = mirror.setting('brandId')
  if (typeof brandId !== 'number') return null
  const state = records.snapshot(settingListRead(brandId, [SETTING.themeColor]))
  if (state.status !== 'ready') return null
  const rows = bySettingName(settledAnswer(state))
  const color = themeColorOrDefault(rows.data?.[SETTING.themeColor]?.valueChar)
  return { properties: brandThemeProperties(color) }
}

/** Any origin: the router answers a redirect with a path of the app, never with its origin. */
const PAGE_ORIGIN = 'http://localhost'

/** Loads a page (its route's loaders), then renders it: the status is known before the screen is. */
export async function renderPage(request: ServerPageRequest): Promise<LoadedPage> {
  startOnce()
  const app = await pageApp(request)
  let loaded: LoadedPage | null = null
  // TanStack Router's server handler runs the loaders, and answers a redirect itself.
  const handle = createRequestHandler({
    request: new Request(new URL(request.href, PAGE_ORIGIN)),
    // As the browser's router (src/main.tsx): the same tree to hydrate.
    createRouter: () => createAppRouter(app, createMemoryHistory({ initialEntries: [request.href] })),
  })
  const answer = await handle(async ({ router }) => {
    const matches = router.state.matches
    // A loader that failed, or a record the API could not give (the database down): "try again later".
    const failed =
      matches.some((match) => match.status === 'error') ||
      app.records.dehydrate().some((record) => 'failure' in record && isUnreachable(record.failure))
    const status = matches.some((match) => match.status === 'notFound') ? 404 : failed ? 503 : 200
    loaded = { kind: 'page', status, rendered: renderLoaded(app, router, request) }
    // Not sent: the server's page (server/http/serverRender.ts) is made of `loaded`.
    return new Response(null, { status })
  })
  return loaded ?? { kind: 'redirect', href: answer.headers.get('Location') ?? '/shop/' }
}

/**
 * The whole HTML of a tree once every lazy part of it has loaded: Suspense waits instead of sending
 * its fallback (and no inline script is needed to swap the content in, which the CSP would refuse).
 */
async function renderComplete(app: ReactNode): Promise<string> {
  // Never a boundary sent apart and swapped in by script (React does so past 12.8 KB by default).
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

async function renderLoaded(app: PageApp, router: AnyRouter, request: PageRequest): Promise<RenderedPage> {
  const { records } = app
  const tree = <AppRoot app={app} router={router} onPainted={() => undefined} />
  let html = await renderComplete(tree)
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
    // Only what every visitor sees: a screen waits for the device's records after hydration.
    const missed = records.takeMissed().filter((query) => query.kind.shared)
    if (missed.length === 0) break
    await Promise.all(missed.map((query) => records.load(query)))
    html = await renderComplete(tree)
  }
  records.takeMissed()
  return {
    html,
    theme: themeOf(app),
    state: { href: request.href, locale: request.locale, records: records.dehydrate() },
  }
}
