import { lazyRouteComponent as tanstackLazyRouteComponent } from '@tanstack/react-router'
import { isCodeFetchFailure } from './codeFetchFailure'

// The route files' imports of the router package resolve here (scripts/routerFacade.ts): the
// screens TanStack's Vite plugin splits out of them are made by lazyRouteComponent below.
export * from '@tanstack/react-router'

/**
 * A screen whose code the network could not bring. Not worded as a failed import, which TanStack
 * would answer with a reload; its cause is the failed fetch.
 */
export class ScreenUnreachable extends Error {
  constructor(cause: unknown) {
    super('Screen code unreachable', { cause })
    this.name = 'ScreenUnreachable'
  }
}

/**
 * TanStack's lazy route component, with its own answer to code that fails to load. TanStack
 * reloads the page for a failed import (not for a stylesheet that failed): right after a deploy,
 * when the old chunk is gone, but wrong offline or on flaky Wi-Fi, where the reload fails too and
 * leaves the diner on the browser's error page (their cart and outbox safe, the app gone). Here a
 * file gone from the server reloads the page, once (./screenCodeFailure.ts asks the server); a
 * network failure shows the error screen (src/features/shell/LoadFailedPage.tsx), which says so
 * and reloads once the server answers.
 */
export function lazyRouteComponent<T extends Record<string, unknown>, TKey extends keyof T = 'default'>(
  importer: () => Promise<T>,
  exportName?: TKey,
): ReturnType<typeof tanstackLazyRouteComponent<T, TKey>> {
  const importOrExplain = () =>
    importer().catch(async (error: unknown): Promise<never> => {
      if (typeof window === 'undefined' || !isCodeFetchFailure(error)) throw error
      // Offline there is no server to ask; online, code that cannot be fetched either is unreachable.
      const answer = navigator.onLine
        ? await import('./screenCodeFailure').then(
            (module) => module.answerFailedScreenCode(error),
            () => 'unreachable' as const,
          )
        : 'unreachable'
      if (answer === 'reloading') return new Promise<never>(() => {})
      throw new ScreenUnreachable(error)
    })
  return tanstackLazyRouteComponent(importOrExplain, exportName)
}
