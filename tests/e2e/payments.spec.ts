import { encodeArg } from '../../src/domain/args'
import { seriousAxeViolations } from './pages/axe'
import { CheckoutPage, MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { OrderDetailPage } from './pages/OrderPages'
import { runStaffCommand } from './pages/orderStaff'
import { ShopPage } from './pages/ShopPage'
import { expect, type Page, test } from './world'

/**
 * Paying online (issue 13) on the demo brand's Central shop, pick-up menu: Soy Sauce Fried Noodles
 * $48 + $2 lunch box. Its methods (server/db/seed/payTypes.ts): Visa / Mastercard (40, the default),
 * Alipay HK, WeChat Pay, Apple Pay (Safari only), Google Pay, QFPay PC (desktop only) and cash. The
 * sandbox provider's hosted page (/pay/sandbox/…) has Pay, Fail and Cancel; its signed callback
 * settles the payment and the browser returns to /shop/pay/:arg.
 */

const NOODLES = 'Soy Sauce Fried Noodles'

type Confirming = {
  checkout: CheckoutPage
  api: MemberApi
  /** The pay page of the member's only order, where the provider returns the payer. */
  payPath: () => Promise<string>
}

/**
 * A fresh member with Soy Sauce Fried Noodles in the pick-up cart, at the order confirmation (on a
 * desktop through the desktop menu's own Next).
 */
async function confirmNoodles(page: Page, desktop = false): Promise<Confirming> {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const api = await MemberApi.of(page)
  const flow = new OrderingFlow(page)
  if (desktop) {
    await flow.menu.open('pcIndex', [brandId, restaurantId, 0, 7])
    await flow.menu.add(NOODLES)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
  } else {
    await flow.openMenu(brandId, restaurantId, 7)
    await flow.add(NOODLES)
    await flow.next()
  }
  const checkout = new CheckoutPage(page)
  await expect(checkout.heading()).toBeVisible()
  await expect(checkout.total()).toHaveText('$ 50')
  const payPath = async () => {
    const [order] = await api.orders()
    return `/shop/pay/${encodeArg([brandId, restaurantId, 0, order!.orderId])}`
  }
  return { checkout, api, payPath }
}

/** The sandbox provider's hosted page. */
async function atSandbox(page: Page, method: string) {
  await expect(page).toHaveURL(/\/pay\/sandbox\//)
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible()
  await expect(page.locator('dd').first()).toHaveText('$ 50')
  await expect(page.locator('dd').nth(1)).toHaveText(method)
}

const orderStatus = (page: Page) => page.locator('.order-status-big')
/** The order detail's payment fact: its state, then the method (and when it was paid). */
const payState = (page: Page) => page.getByTestId('order-pay-state')
const payFact = (page: Page) =>
  page.locator('.order-facts div', { has: page.getByText('Payment', { exact: true }) })
const toasts = (page: Page) => page.locator('.toaster')

test('a diner pays online with the sandbox and lands on the paid order', async ({ page }) => {
  const { checkout, api } = await confirmNoodles(page)
  // The restaurant's default is chosen; Safari's and desktops' methods are not offered on this phone.
  await expect(checkout.payMethod('Visa / Mastercard')).toBeChecked()
  await expect(checkout.payMethod('Google Pay')).not.toBeChecked()
  await expect(checkout.payMethod('Apple Pay')).toHaveCount(0)
  await expect(checkout.payMethod('QFPay')).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])

  await checkout.place({ online: true })
  await atSandbox(page, 'Visa / Mastercard')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(orderStatus(page)).toHaveText('Waiting for confirmation')
  await expect(toasts(page).getByText('Payment received')).toBeVisible()
  await expect(payState(page)).toHaveText('Paid $ 50')
  await expect(payFact(page)).toContainText(/Visa \/ Mastercard · \d{2}-\d{2} \d{2}:\d{2}$/)
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0)
  // Said once: the order opened again says nothing of it.
  await page.reload()
  await expect(payState(page)).toHaveText('Paid $ 50')
  await expect(toasts(page).getByText('Payment received')).toHaveCount(0)
  const orders = await api.orders()
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({
    orderPayType: 2,
    payType: 40,
    status: 1,
    priceResult: { price: '50.00' },
  })
  // The restaurant cancels the paid order: the open screen says who, and that the $ 50 is on its way back.
  await runStaffCommand('cancel', String(orders[0]!.orderId))
  await expect(orderStatus(page)).toHaveText('Cancelled')
  await expect(page.getByTestId('cancelled-by')).toHaveText('The restaurant cancelled this order.')
  await expect(payState(page)).toHaveText('Refunding $ 50')
})

