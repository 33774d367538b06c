import { expect, test } from '@playwright/test'
import { ShopPage } from './pages/ShopPage'

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
