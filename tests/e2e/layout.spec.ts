import { expect, test } from '@playwright/test'
import { waitForApp } from './pages/appShell'
import { ShopPage } from './pages/ShopPage'

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
