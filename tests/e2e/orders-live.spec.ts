import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { OrderDetailPage, OrderListPage } from './pages/OrderPages'
import { memberToken, OrderApi } from './pages/orderSetup'
import { OrderStaff } from './pages/orderStaff'
import { BROWSER_LOCALE } from './pages/texts'
import { expect, type Page, test } from './world'

/**
 * The order screens while the merchant moves the order (staff API): the status changes on screen
 * without a reload, the delivery timeline grows, and a cancel after the confirmation is refused.
 */

async function freshMemberAtCentral(page: Page): Promise<OrderApi> {
  await new AccountPage(page, 'en').registerFreshMember()
  const { brandId, restaurantId } = await demoCentral(page.request)
  return new OrderApi(page.request, await memberToken(page), brandId, restaurantId)
}

test('the detail and the list follow the merchant’s moves without a reload', async ({ page }) => {
  const api = await freshMemberAtCentral(page)
  const staff = new OrderStaff(page.request)
  const order = await api.placePickupOrder()
  const detail = new OrderDetailPage(page, 'en')
  await detail.open(order)
  await expect(detail.status()).toHaveText('Waiting for confirmation')
  await expect(detail.cancelButton()).toBeVisible()

  await staff.confirm(order.orderId)
  await expect(detail.status()).toHaveText('Confirmed')
  // Confirmed: the diner can no longer cancel.
  await expect(detail.cancelButton()).toHaveCount(0)
  // SPEC §4: 3 reads 'waiting for meal' for a pick-up order, 4 'meal taken'.
  await staff.status(order.orderId, 3)
  await expect(detail.status()).toHaveText('Waiting for pick-up')
  await staff.status(order.orderId, 4)
  await expect(detail.status()).toHaveText('Picked up')

  const list = new OrderListPage(page, 'en')
  await list.openFromTab()
  await expect(list.card(order)).toContainText('Picked up')
  await staff.status(order.orderId, 5)
  await expect(list.card(order)).toContainText('Completed')
})

test('a delivery order shows its tracking timeline as the merchant records it', async ({ page }) => {
  const api = await freshMemberAtCentral(page)
  const staff = new OrderStaff(page.request)
  const order = await api.placeDeliveryOrder()
  const detail = new OrderDetailPage(page, 'en')
  await detail.open(order)
  await expect(page.getByText('Cash on delivery')).toBeVisible()
  await expect(page.getByText('Flat A, 12/F, Block B, 1 Queen’s Road Central')).toBeVisible()
  const timeline = page.locator('.order-timeline')
  await expect(timeline).toHaveCount(0)

  await staff.confirm(order.orderId)
  await staff.status(order.orderId, 3)
  // SPEC §4: 3 reads 'in delivery' for a delivery order.
  await expect(detail.status()).toHaveText('Out for delivery')
  await staff.track(order.orderId, 1)
  await staff.track(order.orderId, 2)
  const steps = page.locator('.order-timeline-step')
  await expect(steps).toHaveCount(6)
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step')
  await expect(steps.nth(1)).toContainText('Assigned to a courier')
  await expect(steps.nth(5)).toContainText('Delivered')
  await staff.track(order.orderId, 3)
  await staff.track(order.orderId, 7)
  // Reassigned: the path goes on from the pickup point again.
  await expect(steps.nth(3)).toContainText('Reassigned to another courier')
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step')
  await expect(steps).toHaveCount(8)
  expect(await seriousAxeViolations(page)).toEqual([])
})

test.describe('in zh-hk', () => {
  test.use({ locale: BROWSER_LOCALE['zh-hk'] })

  test('a cancel sent after the merchant confirmed reads "Order confirmed, cannot cancel"', async ({
    page,
  }) => {
    await new AccountPage(page, 'zh-hk').registerFreshMember()
    const { brandId, restaurantId } = await demoCentral(page.request)
    const api = new OrderApi(page.request, await memberToken(page), brandId, restaurantId)
    const staff = new OrderStaff(page.request)
    const order = await api.placePickupOrder()
    // The screen does not hear of the confirmation: the stream is down, and after the first poll
    // (which reads the order once more) the next one is 10 s away.
    await page.route('**/api/order/events**', (route) => route.abort())
    let reads = 0
    page.on('response', (response) => {
      if (response.url().includes('/api/order/getOrderDetailsByOrderId')) reads++
    })
    const detail = new OrderDetailPage(page, 'zh-hk')
    await detail.open(order)
    await expect(detail.status()).toHaveText(detail.text.waitingConfirmation)
    // The screen's read, the first poll, and the read the poll's report starts.
    await expect.poll(() => reads).toBeGreaterThanOrEqual(3)
    await staff.confirm(order.orderId)
    await detail.cancel()
    await expect(page.getByRole('alert')).toHaveText('訂單已確認，無法取消')
    // The order is read again: confirmed, and no Cancel any more.
    await expect(detail.status()).toHaveText('已確認')
    await expect(detail.cancelButton()).toHaveCount(0)
    expect((await api.order(order.orderId)).status).toBe(8)
  })
})
