import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

/** CPU slowdown of the timing runs: a mid-range phone, as issue 4 asks. */
const CPU_SLOWDOWN = 4
/** The most a visit may take to show its first food before the run fails, ms. */
const VISIT_TIMEOUT_MS = 60_000

export type FirstFood = {
  /** Navigation start to the first food on screen: empty cache, online. */
  coldMs: number
  /** The same after one visit, with the network cut (service worker + saved menu). */
  repeatOfflineMs: number
}

/** The console message the watch below writes when it sees the first food, with its time. */
const SEEN = 'first food at'

/**
 * Records, in the page, the first frame at which `selector` is in the document and laid out, and
 * tells the bench in a console message. Waiting with Playwright's locators instead would evaluate
 * its injected script (tens of KB) on the page's main thread during the load: ~70 ms at 4x,
 * measured as the page's own.
 */
const WATCH_SCRIPT = (selector: string) => `(() => {
  const watch = () => {
    const element = document.querySelector(${JSON.stringify(selector)})
    if (element && element.getBoundingClientRect().height > 0) console.debug('${SEEN}', performance.now())
    else requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
})()`

type Watch = { next: () => Promise<number> }

/** Each visit's time to the first food (performance.now() counts from the navigation's start). */
async function watchFirstFood(context: BrowserContext, page: Page, selector: string): Promise<Watch> {
  await context.addInitScript({ content: WATCH_SCRIPT(selector) })
  return {
    next: async () => {
      const message = await page.waitForEvent('console', {
        predicate: (candidate) => candidate.text().startsWith(SEEN),
        timeout: VISIT_TIMEOUT_MS,
      })
      return Number(message.text().slice(SEEN.length))
    },
  }
}

async function visit(page: Page, url: string, watch: Watch): Promise<number> {
  const seen = watch.next()
  await page.goto(url, { waitUntil: 'commit' })
  return seen
}

/**
 * Time from navigation to the first food visible on a menu page at 4× CPU slowdown: once cold, then
 * on a repeat visit with the network cut (what a diner sees on flaky restaurant Wi-Fi).
 */
export async function measureFirstFood(url: string, selector: string): Promise<FirstFood> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const watch = await watchFirstFood(context, page, selector)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const coldMs = await visit(page, url, watch)
    // Let the service worker take control and the menu reach IndexedDB before the network goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await visit(page, url, watch)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    await context.setOffline(true)
    const repeatOfflineMs = await visit(page, url, watch)
    return { coldMs, repeatOfflineMs }
  } finally {
    await browser.close()
  }
}
