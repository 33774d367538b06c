import { demoCentral, MenuPage } from './pages/MenuPages'
import { ShopPage } from './pages/ShopPage'
import { expect, type Page, type Response, test } from './world'

// These tests need the service worker: what it keeps, sends or serves (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/** Delivery menu (type 1): without a chosen address it says one must be entered (SPEC §4). */
const DELIVERY = 1
const PICKUP = 7

type FirstFoodFrame = { status: boolean; notice: boolean; cartBar: string }
type Watched = { __layoutShift: number; __firstFoodFrame?: FirstFoodFrame; __cartBarTexts: string[] }

/**
 * From the start of every load: the sum of the page's layout shifts (none caused by input), what
 * was on screen in the first frame that showed a dish, and each text the cart bar showed since.
 */
async function watchLoading(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as Watched
    watched.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) watched.__layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    watched.__cartBarTexts = []
    /** The cart bar's text as the diner sees it: none while it is hidden. */
    const cartBarText = () => {
      const text = document.querySelector('.cart-bar-text')
      return text && getComputedStyle(text).visibility !== 'hidden' ? (text.textContent ?? '') : ''
    }
    const look = () => {
      if (!document.querySelector('.food-card')) return requestAnimationFrame(look)
      watched.__firstFoodFrame ??= {
        status: document.querySelector('.menu-status') !== null,
        notice: document.querySelector('.shop-state-notice') !== null,
        cartBar: cartBarText(),
      }
      const shown = cartBarText()
      if (watched.__cartBarTexts.at(-1) !== shown) watched.__cartBarTexts.push(shown)
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
}

async function loadingSeen(
  page: Page,
): Promise<{ shift: number; first: FirstFoodFrame | undefined; cartBarTexts: string[] }> {
  // Whatever would still arrive (answers, the database, the footer) has arrived by now.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  return page.evaluate(() => {
    const watched = window as unknown as Watched
    return {
      shift: watched.__layoutShift,
      first: watched.__firstFoodFrame,
      cartBarTexts: watched.__cartBarTexts,
    }
  })
}

test('the menu shows whole at once: the shop’s state and notices come with the dishes, and nothing moves', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await watchLoading(page)
  await menu.open('index', [brandId, restaurantId, 0, DELIVERY])
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter an address' })).toBeVisible()
  const seen = await loadingSeen(page)
  // The server's page may paint while its end is still arriving: the state and the notice, above
  // the dishes, come with them; the cart bar (fixed, after them) moves nothing when it follows.
  expect(seen.first).toMatchObject({ status: true, notice: true })
  // An empty cart has no bar, at any moment of the load.
  await expect(menu.cartBar()).toHaveCount(0)
  expect(seen.cartBarTexts.filter((text) => text !== '')).toEqual([])
  expect(seen.shift).toBeLessThan(0.01)
})

test('a second visit with the network cut shows the saved menu in its first frame, then its cart, never a wrong one', async ({
  page,
  context,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await watchLoading(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.add('Pineapple Bun with Butter')
  await expect(menu.cartBar()).toContainText('1 in cart · $ 17')
  await new ShopPage(page).waitForServiceWorker()

  await context.setOffline(true)
  await page.reload()
  await expect(menu.savedMenuNote()).toBeVisible()
  const seen = await loadingSeen(page)
  // The app's first render has the cart; the menu's copy kept on the device (src/sw/keptPages.ts),
  // when it is there by now, paints before it and says nothing of the cart until then.
  expect(seen.first).toMatchObject({ status: true, notice: false })
  expect(seen.cartBarTexts.filter((text) => text !== '')).toEqual(['1 in cart · $ 17'])
  expect(seen.shift).toBeLessThan(0.01)
  await context.setOffline(false)
})

test('a repeat visit shows the brand’s own tab names from its first frame', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await new ShopPage(page).waitForServiceWorker()
  await page.waitForLoadState('networkidle')
  // Every text the tab bar shows, frame by frame, from the start of the next load.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __tabTexts: string[] }).__tabTexts = seen
    const look = () => {
      const tabs = document.querySelector('.tab-bar')?.textContent
      if (tabs && seen.at(-1) !== tabs) seen.push(tabs)
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  await page.reload()
  await expect(menu.food('Pineapple Bun with Butter')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The demo brand names its order tab "Orders"; before the brand's tabs came, it said "Order".
  expect(await page.evaluate(() => (window as unknown as { __tabTexts: string[] }).__tabTexts)).toEqual([
    'HomeOrderingOrdersAccount',
  ])
})

test('a repeat visit asks with the saved menu’s ETag and gets a 304 without a body, past the service worker', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  const isMenuCall = (response: Response) => response.url().endsWith('/api/restaurant/food/shopMenuNew')
  // The first visit's menu comes with the server's page, and is saved on the device with its version.
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await expect(menu.food('Pineapple Bun with Butter')).toBeVisible()
  await new ShopPage(page).waitForServiceWorker()
  // waitForServiceWorker may have reloaded: let that visit's menu call end before this one starts.
  await page.waitForLoadState('networkidle')

  const seen: Response[] = []
  page.on('response', (response) => {
    if (isMenuCall(response)) seen.push(response)
  })
  const [repeat] = await Promise.all([page.waitForResponse(isMenuCall), page.reload()])
  expect(await repeat.request().headerValue('if-none-match')).toMatch(/^"[\w-]+"$/)
  expect(repeat.status()).toBe(304)
  expect(repeat.fromServiceWorker()).toBe(false)
  expect((await repeat.request().sizes()).responseBodySize).toBe(0)
  await expect(menu.food('Pineapple Bun with Butter')).toBeVisible()
  await expect(menu.savedMenuNote()).toHaveCount(0)
  expect(seen.map((response) => response.status())).toEqual([304])
})

test('a tap outside the cart sheet closes it', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.add('Pineapple Bun with Butter')
  const sheet = await menu.openCart()
  // Inside the sheet nothing closes it.
  await sheet.locator('.cart-line').first().click()
  await expect(sheet).toBeVisible()
  await page.mouse.click(20, 20)
  await expect(sheet).toBeHidden()
  await expect(menu.cartBar()).toBeFocused()
})
