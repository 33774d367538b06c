import { browserApi } from './browserApi'
import { createRecordStore } from './recordStore'

/**
 * The page's one record store (src/data/recordStore.ts). It follows the browser's `online` event
 * from the first watch on, never at import, so this module also loads where there is no window.
 */
export const records = createRecordStore({
  api: browserApi,
  watchOnline: (onOnline) => globalThis.addEventListener?.('online', onOnline),
})
