import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

export type FirstLoad = { jsGzipBytes: number; cssGzipBytes: number; files: number }

/**
 * Loads a page in Chromium with an empty cache and sums the gzip size of every script and
 * stylesheet it fetched: what a first visit downloads, measured rather than guessed.
 */
export async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const bodies: Promise<{ type: string; bytes: number }>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length })))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const sizes = await Promise.all(bodies)
    return {
      jsGzipBytes: sizes.filter((s) => s.type === 'script').reduce((sum, s) => sum + s.bytes, 0),
      cssGzipBytes: sizes.filter((s) => s.type === 'stylesheet').reduce((sum, s) => sum + s.bytes, 0),
      files: sizes.length,
    }
  } finally {
    await browser.close()
  }
}
