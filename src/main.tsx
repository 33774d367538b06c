import { type ReactNode, StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
// React above is evaluated in a task of its own on a rendered page; the router and the app after it.
import './pwa/yieldOnRenderedPage'
import { I18nProvider } from '@lingui/react'
import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router'
import type { AppContext } from './app/appContext'
import { createAppRouter } from './app/createAppRouter'
import { moduleApp } from './app/moduleApp'
import { browserIndexedDb, peekStoredState } from './db/bootPeek'
import { installLazyErrorHandlers, logNavigationLater, reportErrorLater } from './db/lazyLogs'
import { afterDatabaseLoads, backgroundWorkAllowed, deferBackgroundWork } from './db/open'
import { onStorageError } from './db/storageErrors'
import { LoadFailedScreen } from './features/shell/loadFailedScreen'
import { showStorageProblem } from './features/shell/storageNotice'
import { browserLocale, deviceLocale } from './i18n/browserLocale'
import { activateLocale, preloadCatalog } from './i18n/catalog'
import { type IdleStep, nextTask, runInIdleSteps } from './pwa/idleSteps'
import { AppRoot } from './ssr/AppRoot'
import {
  markServerRendered,
  readPageState,
  renderedHere,
  scriptArrived,
  scrollKeptOnFirstRender,
} from './ssr/hydration'
import './ui/theme.css'
import './features/shell/shell.css'

/**
 * The app's router; made in start(), in a task of its own on a rendered page (making it takes a
 * while; its history, made in the task before, about as long). `renderedHref` is the page the
 * server rendered, if it did.
 */
function makeRouter(app: AppContext, history: RouterHistory, renderedHref?: string) {
  return createAppRouter(app, history, { scrollRestoration: scrollKeptOnFirstRender(renderedHref) })
}

async function renderStorageProblem(
  app: AppContext,
  root: Root,
  reason: 'blocked' | 'quota' | 'unavailable',
): Promise<void> {
  const { StorageErrorScreen } = await import('./features/shell/StorageErrorScreen')
  root.render(
    <StrictMode>
      <I18nProvider i18n={app.i18n}>
        <StorageErrorScreen reason={reason} />
      </I18nProvider>
    </StrictMode>,
  )
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!
  const app = moduleApp()
  // A page the server rendered comes with the records it read: the loaders find them in memory.
  const pageState = readPageState()
  // The copy the device kept comes without them: the loaders read the device's own records.
  const serverAnswer = pageState?.fromDevice ? null : pageState
  if (serverAnswer) app.records.hydrate(serverAnswer.records)
  preloadCatalog(pageState?.locale ?? browserLocale())
  // The boot read gives the first render its language, brand and identity without loading Dexie.
  const booting = peekStoredState(browserIndexedDb()).then((stored) => {
    if (!stored.ok) return stored
    app.mirror.prime(stored.settings, stored.session)
    // A first visit sends a fresh guest token at once; Dexie stores it (or another tab's) right after.
    if (typeof app.mirror.setting('deviceToken') !== 'string')
      app.mirror.setSetting('deviceToken', crypto.randomUUID())
    return stored
  })
  // The first page's loaders start beside it (they wait for it only where they read settings).
  app.mirror.priming(booting)
  installLazyErrorHandlers()
  let firstRenderDone = () => {}
  deferBackgroundWork(new Promise<void>((resolve) => (firstRenderDone = resolve)))
  // A rendered page is on the screen already: its start goes in short tasks (issue 14), so that a
  // frame or a tap never waits for all of it. The shell shows nothing yet, and waits for nothing.
  const nextStep = pageState ? nextTask : () => Promise.resolve()
  await nextStep()
  const history = createBrowserHistory()
  await nextStep()
  const router = makeRouter(app, history, pageState?.href)
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    logNavigationLater(toLocation.href, fromLocation ? { from: fromLocation.href } : undefined)
  })
  onStorageError((notice) => showStorageProblem(notice.reason))
  await nextStep()
  // A loader's failure shows on its route (errorComponent); it must never keep the app from rendering.
  const loading = router.load().catch((error: unknown) => reportErrorLater(error))
  const stored = await booting
  if (!stored.ok) {
    scriptArrived()
    const root = createRoot(container)
    await activateLocale(app.i18n, browserLocale())
    await renderStorageProblem(app, root, stored.reason)
    return
  }
  // A device holding nothing renders what the server did: it hydrates the server's screen.
  const blankDevice = stored.settings.length === 0 && stored.session === null
  const locale =
    serverAnswer && blankDevice ? serverAnswer.locale : deviceLocale(app.mirror.setting('locale'))
  // The first page's data (its loaders) and the language catalog load side by side.
  await Promise.all([activateLocale(app.i18n, locale), loading])
  const painted = () => {
    scriptArrived()
    firstRenderDone()
  }
  const tree = <AppRoot app={app} router={router} onPainted={painted} />
  let root: Root
  if (serverAnswer && blankDevice && renderedHere(serverAnswer)) {
    markServerRendered(router)
    root = hydrateInSlices(container, tree)
  } else {
    // Another screen, a device with its own state (a cart, a member) or the copy the device kept:
    // rendered afresh over it.
    root = createRoot(container)
    root.render(tree)
  }
  setTimeout(firstRenderDone, BACKGROUND_WORK_MAX_DELAY_MS)
  startBackgroundWork(app, root)
}

