import { test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * The browser tests' world runs at a set time of day: 11:00 in Hong Kong when the suite starts, on
 * whatever date it is. Far from the business day's turn at 05:00 (which empties carts and refuses
 * yesterday's), inside the seeded shops' opening hours, so the hour a suite runs at never decides a
 * test. The server's clock (TEST_CLOCK_OFFSET_MS) and every browser's (Playwright's clock, installed
 * in each context) run that far ahead of the real time, from the same offset; both go on at the
 * real pace, so waits and timers behave as they would.
 */

export const WORLD_OFFSET_ENV = 'E2E_WORLD_OFFSET_MS'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** 11:00 in Hong Kong is 03:00 UTC (src/domain/businessDay.ts: a fixed UTC+8). */
const WORLD_START_UTC_MS = 3 * HOUR_MS

/** How far ahead of `realNow` the next 11:00 in Hong Kong is: 0 up to a day, never backwards. */
export function worldOffsetFor(realNow: number): number {
  return (WORLD_START_UTC_MS - (realNow % DAY_MS) + DAY_MS) % DAY_MS
}

/** The offset the config chose for this run (it sets it before the server and workers start). */
function worldOffsetMs(): number {
  const offset = Number(process.env[WORLD_OFFSET_ENV])
  if (!Number.isInteger(offset) || offset < 0) throw new Error(`${WORLD_OFFSET_ENV} is not set by the config`)
  return offset
}

/** The time in the tests' world, as the server and the browsers read it (before any test moves them). */
export const worldNow = (): number => Date.now() + worldOffsetMs()

/** Playwright's `test` with every browser context's clock in the tests' world. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: worldNow() })
    await use(context)
  },
})
