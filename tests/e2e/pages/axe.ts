import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { waitForApp } from './appShell'

const SERIOUS = new Set(['serious', 'critical'])

/**
 * axe's serious and critical violations on the live page, as `id: help (where)` lines: the first
 * few elements' selectors, so a failure on CI says which element it was.
 *
 * Live: on a server-rendered page whose script has not run yet, buttons are inert and dimmed (an
 * inactive control, which WCAG exempts from contrast), but nothing marks them disabled for axe,
 * which then measures a dimmed "Scan table code" at 3.3:1.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await waitForApp(page)
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
      return `${violation.id}: ${violation.help} (${where.join('; ')})`
    })
}
