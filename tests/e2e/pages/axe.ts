import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const SERIOUS = new Set(['serious', 'critical'])

/** axe's serious and critical violations on the page as it is now, as `id: help` lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`)
}
