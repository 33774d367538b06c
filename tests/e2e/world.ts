import { test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * The browser tests' world: every browser context's clock is Playwright's, installed before the
 * test starts, so the time the pages read is the tests' to set. It runs on at the real pace, so
 * waits and timers behave as they would.
 */

/** The time in the tests' world, as the browsers read it (before any test moves them). */
export const worldNow = (): number => Date.now()

/** Playwright's `test` with every browser context's clock in the tests' world. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: worldNow() })
    await use(context)
  },
})