/**
 * Hydrates as a transition, which yields to the browser every few milliseconds: a long menu
 * hydrates in many short tasks instead of one long one (a tap meanwhile is replayed after it).
 */
function hydrateInSlices(container: HTMLElement, app: ReactNode): Root {
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, app)
  })
  return root!
}

/** The longest the database waits for the first frame (a hidden tab paints none), in ms. */
const BACKGROUND_WORK_MAX_DELAY_MS = 1000

/**
 * After the first render, each in its own chunk and its own idle time (./pwa/idleSteps.ts), so
 * that none of them makes a long task while the diner starts using the page: the database (its
 * health check, the guest token, the mirror's live sync), the outbox sync, the 05:00 sweep, the
 * service worker, the zoom guard and the error screen's code.
 */
function startBackgroundWork(app: AppContext, root: Root): void {
  void backgroundWorkAllowed().then(() => runInIdleSteps(deferredSteps(app, root)))
}

function deferredSteps(app: AppContext, root: Root): IdleStep[] {
  // Their chunks download side by side (those holding the database once it has loaded in turns);
  // their work runs one step at a time.
  const health = afterDatabaseLoads(() => import('./db/health'))
  const device = import('./db/device')
  const mirrorSync = import('./db/mirrorSync')
  const syncTriggers = afterDatabaseLoads(() => import('./sync/triggers'))
  const sweep = afterDatabaseLoads(() => import('./db/sweep'))
  const serviceWorker = import('./pwa/registerServiceWorker')
  const zoomGuard = import('./features/shell/zoomGuard')
  let storageWorks = false
  const withStorage =
    (step: IdleStep): IdleStep =>
    async () =>
      storageWorks ? step() : undefined
  return [
    // The error screen, at hand if the network goes before the service worker holds the app.
    async () => LoadFailedScreen.preload?.(),
    // The API client's sending half and headers, so that the first request does not wait for them.
    async () => void (await Promise.all([import('./api/clientSend'), import('./data/headers')])),
    // SPEC §2: no pinch or double-tap zoom; nobody zooms before the first frame.
    async () => (await zoomGuard).installZoomGuard(),
    async () => {
      const checked = await (await health).checkStorage()
      storageWorks = checked.ok
      if (!checked.ok) await renderStorageProblem(app, root, checked.reason)
    },
    withStorage(async () => {
      const token = app.mirror.setting('deviceToken')
      await (await device).ensureDeviceToken(typeof token === 'string' ? token : undefined)
    }),
    withStorage(async () => (await mirrorSync).startMirrorSync()),
    withStorage(async () => (await syncTriggers).startSync()),
    withStorage(async () => (await sweep).startBusinessDaySweep()),
    async () => (await serviceWorker).registerServiceWorker(),
  ]
}

// From a microtask, once the module's body has run: a profiler records the stack of the timers and
// requests start() makes, and one holding the chunk's top level makes V8 parse the whole chunk
// again for its source positions (./pwa/yieldOnRenderedPage.ts).
queueMicrotask(() => void start())
