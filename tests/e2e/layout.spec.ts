import { waitForApp } from './pages/appShell'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('a screen with no wide arrangement gets the narrow centred layout', async ({ page }) => {
    const shop = new ShopPage(page)
    await shop.open('/changeLang')
    await expect(page.getByRole('heading', { name: 'Language', level: 1 })).toBeVisible()
    expect(await shop.layout()).toBe('narrow')
    const width = await shop.appWidth()
    expect(width).toBeLessThanOrEqual(520)
    const box = await page.locator('.app').boundingBox()
    expect(Math.abs(box!.x + box!.width / 2 - 640)).toBeLessThan(4)
  })

  test('the first frame with the app in it is already the narrow column', async ({ page }) => {
    // Each frame, before it is painted: the layout of the first one that shows the app's frame.
    await page.addInitScript(() => {
      const frames = window as unknown as { firstAppFrameLayout?: string }
      const sample = () => {
        if (document.querySelector('.app'))
          frames.firstAppFrameLayout = document.documentElement.dataset.layout ?? 'none'
        else requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    const shop = new ShopPage(page)
    await shop.open('/changeLang')
    await expect(page.getByRole('heading', { name: 'Language', level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as { firstAppFrameLayout?: string }).firstAppFrameLayout)).toBe(
      'narrow',
    )
  })

  test('a=0 in the query string turns the narrow layout off', async ({ page }) => {
    const shop = new ShopPage(page)
    await shop.open('/brand/index?a=0')
    await shop.expectBrandHome()
    expect(await shop.layout()).not.toBe('narrow')
    expect(await shop.appWidth()).toBeGreaterThan(1000)
  })
})

test('a phone gets the full-width layout', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  expect(await shop.layout()).not.toBe('narrow')
  expect(await shop.appWidth()).toBeGreaterThan(page.viewportSize()!.width - 2)
})

test('on a phone the root page keeps the brand name on one line, the sections on a row below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const alias of ['demo', 'harbour']) {
    await page.goto(`/shop/?alias=${alias}`)
    // The second brand's page is rendered afresh over the server's (the device holds the first's).
    await waitForApp(page)
    const name = page.locator('.desktop-brand-name')
    await expect(name).not.toBeEmpty()
    const lines = await name.evaluate((element) => {
      const style = getComputedStyle(element)
      const text =
        element.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)
      return text / Number.parseFloat(style.lineHeight)
    })
    expect([alias, Math.round(lines)]).toEqual([alias, 1])
    const bar = await page.locator('.desktop-brand-bar').boundingBox()
    expect(bar!.height).toBeLessThan(130)
  }
})

test('the root page of a brand whose record cannot be read names it neither by its SEO title nor as its About text', async ({
  page,
}) => {
  await page.goto('/shop/?alias=demo')
  await waitForApp(page)
  await expect(page.locator('.desktop-brand-name')).toHaveText('Kong Kee Café')
  await expect.poll(() => new ShopPage(page).countLocal('apiCache')).toBeGreaterThan(0)
  // Next time the device knows the brand by its id and alias, holds no saved answer, is sent the
  // shell (as by the service worker) and cannot read the brand record.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shop-pwa')
        open.onsuccess = () => {
          const done = open.result.transaction('apiCache', 'readwrite')
          done.objectStore('apiCache').clear()
          done.oncomplete = () => resolve()
          done.onerror = () => reject(done.error)
        }
      }),
  )
  await page.route('**/shop/', async (route) =>
    route.fulfill({
      response: await route.fetch({ url: new URL('/shop/index.html', route.request().url()).href }),
    }),
  )
  await page.route('**/api/restaurant/brand/getBrandByAlias**', (route) =>
    route.fulfill({ status: 503, json: { success: false, code: 0, errCode: 'INTERNAL', errMsg: 'Down' } }),
  )
  await page.goto('/shop/')
  await waitForApp(page)
  await expect(page.locator('.desktop-brand-bar')).toBeVisible()
  await expect(page.locator('.desktop-brand-name')).toHaveText('Home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home')
  await expect(page.getByText('Kong Kee Café | Order online')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'About us' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Restaurants' })).toBeVisible()
})
