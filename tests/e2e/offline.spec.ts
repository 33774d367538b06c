import { serveAppShell } from './pages/appShell'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

// These tests need the service worker: what it keeps, sends or serves (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('after one online visit, an offline reload still shows the app', async ({ page, context }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  await shop.waitForServiceWorker()
  await shop.expectBrandHome()

  await context.setOffline(true)
  await page.reload()
  await shop.expectBrandHome()
  await expect(page.getByText(shop.text.offline)).toBeVisible()

  // A route not visited before still opens from the cached shell.
  await shop.open('/changeLang')
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible()
  await context.setOffline(false)
})

const UNSTABLE = /The connection is unstable/

test('a page never visited, opened offline, says it is not saved yet and opens once back online', async ({
  page,
  context,
  request,
}) => {
  const shop = new ShopPage(page)
  const { brandId, restaurantId } = await demoCentral(request)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  await shop.waitForServiceWorker()

  await context.setOffline(true)
  // The second brand's home: never opened on this device.
  await shop.open('/brand/index?alias=harbour')
  const notice = page.getByRole('alert').filter({ hasText: shop.text.notSaved })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByText(UNSTABLE)).toHaveCount(0)

  // Back online, it loads by itself.
  await context.setOffline(false)
  await shop.expectBrandHome()
  await expect(page.getByRole('heading', { name: 'Harbour Dim Sum & Seafood' })).toBeVisible()
  await expect(notice).toHaveCount(0)

  // A menu never opened says the same, and shows once back online.
  await context.setOffline(true)
  await new MenuPage(page).open('index', [brandId, restaurantId, 0, 7])
  await expect(notice).toBeVisible()
  await expect(page.getByText(UNSTABLE)).toHaveCount(0)
  await context.setOffline(false)
  await expect(new MenuPage(page).categories()).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('online but without an answer from the server, a page says so and Try again loads it', async ({
  page,
}) => {
  const shop = new ShopPage(page)
  // The page's own calls fail: its shell (the server's render would read the brand in-process).
  await serveAppShell(page)
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await shop.open('/brand/index?alias=harbour')
  const notice = page.getByRole('alert').filter({ hasText: UNSTABLE })
  await expect(notice).toBeVisible()
  await expect(page.getByText(shop.text.notSaved)).toHaveCount(0)

  await page.unroute('**/api/**')
  await notice.getByRole('button', { name: 'Try again' }).click()
  await shop.expectBrandHome()
  await expect(notice).toHaveCount(0)
})
