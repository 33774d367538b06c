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
  /** The page's HTML, gzip: a server-rendered page carries its styles and state in it. */
  documentGzipBytes: number
  /** Scripts and stylesheets requested until the page's main content is on screen. */
  toRender: Transfer
  /**
   * Those requested until the content shows and the page's script has run its first render (a
   * server-rendered page's buttons are inert until then: `html[data-script]`, src/ui/theme.css).
   */
  toInteractive: Transfer
  /**
   * Everything fetched once the page is at rest, including what loads in idle time after the first
   * render: no script or stylesheet requested for AT_REST_QUIET_MS.
   */
  toIdle: Transfer
}

/**
 * How long no script or stylesheet is fetched before the page counts as at rest. Network idle
 * (500 ms) can come between the first render and the chunks the page loads in idle time after it.
 */
export const AT_REST_QUIET_MS = 2_000

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
 * needed), and all of them once the page is at rest. Measured rather than read off the build output.
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
    let documentBytes: Promise<number> = Promise.resolve(0)
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.url() === url) {
        documentBytes = response.body().then((body) => gzipSync(body, { level: 9 }).length)
      }
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const bytes = response.body().then((body) => gzipSync(body, { level: 9 }).length)
      fetched.push({ type, url: response.url(), bytes })
    })
    // The moments the content first shows (taken at every frame) and the page's script has rendered
    // (its marker removed, or none there), so they can be set against each request's start time
    // without the lag of polling from outside.
    await page.addInitScript({
      content: `(() => {
        const live = () => {
          if (window.__readyAt === undefined || document.documentElement.dataset.script) return
          window.__liveAt ??= performance.now()
        }
        new MutationObserver(live).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-script'] })
        const watch = () => {
          if (document.querySelector(${JSON.stringify(readySelector)})) {
            window.__readyAt ??= performance.now()
            live()
          } else requestAnimationFrame(watch)
        }
        requestAnimationFrame(watch)
      })()`,
    })
    await page.goto(url)
    await page.locator(readySelector).first().waitFor({ state: 'visible' })
    await page.locator('html:not([data-script])').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    for (let count = -1; count !== fetched.length; ) {
      count = fetched.length
      await page.waitForTimeout(AT_REST_QUIET_MS)
    }
    const requestedBefore = async (moment: '__readyAt' | '__liveAt') =>
      new Set(
        await page.evaluate((name) => {
          const at = (window as unknown as Record<string, number>)[name]!
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < at)
            .map((entry) => entry.name)
        }, moment),
      )
    const [beforeReady, beforeLive] = [await requestedBefore('__readyAt'), await requestedBefore('__liveAt')]
    const sizes = new Map(
      await Promise.all(fetched.map(async (file) => [file.url, await file.bytes] as const)),
    )
    return {
      documentGzipBytes: await documentBytes,
      toRender: sum(
        fetched.filter((file) => beforeReady.has(file.url)),
        sizes,
      ),
      toInteractive: sum(
        fetched.filter((file) => beforeLive.has(file.url)),
        sizes,
      ),
      toIdle: sum(fetched, sizes),
    }
  } finally {
    await browser.close()
  }
}
