import { openDb } from '../db/open'
import { nextOrderDueAt, onOrderWaiting } from '../db/orderOutbox'
import { nextDueAt, onOutboxEnqueued } from '../db/outbox'
import { type ReplayOptions, replayOutbox } from './logSync'
import { replayPendingOrders } from './orderSync'
import { replayTableCarts } from './tableQueue'

/**
 * What the device sends to the server on its own, one queue per kind of record. Each keeps its own
 * sending rule (./logSync.ts: batches under one lock across tabs; ./orderSync.ts: one order per
 * submission key, at once, never held behind another tab's logs); the triggers (./triggers.ts)
 * treat them alike: send on every trigger, come back when the earliest back-off ends, ask for
 * Background Sync while something could not reach the server.
 */
export type SyncQueue = {
  name: string
  /** Sends what is due; resolves true when something is left that could not reach the server. */
  replay(options: ReplayOptions): Promise<boolean>
  /** When the earliest record held back by its back-off is due, or null when none is. */
  nextDueAt(): Promise<number | null>
  /** Follows new records to send soon; returns unsubscribe. */
  onWaiting(listener: () => void): () => void
}

export const SYNC_QUEUES: readonly SyncQueue[] = [
  {
    name: 'logs',
    replay: async (options) => (await replayOutbox(options)).networkFailed,
    nextDueAt: () => nextDueAt(),
    onWaiting: (listener) => onOutboxEnqueued(() => listener()),
  },
  {
    name: 'orders',
    replay: async (options) => (await replayPendingOrders(options)).unanswered > 0,
    nextDueAt: () => nextOrderDueAt(),
    onWaiting: onOrderWaiting,
  },
  {
    // The table screen sends at once while it shows; this sends what it left (src/sync/tableSync.ts).
    name: 'tables',
    replay: () => replayTableCarts(),
    nextDueAt: async () => null,
    onWaiting: () => () => {},
  },
  {
    // The heart sends its change at once; this sends what was saved offline (./favoriteSync.ts),
    // whose code loads only when a change waits: every page starts the sync, few have favourites to send.
    name: 'favourites',
    replay: async () => {
      try {
        const waiting = await (await openDb()).favourites.where('queued').equals(1).count()
        return waiting > 0 && (await import('./favoriteSync')).replayFavorites()
      } catch (error) {
        console.error('Could not look for favourites to send', error)
        return false
      }
    },
    nextDueAt: async () => null,
    onWaiting: () => () => {},
  },
]
