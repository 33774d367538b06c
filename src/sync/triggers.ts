import { OUTBOX_REPLAY_MESSAGE, OUTBOX_SYNC_TAG, type ReplayOptions } from './logSync'
import { SYNC_QUEUES } from './queues'

/**
 * The page's side of the outbox: what starts a replay in a tab. Kept apart from ./logSync.ts,
 * which the service worker bundles too, because it listens to `window` and `document`.
 */

/** Wait after an enqueue before sending, so a burst of logs goes out in one POST. */
const ENQUEUE_SEND_DELAY_MS = 2_000
/** Shortest wait before a back-off retry, so a tab never polls in a tight loop. */
const MIN_RETRY_WAIT_MS = 5_000

type SyncCapableRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> }
}

/** Asks the browser to wake the service worker when connectivity returns (Background Sync). */
async function registerBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
  const registration = (await navigator.serviceWorker.getRegistration()) as
    | SyncCapableRegistration
    | undefined
  if (!registration?.sync) return false
  try {
    await registration.sync.register(OUTBOX_SYNC_TAG)
    return true
  } catch {
    return false // Permission denied or unsupported: the online and start-up triggers remain.
  }
}

/**
 * Replays every queue of ./queues.ts (the logs, the orders) on start, on `online`, when the page
 * becomes visible, when the service worker asks, shortly after new records, and when the earliest
 * back-off ends. Returns stop.
 */
export function startSync(): () => void {
  let sendTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  const replay = async (options: ReplayOptions = {}) => {
    if (navigator.onLine === false) {
      void registerBackgroundSync()
      return // The `online` event replays; sending now would only spend an attempt.
    }
    const unsent = await Promise.all(SYNC_QUEUES.map((queue) => queue.replay(options)))
    if (unsent.some(Boolean)) void registerBackgroundSync()
    const dues = await Promise.all(SYNC_QUEUES.map((queue) => queue.nextDueAt().catch(() => null)))
    const waiting = dues.filter((at): at is number => at !== null)
    const due = waiting.length > 0 ? Math.min(...waiting) : null
    clearTimeout(retryTimer)
    if (due !== null)
      retryTimer = setTimeout(() => void replay(), Math.max(MIN_RETRY_WAIT_MS, due - Date.now()))
  }
  const onOnline = () => void replay({ includeBackedOff: true })
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void replay()
  }
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_REPLAY_MESSAGE) void replay()
  }
  // New records (a burst of logs, an order left without an answer) go out shortly, together.
  const stopWaiting = SYNC_QUEUES.map((queue) =>
    queue.onWaiting(() => {
      clearTimeout(sendTimer)
      sendTimer = setTimeout(() => void replay(), ENQUEUE_SEND_DELAY_MS)
    }),
  )
  const worker =
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null

  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisibility)
  worker?.addEventListener('message', onWorkerMessage)
  void registerBackgroundSync()
  void replay()

  return () => {
    clearTimeout(sendTimer)
    clearTimeout(retryTimer)
    for (const stop of stopWaiting) stop()
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisibility)
    worker?.removeEventListener('message', onWorkerMessage)
  }
}
