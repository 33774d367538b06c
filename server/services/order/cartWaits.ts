/**
 * Phones waiting for a shared cart's next version (a read with `after`: GET order/tableCart,
 * GET order/invite). A change on this instance wakes them at once; a change made on another
 * instance (or by the staff command) is seen by the recheck, at most RECHECK_MS later. One per
 * server and kind of cart (made by the routes, keyed by the table's or the invite's id), never
 * module-level.
 */

/** How often a waiting read looks at the cart's version itself. */
const RECHECK_MS = 1_000

export class CartWaits {
  private readonly waiting = new Map<number, Set<() => void>>()

  /** `versionOf` reads the version of the cart a key names (0 when it has none yet). */
  constructor(private readonly versionOf: (key: number) => Promise<number>) {}

  /** Wakes the phones waiting on this key's cart (after a change committed). */
  notify(key: number): void {
    for (const wake of this.waiting.get(key) ?? []) wake()
  }

  /** Resolves once the cart's version is no longer `after`, the wait is over, or the phone left. */
  async until(key: number, after: number, waitMs: number, left: AbortSignal): Promise<void> {
    const deadline = Date.now() + waitMs
    while (!left.aborted && Date.now() < deadline) {
      if ((await this.versionOf(key)) !== after) return
      await this.sleep(key, Math.min(RECHECK_MS, deadline - Date.now()), left)
    }
  }

  private sleep(key: number, ms: number, left: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiting.get(key) ?? new Set()
      this.waiting.set(key, set)
      const wake = () => {
        clearTimeout(timer)
        left.removeEventListener('abort', wake)
        set.delete(wake)
        if (set.size === 0 && this.waiting.get(key) === set) this.waiting.delete(key)
        resolve()
      }
      const timer = setTimeout(wake, Math.max(0, ms))
      left.addEventListener('abort', wake)
      set.add(wake)
    })
  }
}
