import { type RecordStore, recordStoreParts, type StoreOptions } from './recordStore'
import type { DehydratedRecord, RecordQuery } from './recordTypes'

/** The record store of a server render (src/ssr/renderPage.tsx): what it adds, kept out of the browser's code. */
export type ServerRecordStore = RecordStore & {
  /** The shared records settled so far (RecordKind.shared), to send with the page. */
  dehydrate(): DehydratedRecord[]
  /** The queries snapshots asked for that no loader had loaded, since the last call. */
  takeMissed(): RecordQuery<unknown>[]
}

export function createServerRecordStore(options: Omit<StoreOptions, 'onMiss'>): ServerRecordStore {
  const missed = new Map<string, RecordQuery<unknown>>()
  const { store, entries } = recordStoreParts({ ...options, onMiss: (id, query) => missed.set(id, query) })
  return {
    ...store,
    dehydrate() {
      const sent: DehydratedRecord[] = []
      for (const [id, { query, state }] of entries) {
        if (!query.kind.shared || query.key.startsWith('member:')) continue
        if (state.status === 'ready' && state.savedAt === null) sent.push({ id, value: state.value })
        else if (state.status === 'failed') sent.push({ id, failure: state.failure })
      }
      return sent
    },
    takeMissed() {
      const queries = [...missed.values()]
      missed.clear()
      return queries
    },
  }
}
