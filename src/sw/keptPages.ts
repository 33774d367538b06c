/// <reference lib="webworker" />
import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from 'workbox-core/types'
import { CacheExpiration } from 'workbox-expiration'
import { getCacheKeyForURL } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { browserIndexedDb, peekStoredState } from '../db/bootPeek'
import { htmlLang, type Locale } from '../domain/locale'
import { DEVICE_COPY_HEADER, isKeptOnDevice } from '../domain/renderedPages'
import { settingValuesOf } from '../domain/settingValues'
import { deviceLocale } from '../i18n/browserLocale'
import { keptCopyOf } from './keptCopy'

/**
 * Rendered menus kept on the device (issue 14: a repeat visit offline opens the menu within
 * 500 ms). A navigation to a menu the device has a copy of gets that copy, in the device's
 * language, at once; the app then renders over it (src/main.tsx) from the device's own records, as
 * it does over the shell. Without a copy (or one this worker's files cannot run) it gets the
 * shell as before. Either way the copy is renewed in the background once it is a minute old, so
 * the next visit sees what the server renders now. Copies are keyed on the URL (brand, restaurant
 * and menu are in its arg: docs/data.md) and the language, and one is only served while every file
 * it names is in this worker's precache: never another build's, brand's or language's page.
 */

declare let self: ServiceWorkerGlobalScope

const KEPT_PAGES = 'kept-pages'
/** Copies kept; the least recently kept go first. */
const MAX_KEPT_PAGES = 30
/** A copy older than this is renewed after it is served, ms. */
const RENEW_AFTER_MS = 60_000
/** How long a renewal may take on a slow link before it is given up, ms. */
const RENEW_TIMEOUT_MS = 20_000
/** How long the worker waits for what the device holds before it serves the shell, ms. */
const DEVICE_WAIT_MS = 500

/** Headers of a kept copy: when it was kept, and the build's files it names. */
const KEPT_AT = 'x-kept-at'
const KEPT_ASSETS = 'x-kept-assets'
/** The answer's headers that describe the bytes on the wire, not the copy. */
const WIRE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'etag']

const expiration = new CacheExpiration(KEPT_PAGES, { maxEntries: MAX_KEPT_PAGES })

function isKeptMenu(url: URL): boolean {
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/shop/')) return false
  return isKeptOnDevice(url.pathname.slice('/shop'.length), url.search)
}

function isKeptNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return request.mode === 'navigate' && isKeptMenu(url)
}

/**
 * The language of the copies this device may be served: the one the app will start in
 * (src/main.tsx). Null for a member's device, whose menu differs from the one the server renders
 * for a device holding nothing by more than the cart (the delivery address and what follows from
 * it), and when the device's storage cannot say in time.
 */
async function copyLanguage(): Promise<Locale | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), DEVICE_WAIT_MS))
  const read = peekStoredState(browserIndexedDb()).then((stored) =>
    stored.ok && !stored.session?.member ? deviceLocale(settingValuesOf(stored.settings).locale) : null,
  )
  return Promise.race([read, timeout])
}

/** The cache key of a copy: its page and language, under a path the server never serves. */
function keyOf(url: URL, locale: Locale): string {
  return `${url.origin}/shop/.kept/${locale}${url.pathname}${url.search}`
}

/** Whether this worker holds every file of the build in `assets`: a page naming others cannot run. */
function precached(assets: readonly string[]): boolean {
  return assets.every((asset) => getCacheKeyForURL(asset) !== undefined)
}

function runsHere(copy: Response): boolean {
  return precached((copy.headers.get(KEPT_ASSETS) ?? '').split(' ').filter(Boolean))
}

function isDue(copy: Response | undefined): boolean {
  return !copy || Date.now() - Number(copy.headers.get(KEPT_AT)) >= RENEW_AFTER_MS
}

/** Asks the server for the page in `locale` and keeps it; any failure keeps what was kept. */
async function keep(url: URL, locale: Locale): Promise<void> {
  try {
    const answer = await fetch(url.href, {
      headers: { 'Accept-Language': htmlLang(locale), [DEVICE_COPY_HEADER]: '1' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(RENEW_TIMEOUT_MS),
    })
    const html = answer.headers.get('content-type')?.startsWith('text/html')
    // A page whose policy allows its inline parts by a nonce was meant to be answered once.
    const once = /'nonce-/.test(answer.headers.get('content-security-policy') ?? '')
    if (answer.status !== 200 || answer.redirected || !html || once) return
    const copy = keptCopyOf(await answer.text(), `${url.pathname}${url.search}`, locale)
    if (!copy || !precached(copy.assets)) return
    const headers = new Headers(answer.headers)
    for (const name of WIRE_HEADERS) headers.delete(name)
    headers.set(KEPT_AT, String(Date.now()))
    headers.set(KEPT_ASSETS, copy.assets.join(' '))
    const key = keyOf(url, locale)
    const cache = await caches.open(KEPT_PAGES)
    await cache.put(key, new Response(copy.html, { status: 200, headers }))
    await expiration.updateTimestamp(key)
    await expiration.expireEntries()
  } catch {
    // Offline, too slow, or out of storage: the page goes on being served as before.
  }
}

/** The kept copy of a menu if the device has a usable one, else the shell; renewed behind. */
function answerKeptNavigation(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options: RouteHandlerCallbackOptions) => {
    const locale = await copyLanguage()
    if (!locale) return shell(options)
    const copy = await (await caches.open(KEPT_PAGES)).match(keyOf(options.url, locale))
    if (isDue(copy)) options.event.waitUntil(keep(options.url, locale))
    return copy && runsHere(copy) ? copy : shell(options)
  }
}

/** Keeps the menus open in windows when this worker starts: the next visit is the first one it serves. */
async function keepOpenMenus(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const menus = windows.map((window) => new URL(window.url)).filter(isKeptMenu)
  if (menus.length === 0) return
  const locale = await copyLanguage()
  if (locale) await Promise.all(menus.map((url) => keep(url, locale)))
}

/** Registers the menus' route (before the shell's, which answers every other page). */
export function registerKeptPages(shell: RouteHandlerCallback): void {
  registerRoute(isKeptNavigation, answerKeptNavigation(shell))
  self.addEventListener('activate', (event) => event.waitUntil(keepOpenMenus()))
}
