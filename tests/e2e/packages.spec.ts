import { encodeArg } from '../../src/domain/args'
import { waitForApp } from './pages/appShell'
import { seriousAxeViolations } from './pages/axe'
import { CheckoutPage, MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage, freshHongKongPhone, LoginSheet } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { memberToken } from './pages/orderSetup'
import { MILK_TEA_PACKAGE, PackagesPage, savePackageAsStaff } from './pages/PackagePages'
import { buyPackageThroughApi } from './pages/purchaseSetup'
import { storeSession } from './pages/storedSession'
import { devices, expect, type Page, test, worldNow } from './world'

/**
 * Vouchers and packages (issue 39 item 4) on the demo brand: "10 Hong Kong Milk Teas", $160 for
 * ten vouchers that last 180 days (server/db/seed). Bought with the sandbox from the area the
 * account links to; a voucher then gives one tea at 0 in a pick-up order (its lunch box still charged).
 */

const TEA = 'Hong Kong Milk Tea'
const voucherBox = (page: Page) =>
  page.getByRole('checkbox', { name: /^Use a voucher for Hong Kong Milk Tea \(until \d{4}-\d{2}-\d{2}\)$/ })

test('a member buys the milk tea package, uses a voucher in a pick-up order and has 9 left', async ({
  page,
}) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  await page.getByRole('link', { name: 'Vouchers and packages' }).click()
  await expect(page).toHaveURL(/\/shop\/takeawayDetail\//)
  const area = new PackagesPage(page)
  const offer = area.item(area.forSale(), MILK_TEA_PACKAGE)
  await expect(offer.getByText('10 vouchers for Hong Kong Milk Tea')).toBeVisible()
  await expect(offer.getByText('$ 160', { exact: true })).toBeVisible()
  await expect(offer.getByText('Each voucher can be used for 180 days from payment.')).toBeVisible()
  await expect(area.mine().getByText('You have not bought a package yet.')).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  await offer.getByRole('button', { name: `Buy ${MILK_TEA_PACKAGE}` }).click()
  await expect(page).toHaveURL(/\/shop\/fixedPayOrder\//)
  await page.getByRole('button', { name: 'Pay $ 160' }).click()
  await expect(page).toHaveURL(/\/pay\/sandbox\//)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\/orderDetail\//)
  await expect(page.locator('.order-status-big')).toHaveText('Completed')

  await area.open()
  const bought = area.item(area.mine(), MILK_TEA_PACKAGE)
  await expect(area.count(bought, 'Left')).toHaveText('10')
  await expect(area.count(bought, 'Used')).toHaveText('0')
  await expect(bought.getByText(/^The next voucher expires on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible()
  await bought.getByRole('link', { name: 'See the vouchers' }).click()
  await expect(page).toHaveURL(/[?&]order=\d+/)
  const vouchers = page.getByRole('list', { name: 'Vouchers' }).getByRole('listitem')
  await expect(vouchers).toHaveCount(10)
  expect(await seriousAxeViolations(page)).toEqual([])
  await expect(vouchers.first()).toContainText(
    /Voucher 1: Hong Kong Milk Tea\s*Usable until \d{4}-\d{2}-\d{2}/,
  )

  // A pick-up order: Soy Sauce Fried Noodles $48 + $2 lunch box, Hong Kong Milk Tea $20 + $1 lunch box.
  const { brandId, restaurantId } = await demoCentral(page.request)
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  await flow.add('Soy Sauce Fried Noodles')
  await flow.menu.showCategory('Drinks')
  await flow.add(TEA)
  const checkout = await flow.next()
  await expect(checkout.total()).toHaveText('$ 71')
  await expect(voucherBox(page)).toHaveCount(1)
  await voucherBox(page).check()
  // The tea's own $20 comes off; the line shows as a voucher's at $ 0.
  const teaByVoucher = checkout.lines().filter({ hasText: 'Voucher' })
  await expect(teaByVoucher).toContainText(TEA)
  await expect(teaByVoucher.locator('.checkout-line-amount')).toHaveText('$ 0')
  await expect(checkout.priceRow('Subtotal')).toHaveText('$ 48')
  await expect(checkout.priceRow('Lunch box fee')).toHaveText('$ 3')
  await expect(checkout.total()).toHaveText('$ 51')
  expect(await seriousAxeViolations(page)).toEqual([])
  await checkout.place()
  await checkout.expectOrderDetail()

  const placed = (await (await MemberApi.of(page)).orders()).find((order) => order.orderType === 7)
  expect(placed?.priceResult).toMatchObject({ price: '51.00' })

  await account.open()
  await expect(page.getByRole('link', { name: 'Vouchers and packages' })).toBeVisible()
  await area.open()
  await expect(area.count(bought, 'Left')).toHaveText('9')
  await expect(area.count(bought, 'Used')).toHaveText('1')

  await bought.getByRole('link', { name: 'See the vouchers' }).click()
  await expect(vouchers.filter({ hasText: /Used on \d{4}-\d{2}-\d{2}/ })).toHaveCount(1)
  await page.getByRole('link', { name: 'Back to vouchers and packages' }).click()

  // Offline, what the device has is shown, and buying waits for the network.
  await page.context().setOffline(true)
  await expect(page.getByText(/^You are offline\. What this device saved is shown/)).toBeVisible()
  await expect(offer.getByRole('button', { name: `Buy ${MILK_TEA_PACKAGE}` })).toBeDisabled()
  await bought.getByRole('link', { name: 'See the vouchers' }).click()
  await expect(vouchers).toHaveCount(10)
  await expect(vouchers.filter({ hasText: /Used on/ })).toHaveCount(1)
  await page.context().setOffline(false)
})

test('a guest who presses Buy logs in with the login sheet, then pays for the package', async ({ page }) => {
  const area = new PackagesPage(page)
  await area.open()
  await expect(
    area.mine().getByText('Log in to see the packages you bought and use their vouchers.'),
  ).toBeVisible()
  await area
    .item(area.forSale(), MILK_TEA_PACKAGE)
    .getByRole('button', { name: `Buy ${MILK_TEA_PACKAGE}` })
    .click()
  await new LoginSheet(page, 'en').logInWith(freshHongKongPhone())
  await expect(page).toHaveURL(/\/shop\/fixedPayOrder\//)
  await expect(page.getByRole('button', { name: 'Pay $ 160' })).toBeVisible()
})

test('vouchers that cover the whole price leave nothing to pay, and the order is placed as cash', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await savePackageAsStaff(page.request, TOAST_PACKAGE(brandId))
  await new AccountPage(page, 'en').registerFreshMember()
  await buyPackageThroughApi(page.request, await memberToken(page), brandId, TOASTS)
  const checkout = await toastCheckout(page, brandId, restaurantId)
  await expect(checkout.total()).toHaveText('$ 14')
  await expect(checkout.payMethod('Pay at the shop')).toBeVisible()
  await toastVoucher(page).check()
  await expect(checkout.total()).toHaveText('$ 0')
  await expect(page.getByText('Nothing to pay: your vouchers cover this order.')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Choose a payment method' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('nothing-to-pay-en-phone.png'), fullPage: true })
  await checkout.placeButton().click()
  await checkout.expectOrderDetail()
  const placed = (await (await MemberApi.of(page)).orders()).find((order) => order.orderType === 7)
  expect(placed).toMatchObject({ payType: 1, priceResult: { price: '0.00' } })
})

test('a voucher another device used meanwhile is refused, and the checkout offers the next one', async ({
  page,
  browser,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await savePackageAsStaff(page.request, TOAST_PACKAGE(brandId))
  await new AccountPage(page, 'en').registerFreshMember()
  await buyPackageThroughApi(page.request, await memberToken(page), brandId, TOASTS)
  const checkout = await toastCheckout(page, brandId, restaurantId)
  await toastVoucher(page).check()
  await expect(checkout.total()).toHaveText('$ 0')

  // The same member on another phone orders a toast with the same voucher first.
  const other = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' })
  await other.clock.install({ time: worldNow() })
  const phone = await other.newPage()
  await phone.goto('/shop/brand/account')
  await waitForApp(phone)
  await phone.evaluate(storeSession, await sessionOf(page))
  const elsewhere = await toastCheckout(phone, brandId, restaurantId)
  await toastVoucher(phone).check()
  await elsewhere.placeButton().click()
  await elsewhere.expectOrderDetail()
  await other.close()

  const readAgain = page.waitForResponse(/TakeawayArea\/getRestaurantOrder/)
  await checkout.placeButton().click()
  const refusal = page.getByRole('alert').filter({ hasText: 'The order was not placed' })
  await expect(refusal).toContainText('This voucher can no longer be used. Please choose again.')
  // The vouchers are read again: the next one is offered, not ticked, and the toast is charged again.
  await expect(toastVoucher(page)).not.toBeChecked()
  await expect(checkout.total()).toHaveText('$ 14')
  await readAgain
  await refusal.getByRole('button', { name: 'OK' }).click()
  await toastVoucher(page).check()
  await expect(checkout.total()).toHaveText('$ 0')
  await checkout.placeButton().click()
  await checkout.expectOrderDetail()
  const area = new PackagesPage(page)
  await area.open()
  await expect(area.count(area.item(area.mine(), TOASTS), 'Used')).toHaveText('2')
})

test('the area and the checkout’s vouchers in three languages, on a phone', async ({ page }) => {
  await screenshotsInEachLanguage(page, 'phone')
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the area and the checkout’s vouchers in three languages', async ({ page }) => {
    await screenshotsInEachLanguage(page, 'desktop')
  })
})

/** A package the staff add for the test: Buttered Toast ($14) has no lunch box, so a voucher covers all of it. */
const TOASTS = '3 Buttered Toasts (test)'
const TOAST_PACKAGE = (brandId: number) => ({
  brandId,
  code: 'toast-3-e2e',
  name1: TOASTS,
  price: '30.00',
  voucherCount: 3,
  foodCode: 'demo-butter-toast',
})
const toastVoucher = (page: Page) => page.getByRole('checkbox', { name: /^Use a voucher for Buttered Toast/ })

/** One Buttered Toast from Central's pick-up menu, up to the order confirmation. */
async function toastCheckout(page: Page, brandId: number, restaurantId: number): Promise<CheckoutPage> {
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  await flow.menu.showCategory('Snacks')
  await flow.add('Buttered Toast')
  return flow.next()
}

/** The login the app stored on this page, to store on another device. */
function sessionOf(page: Page): Promise<{ key: string }> {
  return page.evaluate(
    () =>
      new Promise<{ key: string }>((resolve, reject) => {
        const open = indexedDB.open('shop-pwa')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('session', 'readonly').objectStore('session').get('current')
          read.onsuccess = () => {
            open.result.close()
            resolve(read.result as { key: string })
          }
          read.onerror = () => reject(read.error)
        }
      }),
  )
}

const LANGUAGES = [
  { code: 'en', button: 'English', area: 'Vouchers and packages', vouchers: 'Vouchers' },
  { code: 'zh-hk', button: '繁體中文（香港）', area: '兌換券及套票', vouchers: '兌換券' },
  { code: 'zh-cn', button: '简体中文', area: '兑换券及套票', vouchers: '兑换券' },
] as const

async function screenshotsInEachLanguage(page: Page, layout: 'phone' | 'desktop') {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  await buyPackageThroughApi(page.request, await memberToken(page), brandId, MILK_TEA_PACKAGE)
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  await flow.menu.showCategory('Drinks')
  // In the menu's Drinks (a desktop's cart panel beside it has its own button).
  const drinks = page.getByRole('region', { name: 'Drinks' })
  for (const count of ['1', '2']) {
    await drinks.getByRole('button', { name: `Add ${TEA}`, exact: true }).click()
    await expect(drinks.locator('output.stepper-count')).toHaveText(count)
  }
  const area = new PackagesPage(page)
  const checkout = new CheckoutPage(page)
  for (const language of LANGUAGES) {
    await page.goto('/shop/changeLang')
    await page.getByRole('button', { name: language.button }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/changeLang'))
    await area.open()
    await expect(page.getByRole('heading', { level: 1, name: language.area })).toBeVisible()
    await expect(page.locator('.voucher-counts dd').first()).toHaveText('10')
    await page.screenshot({
      path: test.info().outputPath(`area-${language.code}-${layout}.png`),
      fullPage: true,
    })

    await page.goto(
      `/shop/${layout === 'phone' ? 'deliveryOrder' : 'pcDeliveryOrder'}/${encodeArg([brandId, restaurantId, 0, 7])}`,
    )
    const section = page.getByRole('region', { name: language.vouchers, exact: true })
    await expect(section.getByRole('checkbox')).toHaveCount(2)
    await section.getByRole('checkbox').first().check()
    await expect(checkout.lines()).toHaveCount(2)
    await page.screenshot({
      path: test.info().outputPath(`checkout-${language.code}-${layout}.png`),
      fullPage: true,
    })
  }
}
