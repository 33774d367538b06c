import { formatPrice } from '../../src/domain/money'
import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { OrderDetailPage, OrderListPage } from './pages/OrderPages'
import { memberToken, OrderApi } from './pages/orderSetup'
import { BROWSER_LOCALE, type Lang } from './pages/texts'
import { expect, type Page, test } from './world'

/**
 * The order screens (issue 11 items 5 and 6) against the real server: orders are placed through
 * addOrder2 as a member who logged in in the browser, then read, opened and cancelled on screen.
 */

/** Logs a fresh member in through the Account tab; answers the API for their orders at Central. */
async function freshMemberAtCentral(page: Page, lang: Lang): Promise<OrderApi> {
  await new AccountPage(page, lang).registerFreshMember()
  const { brandId, restaurantId } = await demoCentral(page.request)
  return new OrderApi(page.request, await memberToken(page), brandId, restaurantId)
}

test('a guest opening the order list is asked to log in', async ({ page }) => {
  const { brandId } = await demoCentral(page.request)
  const list = new OrderListPage(page, 'en')
  await list.open(brandId)
  await expect(page.getByRole('heading', { name: list.text.logInPrompt })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
  await expect(list.cards()).toHaveCount(0)
})

test('the Order tab goes to the list: empty at first, then the member’s orders, newest first', async ({
  page,
}) => {
  const api = await freshMemberAtCentral(page, 'en')
  const list = new OrderListPage(page, 'en')
  await list.openFromTab()
  await expect(
    page.locator('nav.tab-bar').getByRole('link', { name: list.text.tab, exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText(list.text.empty)).toBeVisible()

  const first = await api.placePickupOrder()
  const second = await api.placePickupOrder()
  await page.reload()
  await expect(list.cards()).toHaveCount(2)
  await expect(list.cards().first().getByRole('link')).toHaveAttribute('href', list.href(second))
  const { plain } = await api.foods()
  for (const order of [first, second]) {
    const card = list.card(order)
    await expect(card).toContainText('Kong Kee Café (Central)')
    await expect(card).toContainText(list.text.waitingConfirmation)
    await expect(card).toContainText(list.text.pickup)
    await expect(card).toContainText(`${plain.foodName1} ×2`)
    await expect(card).toContainText(formatPrice(order.priceResult.price))
  }
  // The time is shown at UTC+8.
  const shown = new Date(Date.parse(second.createdAt) + 8 * 3600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ')
  await expect(list.card(second)).toContainText(shown)
  expect(await seriousAxeViolations(page)).toEqual([])

  await list.card(first).getByRole('link').click()
  const detail = new OrderDetailPage(page, 'en')
  await expect(detail.status()).toHaveText(list.text.waitingConfirmation)
})

test('the list loads the next page of 20 when its end is scrolled into view', async ({ page }) => {
  test.setTimeout(90_000)
  const api = await freshMemberAtCentral(page, 'en')
  for (let n = 0; n < 21; n++) await api.placePickupOrder()
  const list = new OrderListPage(page, 'en')
  await list.open(api.brandId)
  await expect(list.cards()).toHaveCount(20)
  await list.cards().last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 5000)
  await expect(list.cards()).toHaveCount(21)
  await expect(page.getByText('No more orders')).toBeVisible()
})

for (const lang of ['en', 'zh-cn', 'zh-hk'] as const satisfies readonly Lang[]) {
  test.describe(`order detail in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('shows the status text, dishes, price and payment; cancel before confirm works', async ({
      page,
    }) => {
      const api = await freshMemberAtCentral(page, lang)
      const order = await api.placePickupOrder('Less ice please')
      const detail = new OrderDetailPage(page, lang)
      await detail.open(order)
      // SPEC §4: status 0 with orderPayType 1 reads 'waiting for confirmation'.
      await expect(detail.status()).toHaveText(detail.text.waitingConfirmation)
      // A pick-up order's collection number, large, under its label.
      await expect(page.locator('.order-collection')).toContainText(detail.text.collectionNumber)
      await expect(page.getByTestId('collection-no')).toHaveText(order.collectionNo!)
      expect(order.collectionNo).toMatch(/^[A-Z]\d{3}$/)
      await expect(page.getByText(detail.text.payAtShop)).toBeVisible()
      await expect(page.getByText('Less ice please')).toBeVisible()
      await expect(page.locator('.order-price-total')).toContainText(formatPrice(order.priceResult.price))
      await expect(page.locator('.order-line')).toHaveCount(order.lines.length)

      // The dialog can be left without cancelling.
      await detail.cancelButton().click()
      await expect(detail.cancelDialog().getByRole('button', { name: detail.text.keep })).toBeFocused()
      expect(await seriousAxeViolations(page)).toEqual([])
      await detail.cancelDialog().getByRole('button', { name: detail.text.keep }).click()
      await expect(detail.cancelDialog()).toBeHidden()
      await expect(detail.status()).toHaveText(detail.text.waitingConfirmation)

      await detail.cancel()
      await expect(detail.status()).toHaveText(detail.text.cancelled)
      await expect(detail.cancelButton()).toHaveCount(0)
      // Nothing to collect any more, and the card says who cancelled.
      await expect(page.getByTestId('collection-no')).toHaveCount(0)
      await expect(page.getByTestId('cancelled-by')).toHaveText(detail.text.cancelledByYou)
      await expect(
        page.locator('.toaster .toast').filter({ hasText: detail.text.cancelledToast }),
      ).toBeVisible()
      expect((await api.order(order.orderId)).status).toBe(6)

      // The list shows the cancelled state too.
      const list = new OrderListPage(page, lang)
      await list.openFromTab()
      await expect(list.card(order)).toContainText(detail.text.cancelled)
    })
  })
}

test('the desktop detail shows the same order; Order again puts the dishes in the cart and opens the menu', async ({
  page,
}) => {
  const api = await freshMemberAtCentral(page, 'en')
  const order = await api.placePickupOrder()
  const detail = new OrderDetailPage(page, 'en')
  await detail.open(order, 'pcOrderDetail')
  await expect(detail.status()).toHaveText(detail.text.waitingConfirmation)
  await detail.open(order)
  // On a live order, ordering the same again is not the page's main action; once over, it is.
  const again = page.getByRole('button', { name: detail.text.orderAgain })
  await expect(again).not.toHaveClass(/button-primary/)
  await detail.cancel()
  await expect(again).toHaveClass(/button-primary/)
  await again.click()
  await expect(page).toHaveURL(/\/shop\/index\//)
  const units = order.lines.reduce((sum, line) => sum + line.number, 0)
  await expect(page.locator('.cart-bar-button')).toContainText(String(units))
})

test('an unknown order id reads as not found, without a Cancel button', async ({ page }) => {
  const api = await freshMemberAtCentral(page, 'en')
  const detail = new OrderDetailPage(page, 'en')
  await detail.open({ brandId: api.brandId, restaurantId: api.restaurantId, orderId: 987_654 })
  await expect(page.getByRole('alert')).toContainText('This order does not exist')
  await expect(detail.cancelButton()).toHaveCount(0)
})
