/**
 * The server's clock in browser tests (NODE_ENV=test): it runs with the real time and can be moved
 * forward through POST /api/dev/clock, so a test waits out a resend window or an expiry without
 * sleeping. It may start ahead of the real time, at the browser tests' set time of day
 * (TEST_CLOCK_OFFSET_MS). Never backward: counters and tokens were written at the times it answered.
 */
export class MovableClock {
  /** `offsetMs`: how far ahead of the real time it starts (TEST_CLOCK_OFFSET_MS). */
  constructor(private offsetMs = 0) {}

  readonly now = (): Date => new Date(Date.now() + this.offsetMs)

  /** Moves the clock `ms` forward and answers the new time. */
  advance(ms: number): Date {
    this.offsetMs += ms
    return this.now()
  }
}