test('a paid order the diner cancels reads Refunding, then Refunded on the same open screen', async ({
  page,
}) => {
  const { checkout } = await confirmNoodles(page)
  await checkout.place({ online: true })
  await atSandbox(page, 'Visa / Mastercard')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(payState(page)).toHaveText('Paid $ 50')

  // Cancelled before the restaurant confirms: the $ 50 goes back through the provider.
  const detail = new OrderDetailPage(page, 'en')
  await detail.cancel()
  await expect(page.getByTestId('cancelled-by')).toHaveText('You cancelled this order.')
  await expect(payState(page)).toHaveText('Refunding $ 50')
  // The sandbox completes a refund 5 s after it is asked for; the server's clock moves past that
  // and its reconciliation sweep runs (docs/payments.md): the open screen hears it, no reload.
  const moved = await page.request.post('/api/dev/clock', { data: { advanceSeconds: 5 } })
  expect(moved.ok()).toBe(true)
  await expect(payState(page)).toHaveText('Refunded $ 50')
  await expect(orderStatus(page)).toHaveText('Cancelled')
})

test('the method pictures carry no words: in zh-hk each method is named by its label alone', async ({
  page,
}) => {
  await confirmNoodles(page)
  const confirmation = page.url()
  await new ShopPage(page).open('/changeLang')
  await page.getByRole('button', { name: '繁體中文' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/changeLang'))
  await page.goto(confirmation)
  const methods = page.getByRole('group', { name: '選擇付款方式' })
  await expect(methods.getByRole('radio', { name: '到店付款', exact: true })).toBeVisible()
  // Each method's accessible name is its label's text: the pictures beside it add nothing.
  const named = await methods
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((radio) => radio.closest('label')?.querySelector('.pay-method-name')?.textContent ?? ''),
    )
  expect(named.length).toBeGreaterThan(3)
  for (const name of named) await expect(methods.getByRole('radio', { name, exact: true })).toHaveCount(1)
  await expect(methods.getByRole('img')).toHaveCount(0)
  // The pictures themselves are wordless marks: no text drawn in them, no English name inside.
  const sources = await methods
    .locator('img.pay-method-img')
    .evaluateAll((pictures) => pictures.map((picture) => (picture as HTMLImageElement).src))
  expect(sources.length).toBeGreaterThan(2)
  for (const source of new Set(sources)) {
    const svg = await (await page.request.get(source)).text()
    expect(svg, source).toMatch(/^<svg[\s>]/)
    expect(svg, source).not.toMatch(/<text|<title|<desc|aria-label/)
  }
})

test('a failed payment is said so, and the order is paid again with another method', async ({ page }) => {
  const { checkout, api } = await confirmNoodles(page)
  await checkout.place({ online: true })
  await atSandbox(page, 'Visa / Mastercard')
  await page.getByRole('button', { name: 'Fail', exact: true }).click()

  await expect(page).toHaveURL(/\/shop\/pay\//)
  await expect(page.getByRole('heading', { name: 'The payment was not completed' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Paying…' })).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])
  const [unpaid] = await api.orders()
  expect(unpaid).toMatchObject({ orderPayType: 2, status: 0 })
  await expect(page.getByRole('link', { name: 'Pay again' })).toBeVisible()
  // The order says it is not paid, and pays from there as from Pay again.
  await page.getByRole('link', { name: 'View order' }).click()
  await expect(payState(page)).toHaveText('Not paid')
  await page.getByRole('link', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/shop\/fixedPayOrder\//)
  // Paying is the one thing this screen is for: no tab bar leads away.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.locator('.pay-amount')).toHaveText('$ 50')
  // The order's method is chosen again; cash is not offered for an order placed to be paid online.
  const methods = page.getByRole('group', { name: 'Choose a payment method' })
  await expect(methods.getByRole('radio', { name: 'Visa / Mastercard' })).toBeChecked()
  await expect(methods.getByRole('radio', { name: 'Pay at the shop' })).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])
  await methods.getByRole('radio', { name: 'Alipay HK' }).check()
  await page.getByRole('button', { name: 'Pay $ 50' }).click()
  await atSandbox(page, 'Alipay HK')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(orderStatus(page)).toHaveText('Waiting for confirmation')
  await expect(payState(page)).toHaveText('Paid $ 50')
  await expect(payFact(page)).toContainText('Alipay HK')
  const [paid] = await api.orders()
  expect(paid).toMatchObject({ payType: 42, status: 1 })
})

test('cancelling on the provider’s page cancels the order', async ({ page }) => {
  const { checkout, api } = await confirmNoodles(page)
  await checkout.place({ online: true })
  await atSandbox(page, 'Visa / Mastercard')
  await page.getByRole('button', { name: 'Cancel', exact: true }).click()

  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(orderStatus(page)).toHaveText('Cancelled')
  const [order] = await api.orders()
  expect(order).toMatchObject({ status: 6 })
})

test('leaving the pay page while the payment is pending stops the polling; back, it shows how it stands', async ({
  page,
  context,
}) => {
  const { checkout, payPath: payPathOf } = await confirmNoodles(page)
  await checkout.place({ online: true })
  await atSandbox(page, 'Visa / Mastercard')
  const sandboxUrl = page.url()
  const payPath = await payPathOf()

  // Back at the pay page without paying: the overlay waits, with Cancel for this method.
  const polls: number[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/pay/findOrderPayStatus')) polls.push(Date.now())
  })
  await page.goto(payPath)
  const overlay = page.getByRole('dialog', { name: 'Paying…' })
  await expect(overlay).toBeVisible()
  await expect(overlay.getByRole('button', { name: 'Cancel payment' })).toBeFocused()
  await expect.poll(() => polls.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2)

  // Left for another screen: no query in its next 6 s, on the page's clock moved at once.
  await page.goto('/shop/changeLang')
  const left = polls.length
  await page.clock.runFor(6_000)
  expect(polls.length).toBe(left)

  // Meanwhile paid in another tab; back at the pay page it goes straight to the paid order.
  const other = await context.newPage()
  await other.goto(sandboxUrl)
  await other.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(other).toHaveURL(/\/shop\/orderDetail\//)
  await other.close()
  await page.goto(payPath)
  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(orderStatus(page)).toHaveText('Waiting for confirmation')
})

test('the overlay’s Cancel payment cancels a pending payment and its order', async ({ page }) => {
  const { checkout, api, payPath } = await confirmNoodles(page)
  await checkout.place({ online: true })
  await atSandbox(page, 'Visa / Mastercard')
  await page.goto(await payPath())
  const overlay = page.getByRole('dialog', { name: 'Paying…' })
  await expect(overlay.getByRole('button', { name: 'Cancel payment' })).toBeFocused()
  expect(await seriousAxeViolations(page)).toEqual([])
  await overlay.getByRole('button', { name: 'Cancel payment' }).click()
  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(orderStatus(page)).toHaveText('Cancelled')
  const [order] = await api.orders()
  expect(order).toMatchObject({ status: 6 })
})

test('cash skips the provider: the order opens at once, to be paid at the shop', async ({ page }) => {
  const { checkout, api } = await confirmNoodles(page)
  await checkout.place()
  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(orderStatus(page)).toHaveText('Waiting for confirmation')
  await expect(payFact(page)).toContainText('Pay at the shop')
  await expect(payState(page)).toHaveCount(0)
  const [order] = await api.orders()
  expect(order).toMatchObject({ orderPayType: 1, payType: 1, status: 0 })
})

test.describe('desktop', () => {
  // A desktop browser's own user agent: the method rules read it besides the width (SPEC §5).
  const DESKTOP_CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    userAgent: DESKTOP_CHROME,
  })

  test('a desktop offers the PC-only method and one Visa / Mastercard, and returns to /pcPay', async ({
    page,
  }) => {
    const { checkout, payPath } = await confirmNoodles(page, true)
    await expect(checkout.payMethod('QFPay')).toBeVisible()
    // Google Pay reads as the cards here (SPEC §5): one entry, the restaurant's default card method.
    await expect(checkout.payMethod('Google Pay')).toHaveCount(0)
    await expect(checkout.payMethod('Visa / Mastercard')).toHaveCount(1)
    await expect(checkout.payMethod('Visa / Mastercard')).toBeChecked()
    const labels = await checkout
      .payMethod(/./)
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent?.trim() ?? ''))
    expect(labels.length).toBeGreaterThan(3)
    expect(new Set(labels).size).toBe(labels.length)
    await checkout.payMethod('WeChat Pay').check()
    await checkout.place({ online: true })
    await atSandbox(page, 'WeChat Pay')
    await page.goto(await payPath())
    await expect(page).toHaveURL(/\/shop\/pcPay\//)
    // WeChat Pay cannot be cancelled from the overlay (SPEC §4).
    const overlay = page.getByRole('dialog', { name: 'Paying…' })
    await expect(overlay).toBeVisible()
    await expect(
      overlay.getByText('Please do not close this page until the payment is confirmed.'),
    ).toBeVisible()
    await expect(overlay.getByRole('button', { name: 'Cancel payment' })).toHaveCount(0)
  })
})
