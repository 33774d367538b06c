import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

type Transfer = {
  jsGzipBytes: number
  cssGzipBytes: number
  files: number
  /** Each file's path (under the origin) and gzip size, largest first. */
  list: { path: string; gzipBytes: number }[]
}
export type FirstLoad = {
  /** Scripts and stylesheets requested until the page's main content is on screen. */
  toRender: Transfer
  /** Everything fetched by network idle, including what loads right after the first render. */
  toIdle: Transfer
}

type Fetched = { type: 'script' | 'stylesheet'; url: string; bytes: Promise<number> }

function sum(files: Fetched[], sizes: Map<string, number>): Transfer {
  const total = (type: Fetched['type']) =>
    files.filter((file) => file.type === type).reduce((bytes, file) => bytes + (sizes.get(file.url) ?? 0), 0)
  const list = files
    .map((file) => ({ path: new URL(file.url).pathname, gzipBytes: sizes.get(file.url) ?? 0 }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { jsGzipBytes: total('script'), cssGzipBytes: total('stylesheet'), files: files.length, list }
}

/**
 * Loads a page in Chromium with an empty cache and sums the gzip size of the scripts and
 * stylesheets it fetched: those requested before `readySelector` showed (what the first render
 * needed), and all of them by network idle. Measured rather than read off the build output.
 */
export async function measureFirstLoad(url: string, readySelector: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const fetched: Fetched[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const bytes = response.body().then((body) => gzipSync(body, { level: 9 }).length)
      fetched.push({ type, url: response.url(), bytes })
    })
    // The moment the content first shows, taken in the page at every frame, so it can be set
    // against each request's start time without the lag of polling from outside.
    await page.addInitScript({
      content: `(() => {
        const watch = () => {
          if (document.querySelector(${JSON.stringify(readySelector)})) window.__readyAt = performance.now()
          else requestAnimationFrame(watch)
        }
        requestAnimationFrame(watch)
      })()`,
    })
    await page.goto(url)
    await page.locator(readySelector).first().waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    const requestedBeforeReady = new Set(
      await page.evaluate(() => {
        const readyAt = (window as unknown as { __readyAt: number }).__readyAt
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < readyAt)
          .map((entry) => entry.name)
      }),
    )
    const beforeRender = fetched.filter((file) => requestedBeforeReady.has(file.url))
    const sizes = new Map(
      await Promise.all(fetched.map(async (file) => [file.url, await file.bytes] as const)),
    )
    return { toRender: sum(beforeRender, sizes), toIdle: sum(fetched, sizes) }
  } finally {
    await browser.close()
  }
}
