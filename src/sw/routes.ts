/// <reference lib="webworker" />

import type { RouteMatchCallback } from 'workbox-core/types'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

/**
 * Runtime caches of the service worker. Each cached kind of request is one route in
 * `registerRuntimeRoutes`. Menus are POST calls: they are
 * cached in Dexie on the request body (src/db/menuCache.ts), never here (routes match GET only).
 */

type StaleWhileRevalidateRoute = {
  /** Cache name; changing it abandons the old cache. */
  cacheName: string
  match: RouteMatchCallback
  maxEntries: number
  maxAgeSeconds: number
}

/**
 * Keeps only complete answers (status 200). Opaque cross-origin answers (status 0, e.g. map tiles
 * loaded without CORS) are not cached: browsers count each as megabytes of quota, which would crowd
 * out IndexedDB (carts, menus).
 */
const onlyComplete = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 ? response : null,
}

/** Serves matching GET requests from cache at once and refreshes the copy in the background. */
function registerStaleWhileRevalidate(route: StaleWhileRevalidateRoute): void {
  registerRoute(
    route.match,
    new StaleWhileRevalidate({
      cacheName: route.cacheName,
      plugins: [
        onlyComplete,
        new ExpirationPlugin({
          maxEntries: route.maxEntries,
          maxAgeSeconds: route.maxAgeSeconds,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  )
}

const DAY_SECONDS = 24 * 60 * 60

/** Images: anything the page loads as an image, and everything under /uploads/. */
const isImageRequest: RouteMatchCallback = ({ request, url }) =>
  request.method === 'GET' && (request.destination === 'image' || url.pathname.startsWith('/uploads/'))

/**
 * The build's WebAssembly (the table-code scanner's QR decoder, about 1 MB): left out of the
 * precache, which every install would download, and kept here at its first use instead. Its name
 * carries its content's hash, so a kept copy never goes stale; a new build's replaces it.
 */
const isBuildWasm: RouteMatchCallback = ({ request, url }) =>
  request.method === 'GET' && url.pathname.startsWith('/shop/assets/') && url.pathname.endsWith('.wasm')

export function registerRuntimeRoutes(): void {
  registerRoute(
    isBuildWasm,
    new CacheFirst({
      cacheName: 'wasm',
      plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true })],
    }),
  )
  registerStaleWhileRevalidate({
    cacheName: 'images',
    match: isImageRequest,
    maxEntries: 300,
    maxAgeSeconds: 30 * DAY_SECONDS,
  })
}
