import { afterDatabaseLoads, backgroundWorkAllowed } from './open'

/**
 * Entry points to ./logs for code on the first-render path: the log module (and Dexie behind it)
 * loads once the first render is done, so a page renders before the database is loaded.
 */

const logs = () => backgroundWorkAllowed().then(() => afterDatabaseLoads(() => import('./logs')))

export function logNavigationLater(path: string, context?: { from?: string }): void {
  void logs().then(({ logNavigation }) => logNavigation(path, context))
}

export function reportErrorLater(error: unknown, errorType?: 3 | 4): void {
  void logs().then(({ reportError }) => reportError(error, errorType))
}

/** Reports uncaught errors and unhandled promise rejections from the very start (SPEC §8). */
export function installLazyErrorHandlers(): void {
  window.addEventListener('error', (event) => reportErrorLater(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => reportErrorLater(event.reason))
}
