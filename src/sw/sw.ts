/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { OUTBOX_REPLAY_MESSAGE, OUTBOX_SYNC_TAG, replayOutbox } from '../sync/logSync'
import { registerKeptPages } from './keptPages'
import { registerRuntimeRoutes } from './routes'

// vite-plugin-pwa builds this file without the app's Vite plugins (no Lingui macro, no React):
// everything imported here, src/sync/logSync.ts and what it imports included, must stay free of both.

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

/** Background Sync's event (not yet in TypeScript's lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

const SHELL_BASE = '/shop/'

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
clientsClaim()

const shell = createHandlerBoundToURL(`${SHELL_BASE}index.html`)

// The menus the device has a rendered copy of get it (./keptPages.ts), before the route below.
registerKeptPages(shell)

// History-mode routes: any navigation under /shop/ gets the precached shell, never the API or uploads.
registerRoute(
  new NavigationRoute(shell, {
    allowlist: [new RegExp(`^${SHELL_BASE}`)],
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
)

// Images (menus' /uploads/ pictures included): stale-while-revalidate in a bounded cache. Menus are
// POST calls kept in Dexie (src/db/menuCache.ts), never in a service-worker cache.
registerRuntimeRoutes()

// Updates wait for the user's consent (src/pwa/registerServiceWorker.ts applyUpdate).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

/** Open pages replay themselves (they hold the session); with none open the worker sends the outbox. */
async function replayOnSync(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' })
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: OUTBOX_REPLAY_MESSAGE })
    return
  }
  const result = await replayOutbox()
  // Rejecting makes the browser schedule the sync again later.
  if (result.networkFailed) throw new Error('Outbox not sent: server unreachable')
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOnSync())
})
