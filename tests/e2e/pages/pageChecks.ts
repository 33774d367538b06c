import type { Page } from '@playwright/test'

/** React's hydration complaints, in development and (as error numbers) in production builds. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|423|425)\b/i

/** Collects React's hydration complaints from now on, in the console and as page errors. */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message)
  })
  return problems
}

/** The layout shifts so far (Cumulative Layout Shift without input), read from the buffered entries. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )
}
