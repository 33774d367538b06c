import type { OrderDetail } from '../../src/domain/contract/order'
import type { CartItemDetail } from '../../src/domain/menu/cartLine'
import { lineTotal } from '../../src/domain/menu/cartTotals'
import { formatPrice } from '../../src/domain/money'
import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { OrderDetailPage } from './pages/OrderPages'
import { memberToken, OrderApi } from './pages/orderSetup'
import { pdfPageCount, ReceiptPage } from './pages/ReceiptPage'
import { ShopPage } from './pages/ShopPage'
import { BROWSER_LOCALE, type Lang } from './pages/texts'
import { expect, type Page, test } from './world'

/**
 * The receipts (issue 37 item 6): /printing and /printingDetail show an order's receipt, printed
 * on one A4 page with nothing of the app around it. Orders are placed through addOrder2 by a member
 * who logged in in the browser.
 */

async function freshMemberAtCentral(page: Page, lang: Lang): Promise<OrderApi> {
  await new AccountPage(page, lang).registerFreshMember()
  const { brandId, restaurantId } = await demoCentral(page.request)
  return new OrderApi(page.request, await memberToken(page), brandId, restaurantId)
}

/** Every choice's English name, nested ones too. */
function choiceNames(details: readonly CartItemDetail[]): string[] {
  return details.flatMap((detail) => [detail.name1 || detail.name, ...choiceNames(detail.itemDetail)])
}

/** Each line's row: the dish, its choices, its units and its amount, as on the order. */
async function expectLines(receipt: ReceiptPage, order: OrderDetail) {
  await expect(receipt.sheet().locator('tbody tr')).toHaveCount(order.lines.length)
  for (const line of order.lines) {
    const row = receipt.line(line.productName1)
    const cells = row.getByRole('cell')
    await expect(cells.nth(1)).toHaveText(String(line.number))
    await expect(cells.nth(2)).toHaveText(formatPrice(lineTotal(line)))
    for (const choice of choiceNames(line.itemDetail as CartItemDetail[]))
      await expect(cells.first()).toContainText(choice)
  }
}

test('Print receipt opens the receipt and its print dialog; printed it is one A4 page without the app', async ({
  page,
}) => {
  const api = await freshMemberAtCentral(page, 'en')
  const order = await api.placePickupOrder('Less ice please')
  const receipt = new ReceiptPage(page, 'en')
  await receipt.countPrints()
  await new OrderDetailPage(page, 'en').open(order)
  await page.getByRole('link', { name: receipt.text.printReceipt }).click()
  await expect(page).toHaveURL(/\/shop\/printing\//)
  await expect(page.getByRole('heading', { level: 1, name: receipt.text.title })).toBeVisible()

  // Who sold, the facts, every line and the total, as a diner reads them.
  const sheet = receipt.sheet()
  await expect(sheet.getByRole('heading', { name: receipt.text.title })).toBeVisible()
  await expect(sheet).toContainText('Kong Kee Café (Central)')
  await expect(sheet).toContainText(/Phone: \+?[\d ]{8,}/)
  await expect(sheet).toContainText(order.orderNo)
  await expect(sheet).toContainText(order.collectionNo!)
  await expect(sheet).toContainText('Pick-up')
  await expect(sheet).toContainText('Less ice please')
  await expect(sheet).toContainText('Pay at the shop')
  await expectLines(receipt, order)
  await expect(receipt.total()).toHaveText(formatPrice(order.priceResult.price))
  // The print dialog opened once the receipt was there; Print opens it again.
  await expect.poll(() => receipt.prints()).toBe(1)
  await receipt.printButton().click()
  await expect.poll(() => receipt.prints()).toBe(2)
  expect(await seriousAxeViolations(page)).toEqual([])

  await page.emulateMedia({ media: 'print' })
  await expect(sheet).toBeVisible()
  await expect(receipt.total()).toBeVisible()
  await expect(page.locator('nav.tab-bar')).toBeHidden()
  await expect(page.locator('.page-header')).toBeHidden()
  await expect(receipt.printButton()).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  // Black on white.
  expect(await sheet.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)')
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  )
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdfPageCount(pdf)).toBe(1)
})

test('the receipt to read does not print by itself; it is the order’s member’s alone', async ({
  page,
  browser,
}) => {
  const api = await freshMemberAtCentral(page, 'en')
  const order = await api.placePickupOrder()
  const receipt = new ReceiptPage(page, 'en')
  await receipt.countPrints()
  await receipt.open(order)
  await expect(receipt.total()).toHaveText(formatPrice(order.priceResult.price))
  expect(await receipt.prints()).toBe(0)

  // Another member gets the server's refusal, never the receipt.
  const other = await browser.newContext({ locale: 'en-US' })
  const otherPage = await other.newPage()
  await new AccountPage(otherPage, 'en').registerFreshMember()
  const theirs = new ReceiptPage(otherPage, 'en')
  await theirs.open(order)
  await expect(otherPage.getByRole('alert')).toContainText('This order does not exist')
  await expect(theirs.sheet()).toHaveCount(0)
  await other.close()

  // A bad arg goes to the error page.
  await page.goto('/shop/printingDetail/not-an-arg')
  await expect(page).toHaveURL(/\/shop\/error$/)
})

test.describe('in zh-hk', () => {
  test.use({ locale: BROWSER_LOCALE['zh-hk'] })

  test('the receipt reads in Traditional Chinese', async ({ page }) => {
    const api = await freshMemberAtCentral(page, 'zh-hk')
    const order = await api.placePickupOrder()
    const receipt = new ReceiptPage(page, 'zh-hk')
    await receipt.open(order)
    await expect(receipt.sheet().getByRole('columnheader', { name: receipt.text.qty })).toBeVisible()
    await expect(receipt.sheet().locator('.order-price-total dt')).toHaveText(receipt.text.total)
    await expect(receipt.sheet()).toContainText('自取')
    await expect(receipt.printButton()).toBeVisible()
    await expect(receipt.total()).toHaveText(formatPrice(order.priceResult.price))
  })
})

test.describe('offline', () => {
  // The service worker serves the app offline (the suite blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' })

  test('a receipt once opened shows the order kept on the device', async ({ page, context }) => {
    const api = await freshMemberAtCentral(page, 'en')
    const order = await api.placePickupOrder()
    const receipt = new ReceiptPage(page, 'en')
    await receipt.open(order)
    await expect(receipt.total()).toHaveText(formatPrice(order.priceResult.price))
    await expect.poll(() => new ShopPage(page).countLocal('orderCopies')).toBeGreaterThan(0)
    await new ShopPage(page).waitForServiceWorker()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: /Saved on this device on/ })).toBeVisible()
    await expectLines(receipt, order)
    await expect(receipt.total()).toHaveText(formatPrice(order.priceResult.price))
  })
})
