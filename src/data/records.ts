import { browserApi } from './browserApi'
import { recordStoreParts } from './recordStore'

/**
 * The page's one record store (src/data/recordStore.ts). It follows the browser's `online` event
 * from the first watch on, never at import, so this module also loads where there is no window.
 */
const parts = recordStoreParts({
  api: browserApi,
  watchOnline: (onOnline) => globalThis.addEventListener?.('online', onOnline),
})

export const records = parts.store

/** Forgets every record held in memory (their device copies stay): a new page, in tests. */
export function forgetRecords(): void {
  parts.entries.clear()
}
