/**
 * Background work split into steps, each run in an idle period of the main thread of its own
 * (requestIdleCallback, else the next task), so that a tap or a frame never waits behind all of
 * them at once (issue 14: no long task after the first paint).
 */

export type IdleStep = () => Promise<unknown>

/** The longest a step waits for an idle period (a busy page still gets its background work). */
const IDLE_WAIT_MAX_MS = 2000

/** Resolves in a task of its own: the work after it does not lengthen the current task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** A page's idle callbacks; a worker (src/db/open.ts reaches the service worker's build) has none. */
type MaybeIdle = { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }

/** Resolves in an idle period of the main thread (at the latest IDLE_WAIT_MAX_MS from now). */
export function idlePeriod(): Promise<void> {
  return new Promise((resolve) => {
    const scope = globalThis as MaybeIdle
    if (typeof scope.requestIdleCallback === 'function')
      scope.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MAX_MS })
    else setTimeout(resolve, 0)
  })
}

/** Runs the steps one after the other, each after an idle period; a failure is reported and the run goes on. */
export async function runInIdleSteps(
  steps: readonly IdleStep[],
  report: (error: unknown) => void = (error) => console.error('Background work failed', error),
): Promise<void> {
  for (const step of steps) {
    await idlePeriod()
    try {
      await step()
    } catch (error) {
      report(error)
    }
  }
}
