import type { Database } from '../../db/open'
import { cartVersion } from './tableCart'

/**
 * Phones waiting for a table cart's next version (GET order/tableCart with `after`). A change on
 * this instance wakes them at once; a change made on another instance (or by the staff command)
 * is seen by the recheck, at most RECHECK_MS later. One per server (made by the routes), never
 * module-level.
 */

/** How often a waiting read looks at the cart's version itself. */
const RECHECK_MS = 1_000

export class TableCartWaits {
  private readonly waiting = new Map<number, Set<() => void>>()

  /** Wakes the phones waiting on this table's cart (after a change committed). */
  notify(tableId: number): void {
    for (const wake of this.waiting.get(tableId) ?? []) wake()
  }

  /** Resolves once the table's cart version is no longer `after`, the wait is over, or the phone left. */
  async until(
    db: Database,
    tableId: number,
    after: number,
    waitMs: number,
    left: AbortSignal,
  ): Promise<void> {
    const deadline = Date.now() + waitMs
    while (!left.aborted && Date.now() < deadline) {
      if ((await cartVersion(db, tableId)) !== after) return
      await this.sleep(tableId, Math.min(RECHECK_MS, deadline - Date.now()), left)
    }
  }

  private sleep(tableId: number, ms: number, left: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiting.get(tableId) ?? new Set()
      this.waiting.set(tableId, set)
      const wake = () => {
        clearTimeout(timer)
        left.removeEventListener('abort', wake)
        set.delete(wake)
        if (set.size === 0 && this.waiting.get(tableId) === set) this.waiting.delete(tableId)
        resolve()
      }
      const timer = setTimeout(wake, Math.max(0, ms))
      left.addEventListener('abort', wake)
      set.add(wake)
    })
  }
}
