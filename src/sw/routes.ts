/// <reference lib="webworker" />

import type { RouteMatchCallback } from 'workbox-core/types'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

/**
 * Runtime caches of the service worker. Each cached kind of request is one
 * `registerStaleWhileRevalidate` call in `registerRuntimeRoutes`. Menus are POST calls: they are
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

export function registerRuntimeRoutes(): void {
  registerStaleWhileRevalidate({
    cacheName: 'images',
    match: isImageRequest,
    maxEntries: 300,
    maxAgeSeconds: 30 * DAY_SECONDS,
  })
}
