import { CheckoutPage, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

// The service worker serves the app offline (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const COPY_NOTICE = /Saved on this device on \d{4}-\d\d-\d\d \d\d:\d\d: it could not be refreshed/

test('orders once opened read offline from the device, with their age; logging out forgets them', async ({
  page,
  context,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  await flow.add('Soy Sauce Fried Noodles')
  await flow.next()
  const checkout = new CheckoutPage(page)
  await expect(checkout.total()).toHaveText('$ 50')
  await checkout.place()
  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(page.locator('.order-status-big')).toHaveText('Waiting for confirmation')
  const detail = page.url()
  await page.getByRole('link', { name: 'Orders' }).click()
  await expect(page.locator('.order-cards li')).toHaveCount(1)
  const list = page.url()
  // The order's detail and the order list, and the member's vouchers the checkout read (kept with
  // the order copies: src/features/packages/packageCalls.ts).
  await expect.poll(() => new ShopPage(page).countLocal('orderCopies')).toBe(3)
  await new ShopPage(page).waitForServiceWorker()

  await context.setOffline(true)
  await page.goto(detail)
  await expect(page.getByRole('status').filter({ hasText: COPY_NOTICE })).toBeVisible()
  await expect(page.locator('.order-status-big')).toHaveText('Waiting for confirmation')
  await expect(page.getByText('Soy Sauce Fried Noodles')).toBeVisible()
  await page.goto(list)
  await expect(page.getByRole('status').filter({ hasText: COPY_NOTICE })).toBeVisible()
  await expect(page.locator('.order-cards li')).toHaveCount(1)

  // Back online, the list is asked for again and the notice goes.
  await context.setOffline(false)
  await expect(page.getByText(COPY_NOTICE)).toHaveCount(0)
  await expect(page.locator('.order-cards li')).toHaveCount(1)

  await account.open()
  await account.logOut()
  await account.expectGuest()
  expect(await new ShopPage(page).countLocal('orderCopies')).toBe(0)
})
