import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * Whether this render may use the page's DOM: true in the browser, false on the server and while
 * React hydrates HTML the server made (it then renders again with true).
 */
export function useHasDom(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
