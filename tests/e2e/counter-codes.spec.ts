import { encodeArg } from '../../src/domain/args'
import type { CounterCodeRow } from '../../src/domain/contract/counter'
import { servedCartLine } from '../unit/helpers/servedMenuLines'
import { seriousAxeViolations } from './pages/axe'
import { type CheckoutPage, MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { memberToken, OrderApi } from './pages/orderSetup'
import { runStaffCommand } from './pages/orderStaff'
import { expect, type Page, test } from './world'

/**
 * Counter codes (issue 37 item 5): a take-out QR at Central's counter leads to a pick-up order, a
 * self-service code to a takeout order shown by its collection number, and /apps/fixedOrderList lists
 * the orders still to pay. Codes come from `npm run staff -- counter-codes` as the staff print them.
 */

const NOODLES = 'Soy Sauce Fried Noodles'
/** SPEC §8 'Links are invalid', as the English catalog words it. */
const LINKS_INVALID = 'This link is not valid'

async function centralCodes(page: Page) {
  const shop = await demoCentral(page.request)
  const printed = await runStaffCommand(
    'counter-codes',
    '--brand',
    String(shop.brandId),
    '--restaurant',
    String(shop.restaurantId),
    '--json',
  )
  const codes = JSON.parse(printed) as CounterCodeRow[]
  const takeOut = codes.find((code) => code.kind === 'takeOut' && code.menuType === 7)!
  const selfService = codes.find((code) => code.kind === 'selfService' && code.menuType === 7)!
  return { shop, takeOut, selfService }
}

/** Adds the noodles on the menu the code opened and goes on to the order confirmation. */
async function orderNoodles(page: Page): Promise<CheckoutPage> {
  const flow = new OrderingFlow(page)
  await expect(flow.menu.categories()).toBeVisible()
  await flow.add(NOODLES)
  return flow.next()
}

test('a take-out QR at the counter opens the pick-up menu and places a pick-up order', async ({ page }) => {
  const { shop, takeOut } = await centralCodes(page)
  expect(takeOut.path).toBe(`/shop/scanCode/${encodeArg([takeOut.code])}`)
  await new AccountPage(page, 'en').registerFreshMember()

  await page.goto(takeOut.path)
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(page.getByRole('heading', { level: 1, name: 'Kong Kee Café (Central)' })).toBeVisible()
  const checkout = await orderNoodles(page)
  await expect(page.getByRole('heading', { name: 'Pick-up time' })).toBeVisible()
  await checkout.place()
  await checkout.expectOrderDetail()
  await expect(page.getByTestId('collection-no')).toHaveText(/^[A-Z]\d{3}$/)

  const orders = await (await MemberApi.of(page)).orders()
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ orderType: 7, menuType: 7, restaurantId: shop.restaurantId })
})

test('a self-service code leads to a takeout order shown by its collection number', async ({ page }) => {
  const { shop, selfService } = await centralCodes(page)
  expect(selfService.path).toBe(`/shop/autoCode/${encodeArg([selfService.code])}`)
  await new AccountPage(page, 'en').registerFreshMember()

  await page.goto(selfService.path)
  await expect(page).toHaveURL(/\/shop\/autoCodeOrder\//)
  const checkout = await orderNoodles(page)
  await checkout.place()
  await expect(page).toHaveURL(/\/shop\/autoCodeOrderDetail\//)
  const number = page.getByTestId('collection-no')
  await expect(number).toHaveText(/^[A-Z]\d{3}$/)
  await expect(page.getByTestId('collect-at-counter')).toContainText('Collect it at the counter')

  const orders = await (await MemberApi.of(page)).orders()
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ orderType: 2, restaurantId: shop.restaurantId })
  await expect(number).toHaveText(orders[0]!.collectionNo!)
  expect(await seriousAxeViolations(page)).toEqual([])
  // The restaurant moves it on: the open page follows.
  const status = page.locator('.order-status-big')
  await expect(status).toHaveText('Waiting for confirmation')
  await runStaffCommand('confirm', String(orders[0]!.orderId))
  await expect(status).toHaveText('Confirmed')
})

test('a bad or replaced counter code says the link is invalid; no code asks for one', async ({ page }) => {
  for (const code of [`to-${'0'.repeat(32)}`]) {
    await page.goto(`/shop/scanCode/${encodeArg([code])}`)
    await expect(page.getByRole('heading', { level: 1, name: LINKS_INVALID })).toBeVisible()
  }
  for (const code of [`ss-${'1'.repeat(32)}`, `to-${'2'.repeat(32)}`, 'not-a-code']) {
    await page.goto(`/shop/autoCode/${encodeArg([code])}`)
    await expect(page.getByRole('heading', { level: 1, name: LINKS_INVALID })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible()
  }
  await page.goto('/shop/autoCode')
  await expect(page.getByRole('heading', { level: 1, name: 'Self-service ordering' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Scan table code' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
})

test('/apps/fixedOrderList lists the orders waiting for their online payment, each to its pay screen', async ({
  page,
}) => {
  const shop = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const api = new OrderApi(page.request, await memberToken(page), shop.brandId, shop.restaurantId)
  const { plain } = await api.foods(7)
  const payload = {
    brandId: shop.brandId,
    restaurantId: shop.restaurantId,
    orderType: 7,
    menuType: 7,
    lines: [servedCartLine(plain, shop.restaurantId, 1)],
    persons: 1,
    payType: 40,
  }
  const headers = { Authorization: `Bearer ${api.token}`, 'X-Locale': 'en' }
  const place = async (payType: number, expectedPrice: string) =>
    (
      await page.request.post('/api/order/addOrder2', {
        headers,
        data: {
          ...payload,
          payType,
          expectedPrice,
          submissionKey: `e2e-${Math.random().toString(36).slice(2)}`,
        },
      })
    ).json()
  const quote = await place(40, '99999.99')
  const online = await place(40, quote.data.price)
  expect(online.success, JSON.stringify(online)).toBe(true)
  const cash = await place(1, quote.data.price)
  expect(cash.success, JSON.stringify(cash)).toBe(true)

  await page.goto(`/shop/apps/fixedOrderList/${encodeArg([shop.brandId, shop.restaurantId, 0])}`)
  await expect(page.getByRole('heading', { name: 'Orders to pay' })).toBeVisible()
  const cards = page.locator('.order-card')
  await expect(cards).toHaveCount(1)
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/shop\/fixedPayOrder\//)
})
