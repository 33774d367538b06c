import { lazyRouteComponent as tanstackLazyRouteComponent } from '@tanstack/react-router'
import { failedFile, screenCodeFailure } from './screenCodeFailure'

// The route files' imports of the router package resolve here (scripts/routerFacade.ts): the
// screens TanStack's Vite plugin splits out of them are made by lazyRouteComponent below.
export * from '@tanstack/react-router'

/**
 * A screen whose code the network could not bring. Not worded as a failed import, which TanStack
 * would answer with a reload; its cause is the failed fetch.
 */
export class ScreenUnreachable extends Error {
  constructor(cause: unknown) {
    super('The screen’s code could not be fetched: the network failed', { cause })
    this.name = 'ScreenUnreachable'
  }
}

/**
 * TanStack's lazy route component, with its own answer to code that fails to load. TanStack
 * reloads the page for a failed import (not for a stylesheet that failed): right after a deploy,
 * when the old chunk is gone, but wrong offline or on flaky Wi-Fi, where the reload fails too and
 * leaves the diner on the browser's error page (their cart and outbox safe, the app gone). Here a
 * file gone from the server reloads the page, once; a network failure shows the error screen
 * (src/features/shell/LoadFailedPage.tsx), which says so and reloads once the server answers.
 */
export function lazyRouteComponent<T extends Record<string, unknown>, TKey extends keyof T = 'default'>(
  importer: () => Promise<T>,
  exportName?: TKey,
): ReturnType<typeof tanstackLazyRouteComponent<T, TKey>> {
  const importOrExplain = () =>
    importer().catch(async (error: unknown): Promise<never> => {
      if (typeof window === 'undefined') throw error
      const failure = await screenCodeFailure(error, navigator.onLine, window.location.href)
      if (failure === 'broken') throw error
      if (failure === 'unreachable') throw new ScreenUnreachable(error)
      if (reloadingOnce(error as Error)) return new Promise<never>(() => {})
      // Not TanStack's wording for a failed import: it would reload again.
      throw new Error('The screen’s code is missing on the server, even after a reload', { cause: error })
    })
  return tanstackLazyRouteComponent(importOrExplain, exportName)
}

/** Reloads the page unless this session did already for this file: a broken deploy does not loop. */
function reloadingOnce(error: Error): boolean {
  const key = `screen-code-reload:${failedFile(error, window.location.href) ?? error.message}`
  try {
    if (sessionStorage.getItem(key)) return false
    sessionStorage.setItem(key, '1')
  } catch {
    return false
  }
  window.location.reload()
  return true
}
