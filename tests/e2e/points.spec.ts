import { pointsForOrder } from '../../src/domain/points'
import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { memberToken, OrderApi } from './pages/orderSetup'
import { OrderStaff, runStaffCommand } from './pages/orderStaff'
import { expect, test } from './world'

/**
 * Points (issue 38 item 4): an order the merchant completes (staff API) earns points that show in
 * the member's history with a link to the order; points exchange for a coupon put in the wallet.
 */

test('a completed order’s points arrive in the list, linked to the order', async ({ page }) => {
  const shop = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const orders = new OrderApi(page.request, await memberToken(page), shop.brandId, shop.restaurantId)
  const order = await orders.placePickupOrder()

  await page.goto(`/shop/appIntegralList?brandId=${shop.brandId}`)
  await expect(page.getByText('No points yet. Completed orders earn points.')).toBeVisible()
  await expect(page.getByTestId('points-balance')).toHaveText('0')

  const staff = new OrderStaff(page.request)
  await staff.confirm(order.id)
  const completed = await staff.status(order.id, 5)
  // The demo brand earns 1 point per dollar paid at the base level (the seed's rate).
  const earned = pointsForOrder(completed.priceResult.price, '1.00')
  expect(earned).toBeGreaterThan(0)

  await page.reload()
  await expect(page.getByTestId('points-balance')).toHaveText(String(earned))
  const entry = page.getByRole('listitem').filter({ hasText: `Earned on order ${order.orderNo}` })
  await expect(entry).toContainText(`+${earned}`)
  expect(await seriousAxeViolations(page)).toEqual([])
  await entry.getByRole('link', { name: `Earned on order ${order.orderNo}` }).click()
  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
})

test('points exchange for a coupon that lands in the wallet', async ({ page }) => {
  const shop = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const token = await memberToken(page)
  const member = await page.request.post('/api/member/member/getMemberInfoOth1', {
    data: { brandId: shop.brandId },
    headers: { Authorization: `Bearer ${token}` },
  })
  const memberId = (await member.json()).data.id as number
  await runStaffCommand(
    'points',
    'add',
    String(memberId),
    '130',
    'welcome',
    'bonus',
    '--brand',
    String(shop.brandId),
  )

  await page.goto(`/shop/appIntegralExchange?brandId=${shop.brandId}`)
  await expect(page.getByTestId('points-balance')).toHaveText('130')
  const coupon = page.getByRole('listitem').filter({ hasText: '$10 coupon' })
  await expect(coupon).toContainText('100 points')
  await expect(coupon).toContainText('You can exchange this')
  // The mug costs more than the balance: the member sees how many points are missing.
  await expect(page.getByRole('listitem').filter({ hasText: 'Brand mug' })).toContainText(
    '670 more points needed',
  )
  expect(await seriousAxeViolations(page)).toEqual([])

  await coupon.getByRole('link', { name: /\$10 coupon/ }).click()
  await expect(page.getByRole('heading', { name: '$10 coupon' })).toBeVisible()
  await page.getByRole('button', { name: 'Exchange for 100 points' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Exchange 100 points for $10 coupon?')
  await dialog.getByRole('button', { name: 'Exchange', exact: true }).click()

  await expect(page).toHaveURL(/exchangeId=\d+/)
  await expect(page.getByTestId('coupon-in-wallet')).toBeVisible()
  await expect(page.getByText('Your balance: 30 points')).toBeVisible()
  // The coupon is the member's, usable at checkout.
  const wallet = await page.request.post('/api/member-web/member/getMemberCouponByMemberId', {
    data: { brandId: shop.brandId },
    headers: { Authorization: `Bearer ${token}` },
  })
  const coupons = (await wallet.json()).data as { name1: string; status: string }[]
  expect(coupons.filter((c) => c.name1 === '$10 off (points reward)')).toEqual([
    expect.objectContaining({ status: 'available' }),
  ])

  await page.getByRole('link', { name: 'See your points' }).click()
  await expect(page.getByTestId('points-balance')).toHaveText('30')
  const spent = page.getByRole('listitem').filter({ hasText: 'Exchanged for $10 coupon' })
  await expect(spent).toContainText('−100')
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Adjusted by the shop: welcome bonus' }),
  ).toContainText('+130')
  // The history's exchange opens the exchange's result again.
  await spent.getByRole('link').click()
  await expect(page.getByTestId('coupon-in-wallet')).toBeVisible()
})

test('a query that names no brand or item by id shows the error page', async ({ page }) => {
  await page.goto('/shop/integralExchangeDetail?brandId=1&itemId=abc')
  await expect(page).toHaveURL(/\/shop\/error/)
  await expect(
    page.getByRole('region', { name: 'This page cannot be opened. Please check the link.' }),
  ).toBeVisible()
})
