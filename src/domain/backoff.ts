/** How long to wait between tries: the first wait, doubled after each failure, up to a longest. */
export type Backoff = { firstMs: number; maxMs: number }

/**
 * The wait before the next try after `failures` failed tries in a row (1 or more; 0 counts as 1):
 * firstMs, 2 × firstMs, 4 × firstMs … never above maxMs. The one back-off of the log and order
 * outboxes and of the live order stream's reconnects.
 */
export function backoffMs({ firstMs, maxMs }: Backoff, failures: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, failures - 1), maxMs)
}
