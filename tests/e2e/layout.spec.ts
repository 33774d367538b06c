import { expect, test } from '@playwright/test'
import { ShopPage } from './pages/ShopPage'

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('a screen without a desktop variant gets the narrow centred layout', async ({ page }) => {
    const shop = new ShopPage(page)
    await shop.open('/brand/account')
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
    expect(await shop.layout()).toBe('narrow')
    const width = await shop.appWidth()
    expect(width).toBeLessThanOrEqual(520)
    const box = await page.locator('.app').boundingBox()
    expect(Math.abs(box!.x + box!.width / 2 - 640)).toBeLessThan(4)
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

test('the paying overlay covers any URL containing /pay/', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/pay/abc')
  await expect(page.getByRole('dialog', { name: 'Paying…' })).toBeVisible()
})
