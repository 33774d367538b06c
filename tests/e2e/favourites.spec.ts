import type { Page } from '@playwright/test'
import { collectionPath } from '../../src/domain/favouriteRouteArgs'
import { waitForApp } from './pages/appShell'
import { seriousAxeViolations } from './pages/axe'
import { logInOnThisPage } from './pages/MemberPages'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { memberToken } from './pages/orderSetup'
import { RestaurantPages } from './pages/RestaurantPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

/** Issue 38 item 5: favourite restaurants and dishes, saved from the shop page and a dish's detail. */

// The offline reading needs the service worker: it serves the app when the network is gone.
test.use({ serviceWorkers: 'allow' })

const SHOP = 'Kong Kee Café (Central)'
const DISH = 'Luncheon Meat & Egg Noodles'

/** The member's favourites as the server holds them, read with the page's stored token. */
async function serverFavorites(page: Page, brandId: number): Promise<string[]> {
  const token = await memberToken(page)
  const answer = await page.request.post('/api/restaurant/restaurant/getFavoriteList', {
    data: { brandId },
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await answer.json()) as { data: { items: { kind: string; name1: string }[] } }
  return body.data.items.map((item) => `${item.kind}:${item.name1}`)
}

test('a member saves a shop and a dish, finds both in /collection, removes one, and reads it offline', async ({
  page,
  context,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const shops = new RestaurantPages(page)
  await shops.openShop(brandId, restaurantId)

  // A guest's Save asks them to log in first; closing the sheet saves nothing.
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await save.click()
  const sheet = page.getByRole('dialog')
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(save).toHaveAttribute('aria-pressed', 'false')

  await logInOnThisPage(page)
  await waitForApp(page)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.locator('.toaster .toast').filter({ hasText: 'Saved to your favourites' })).toBeVisible()

  // A dish from its detail (the menu list itself carries no heart).
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, 7])
  await expect(page.locator('article.food-card').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  await menu.showCategory('Noodles')
  await menu.food(DISH).getByRole('link', { name: DISH }).click()
  await expect(page).toHaveURL(/\/shop\/foodDetail\?/)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('dish-en-phone.png') })
  await expect.poll(() => serverFavorites(page, brandId)).toEqual([`food:${DISH}`, `restaurant:${SHOP}`])

  // Both in the list, each opening its page.
  await page.goto(`/shop${collectionPath(brandId)}`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible()
  const restaurants = page.getByRole('region', { name: 'Restaurants' })
  const dishes = page.getByRole('region', { name: 'Dishes' })
  await expect(restaurants.getByRole('link', { name: SHOP })).toBeVisible()
  await expect(dishes.getByRole('link', { name: new RegExp(DISH.replace(/[&()]/g, '.')) })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('collection-en-phone.png'), fullPage: true })
  await restaurants.getByRole('link', { name: SHOP }).click()
  await expect(page).toHaveURL(/\/shop\/shop\//)
  await expect(page.getByRole('heading', { level: 1, name: SHOP })).toBeVisible()
  await page.goBack()
  await dishes.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(page.locator('article.food-card').first()).toBeVisible()
  await page.goBack()

  // Removing the restaurant: gone from the list and from the server's.
  await restaurants.getByRole('button', { name: `Remove ${SHOP} from your favourites` }).click()
  await expect(page.getByRole('region', { name: 'Restaurants' })).toHaveCount(0)
  await expect.poll(() => serverFavorites(page, brandId)).toEqual([`food:${DISH}`])
  await expect.poll(() => new ShopPage(page).countLocal('favourites')).toBe(1)
  await new ShopPage(page).waitForServiceWorker()

  // Offline: the list as saved on the device, with when.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    /These are your favourites as saved on this device on \d{4}-\d\d-\d\d \d\d:\d\d/,
  )
  await expect(dishes.getByRole('link', { name: new RegExp(DISH.replace(/[&()]/g, '.')) })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('collection-offline-en-phone.png'), fullPage: true })

  // A removal made offline waits on the device and is sent when the network is back.
  await dishes.getByRole('button', { name: `Remove ${DISH} from your favourites` }).click()
  await expect(page.locator('.toaster .toast').filter({ hasText: 'Removed on this device' })).toBeVisible()
  await expect(page.getByText('You have no favourites yet.', { exact: false })).toBeVisible()
  await expect(page.getByText('1 changes are saved on this device')).toBeVisible()
  // Left for a page that shows no favourites: the sync queue sends it once the network is back.
  await page.goto('/shop/brand/index')
  await waitForApp(page)
  await context.setOffline(false)
  await expect.poll(() => serverFavorites(page, brandId)).toEqual([])
  await expect.poll(() => new ShopPage(page).countLocal('favourites')).toBe(1)
  await page.goto(`/shop${collectionPath(brandId)}`)
  await waitForApp(page)
  await expect(page.getByText('You have no favourites yet.', { exact: false })).toBeVisible()
  await expect(page.getByText('changes are saved on this device', { exact: false })).toHaveCount(0)
})

test('the list in Traditional Chinese, and the app form /appMyCollection', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await page.goto('/shop/appMyCollection')
  await waitForApp(page)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await logInOnThisPage(page)
  await new RestaurantPages(page).openShop(brandId, restaurantId)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.goto('/shop/appMyCollection')
  await waitForApp(page)
  await expect(
    page.getByRole('region', { name: 'Restaurants' }).getByRole('link', { name: SHOP }),
  ).toBeVisible()
  await page.goto('/shop/changeLang')
  await waitForApp(page)
  await page.getByRole('button', { name: '繁體中文' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/changeLang'))
  await page.goto(`/shop${collectionPath(brandId)}`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible()
  await expect(page.getByRole('region', { name: '餐廳' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('collection-zh-hk-phone.png'), fullPage: true })
  await new RestaurantPages(page).openShop(brandId, restaurantId)
  await expect(page.getByRole('button', { name: '已收藏', exact: true })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('shop-zh-hk-phone.png') })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the heart on the shop page and the list are laid out for a wide screen', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    await page.goto('/shop/brand/index')
    await waitForApp(page)
    await logInOnThisPage(page)
    await new RestaurantPages(page).openShop(brandId, restaurantId)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('shop-en-desktop.png') })
    await page.goto(`/shop${collectionPath(brandId)}`)
    await waitForApp(page)
    const row = page.getByRole('region', { name: 'Restaurants' }).getByRole('listitem')
    await expect(row.getByRole('link', { name: SHOP })).toBeVisible()
    // The row's name and its Remove button share one line.
    const link = await row.getByRole('link').boundingBox()
    const remove = await row.getByRole('button').boundingBox()
    expect(
      Math.abs((link?.y ?? 0) + (link?.height ?? 0) / 2 - ((remove?.y ?? 0) + (remove?.height ?? 0) / 2)),
    ).toBeLessThan(8)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('collection-en-desktop.png'), fullPage: true })
  })
})
