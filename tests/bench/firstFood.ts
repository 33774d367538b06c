import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

/** CPU slowdown of the timing runs: a mid-range phone, as issue 4 asks. */
const CPU_SLOWDOWN = 4

export type FirstFood = {
  /** Navigation start to the first food on screen: empty cache, online. */
  coldMs: number
  /** The same after one visit, with the network cut (service worker + saved menu). */
  repeatOfflineMs: number
}

/** Records, in the page, the first frame at which `selector` is in the document and laid out. */
const WATCH_SCRIPT = (selector: string) => `(() => {
  const watch = () => {
    const element = document.querySelector(${JSON.stringify(selector)})
    if (element && element.getBoundingClientRect().height > 0) window.__firstFoodAt = performance.now()
    else requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
})()`

async function timeToSelector(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url)
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 })
  // performance.now() counts from the navigation's start.
  return page.evaluate(() => (window as unknown as { __firstFoodAt: number }).__firstFoodAt)
}

/**
 * Time from navigation to the first food visible on a menu page at 4× CPU slowdown: once cold, then
 * on a repeat visit with the network cut (what a diner sees on flaky restaurant Wi-Fi).
 */
export async function measureFirstFood(url: string, selector: string): Promise<FirstFood> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addInitScript({ content: WATCH_SCRIPT(selector) })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const coldMs = await timeToSelector(page, url, selector)
    // Let the service worker take control and the menu reach IndexedDB before the network goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await page.locator(selector).first().waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    await context.setOffline(true)
    const repeatOfflineMs = await timeToSelector(page, url, selector)
    return { coldMs, repeatOfflineMs }
  } finally {
    await browser.close()
  }
}
