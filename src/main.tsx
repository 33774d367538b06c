import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ensureDeviceToken } from './db/device'
import { checkStorage, onStorageError } from './db/health'
import { installGlobalErrorHandlers, logNavigation } from './db/logs'
import { getSetting } from './db/settings'
import { detectLocale, isLocale, type Locale } from './domain/locale'
import { StorageErrorScreen } from './features/shell/StorageErrorScreen'
import { showStorageProblem } from './features/shell/storageNotice'
import { installZoomGuard } from './features/shell/zoomGuard'
import { activateLocale, preloadCatalog } from './i18n/catalog'
import { routeTree } from './routeTree.gen'
import './ui/theme.css'
import './features/shell/shell.css'
import './features/brand/brand.css'
import './features/brand/pages.css'

const router = createRouter({
  routeTree,
  basepath: '/shop',
  defaultPreload: 'intent',
  defaultPendingMs: 300,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

function browserLocale(): Locale {
  return detectLocale(navigator.languages?.length ? navigator.languages : [navigator.language])
}

/** The stored choice, else the browser's languages (SPEC §1). */
async function startingLocale(): Promise<Locale> {
  const stored = await getSetting<string>('locale')
  return isLocale(stored) ? stored : browserLocale()
}

function renderStorageProblem(root: Root, reason: 'blocked' | 'quota' | 'unavailable'): void {
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StorageErrorScreen reason={reason} />
      </I18nProvider>
    </StrictMode>,
  )
}

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!)
  installZoomGuard()
  preloadCatalog(browserLocale())
  const storage = await checkStorage()
  if (!storage.ok) {
    await activateLocale(browserLocale())
    renderStorageProblem(root, storage.reason)
    return
  }
  installGlobalErrorHandlers()
  await activateLocale(await startingLocale())
  onStorageError((notice) => showStorageProblem(notice.reason))
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    void logNavigation(toLocation.href, fromLocation ? { from: fromLocation.href } : undefined)
  })
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  void ensureDeviceToken()
  startBackgroundWork()
}

/** Outbox sync, the 05:00 sweep and the service worker start after the first render, in their own chunks. */
function startBackgroundWork(): void {
  void import('./db/sync').then(({ startSync }) => startSync())
  void import('./db/sweep').then(({ startBusinessDaySweep }) => startBusinessDaySweep())
  void import('./pwa/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker())
}

void start()
