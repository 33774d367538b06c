import { useDeferredValue, useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * Whether this render may use the page's DOM: true in the browser, false on the server and while
 * React hydrates HTML the server made. After hydration React renders the component again at once
 * (the store's server and browser values differ); deferred, the change to true comes in a render
 * of its own that React splits into short tasks, instead of in that one long task.
 */
export function useHasDom(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribeNever,
      () => true,
      () => false,
    ),
  )
}
