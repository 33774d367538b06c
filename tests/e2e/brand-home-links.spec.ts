import { seriousAxeViolations } from './pages/axe'
import { ShopPage } from './pages/ShopPage'
import { expect, type Page, test } from './world'

const CENTRAL = 'Kong Kee Café (Central)'

function card(page: Page, name: string) {
  return page.getByRole('article', { name })
}

test('a restaurant card opens its shop page, from its name or anywhere on it', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  expect(await seriousAxeViolations(page)).toEqual([])

  await card(page, CENTRAL).getByRole('link', { name: CENTRAL }).click()
  await expect(page).toHaveURL(/\/shop\/shop\//)
  await expect(page.getByRole('heading', { name: CENTRAL, level: 1 })).toBeVisible()

  await page.goBack()
  await shop.expectBrandHome()
  // The address is plain text, yet the whole card is the target: a tap there opens the shop too.
  const address = await card(page, CENTRAL).locator('.restaurant-facts dd').first().boundingBox()
  if (!address) throw new Error('the address is not on screen')
  await page.mouse.click(address.x + 4, address.y + address.height / 2)
  await expect(page).toHaveURL(/\/shop\/shop\//)
  await expect(page.getByRole('heading', { name: CENTRAL, level: 1 })).toBeVisible()
})

test('each way to order opens that menu; scanning opens the shop page', async ({ page }) => {
  const shop = new ShopPage(page)
  const ways = () => card(page, CENTRAL).getByRole('list', { name: 'Ways to order' })
  await shop.open('/brand/index')
  await shop.expectBrandHome()

  await ways().getByRole('link', { name: 'Pick-up' }).click()
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(page.getByRole('heading', { name: CENTRAL, level: 1 })).toBeVisible()
  await expect(page.locator('.menu-intro-flow')).toHaveText('Pick-up')

  await page.goBack()
  await ways().getByRole('link', { name: 'Cold-chain delivery' }).click()
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(page.locator('.menu-intro-flow')).toHaveText('Cold-chain delivery')

  await page.goBack()
  await ways().getByRole('link', { name: 'Scan to order at the table' }).click()
  await expect(page).toHaveURL(/\/shop\/shop\//)
  await expect(page.getByRole('heading', { name: CENTRAL, level: 1 })).toBeVisible()
})

test('the brand home starts an order from its main button', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  await page.getByRole('link', { name: 'Start an order' }).click()
  await expect(page).toHaveURL(/\/shop\/brand\/restaurantList\//)
  await expect(page.getByRole('heading', { name: 'Open restaurants' })).toBeVisible()
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the desktop brand page opens menus in the desktop layout', async ({ page }) => {
    const shop = new ShopPage(page)
    await shop.open('/')
    await card(page, CENTRAL)
      .getByRole('list', { name: 'Ways to order' })
      .getByRole('link', { name: 'Pick-up' })
      .click()
    await expect(page).toHaveURL(/\/shop\/pcIndex\//)
    await expect(page.getByRole('heading', { name: CENTRAL, level: 1 })).toBeVisible()
  })
})
