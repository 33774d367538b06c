import { seriousAxeViolations } from './pages/axe'
import { CheckoutPage, MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { memberToken } from './pages/orderSetup'
import { buyLevelThroughApi } from './pages/purchaseSetup'
import { expect, type Page, test } from './world'

/**
 * Buying a membership level (issue 39 item 1) on the demo brand: Gold, $188 for 365 days, 10 % off
 * every order, double points, and two "15% off at tea time" coupons when the term starts
 * (server/db/seed/promotions.ts). Paid with the sandbox; the level counts once the payment settles.
 */

const levels = (page: Page) => page.getByRole('region', { name: 'Membership levels' })
const level = (page: Page, name: string) =>
  levels(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

test('a member buys Gold with the sandbox and the next order is 10% off', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  await expect(levels(page)).toBeVisible()
  await expect(levels(page).getByText('Your level: Neighbour.')).toBeVisible()
  const gold = level(page, 'Gold')
  await expect(gold.getByText('$ 188 for 365 days')).toBeVisible()
  await expect(gold.getByText('10% off every order')).toBeVisible()
  await expect(gold.getByText('2× points on what you spend')).toBeVisible()
  await expect(gold.getByText('Coupons when it starts: 2 × 15% off at tea time')).toBeVisible()
  // Silver is given, not sold; Gold is sold.
  await expect(level(page, 'Silver').getByText('Not for sale')).toBeVisible()
  await expect(level(page, 'Silver').getByRole('button')).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])

  await gold.getByRole('button', { name: 'Buy Gold' }).click()
  await expect(page).toHaveURL(/\/shop\/fixedPayOrder\//)
  await page.getByRole('button', { name: 'Pay $ 188' }).click()
  await expect(page).toHaveURL(/\/pay\/sandbox\//)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(page.locator('.order-status-big')).toHaveText('Completed')

  await account.open()
  await expect(levels(page).getByText(/^Your level: Gold, until \d{4}-\d{2}-\d{2}\.$/)).toBeVisible()
  await expect(level(page, 'Gold').getByText('Your level', { exact: true })).toBeVisible()
  await expect(level(page, 'Gold').getByRole('button', { name: 'Renew Gold' })).toBeVisible()
  await expect(page.getByText('10%', { exact: true })).toBeVisible()

  // The next order: Soy Sauce Fried Noodles $48 + $2 lunch box, 10 % off.
  const { brandId, restaurantId } = await demoCentral(page.request)
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  await flow.add('Soy Sauce Fried Noodles')
  await flow.next()
  const checkout = new CheckoutPage(page)
  await expect(checkout.heading()).toBeVisible()
  await expect(page.locator('.checkout-price-minus', { hasText: 'Member discount' })).toContainText('$ 5')
  await expect(checkout.total()).toHaveText('$ 45')
  const api = await MemberApi.of(page)
  expect((await api.orders()).map((order) => order.orderType)).toEqual([11])
})

test('Gold delivers free: the checkout says so and the order is charged no delivery fee', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const api = await MemberApi.of(page)
  await api.addAddressNearCentral()
  await buyLevelThroughApi(page.request, await memberToken(page), brandId, 'Gold')

  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 1)
  await flow.add('Soy Sauce Fried Noodles', 2)
  const checkout = await flow.next()
  await expect(checkout.priceRow('Delivery fee')).toHaveText('$ 0')
  await expect(page.getByText('Free with your membership level')).toBeVisible()
  await checkout.place()
  await checkout.expectOrderDetail()
  const placed = (await api.orders()).find((order) => order.orderType === 1)
  expect(placed?.priceResult).toMatchObject({ deliveryFee: '0.00' })
})
