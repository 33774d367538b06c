import { Workbox } from 'workbox-window'
import { createEmitter } from '../domain/emitter'

/**
 * Registers the service worker built from src/sw (production builds only) and exposes the
 * update prompt flow: a new version waits until the user accepts it (DESIGN §4, no silent skipWaiting).
 */

const SCOPE = import.meta.env.BASE_URL // '/shop/'

let workbox: Workbox | undefined
let updateWaiting = false
const updateListeners = createEmitter()

function announceUpdate(): void {
  updateWaiting = true
  updateListeners.emit()
}

/** Registers `/shop/sw.js`; resolves undefined in development or where service workers are missing. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return undefined
  }
  if (workbox) return workbox.getSW().then(() => navigator.serviceWorker.getRegistration(SCOPE))
  workbox = new Workbox(`${SCOPE}sw.js`, { scope: SCOPE })
  workbox.addEventListener('waiting', announceUpdate)
  try {
    return await workbox.register()
  } catch (error) {
    // The app works without it (just not offline); say why in the console for maintainers.
    console.error('Service worker registration failed', error)
    return undefined
  }
}

/** Calls `listener` when a new version is installed and waiting (at once if one already is); returns unsubscribe. */
export function onUpdateAvailable(listener: () => void): () => void {
  const stop = updateListeners.subscribe(listener)
  if (updateWaiting) listener()
  return stop
}

/** Activates the waiting version after the user agreed, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox || !updateWaiting) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
