import { seriousAxeViolations } from './pages/axe'
import { MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral, demoShop } from './pages/MenuPages'
import { ShopPage } from './pages/ShopPage'
import { WalletPage } from './pages/WalletPages'
import { expect, test } from './world'

/**
 * The coupon wallet (issue 38 item 2) on the demo brand: a new member holds the brand's five
 * starter coupons. Use now opens the last menu and the checkout has the coupon chosen; after the
 * order it is under Used with that order. Promo codes are redeemed in the wallet with SPEC §8's
 * messages; /pcCoupon puts the promo code beside the list; offline the last list shows with its age.
 */

const NOODLES = 'Soy Sauce Fried Noodles'
const REGULARS = '10% off for regulars'

test('Use now opens the last menu with the coupon chosen; after the order it is under Used with it', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  const wallet = new WalletPage(page)
  // The menu last opened is stored in the background: the wallet's Use now goes back to it.
  await expect.poll(() => wallet.storedSetting('menuType')).toBe(7)
  await expect.poll(() => wallet.storedSetting('restaurantId')).toBe(restaurantId)

  await wallet.open(brandId)
  await wallet.expectCounts(5, 0, 0)
  await expect(wallet.tickets()).toHaveCount(5)
  await wallet.ticket(REGULARS).getByRole('button', { name: 'Use now' }).click()

  await expect(page).toHaveURL(/\/shop\/index\//)
  await flow.add(NOODLES)
  const checkout = await flow.next()
  await expect(checkout.coupon(new RegExp(REGULARS))).toBeChecked()
  await expect(checkout.priceRow('Coupon')).toHaveText(/^−\$/)
  await checkout.place()
  await checkout.expectOrderDetail()
  // Chosen once, then forgotten: the next checkout starts with the diner's own choice.
  await expect.poll(() => wallet.storedSetting('couponToUse')).toBe(null)
  const orderUrl = new URL(page.url()).pathname

  await wallet.open(brandId)
  await wallet.expectCounts(4, 1, 0)
  await wallet.tab('Used').click()
  const used = wallet.ticket(REGULARS)
  await expect(used).toContainText(
    /Held by your order at Kong Kee Café \(Central\) of .* until it is paid or accepted/,
  )
  await used.getByRole('link', { name: 'Its order' }).click()
  await expect(page.getByRole('heading', { name: 'Coupon orders', level: 1 })).toBeVisible()
  await page.locator('.wallet-order').click()
  await expect(page).toHaveURL(orderUrl)
})

test('a promo code redeemed in the wallet shows under Usable at once; a wrong one says so', async ({
  page,
}) => {
  const { brandId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const wallet = new WalletPage(page)
  await wallet.open(brandId)
  await wallet.expectCounts(5, 0, 0)
  expect(await seriousAxeViolations(page)).toEqual([])

  await wallet.redeem('nosuchcode')
  await expect(page.getByRole('alert')).toHaveText('This coupon code does not exist')
  await wallet.redeem('welcome10')
  await expect(page.getByRole('status').filter({ hasText: 'Coupon added to your wallet.' })).toBeVisible()
  await wallet.expectCounts(6, 0, 0)
  await expect(wallet.ticket('Promo code $10 off')).toBeVisible()
  // An unused promo-code coupon is held: SPEC §8's third message.
  await wallet.redeem('HAPPYHOUR')
  await expect(page.getByRole('alert')).toHaveText('Please use your promo code before redeeming a new one')

  // The detail gives every rule and where the coupon came from.
  await wallet.ticket('Promo code $10 off').getByRole('link', { name: 'Details' }).click()
  await expect(page.getByRole('heading', { name: 'Coupon details', level: 1 })).toBeVisible()
  await expect(page.getByText(/^Redeemed with a promo code on \d{4}-\d\d-\d\d$/)).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
})

test('an exclusive coupon at checkout says which offer it replaces, and the order then has only it', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoShop(page.request, 'Harbour (Aberdeen)', 'harbour')
  const phone = await new AccountPage(page, 'en').registerFreshMember()
  // Joining Harbour gives its starter set, with the exclusive DIMSUM30 ($30 off over $200).
  const { token } = await MemberApi.of(page)
  const headers = { Authorization: `Bearer ${token}`, 'X-App-Type': '7', 'X-Locale': 'en' }
  const info = await (
    await page.request.post('/api/member/member/getMemberInfoOth1', { headers, data: {} })
  ).json()
  const joined = await page.request.post('/api/member-web/member/joinBrand', {
    headers,
    data: { memberId: info.data.id, phone, brandId },
  })
  expect((await joined.json()).success).toBe(true)

  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  // Two of each (the menu's limit per dish) of five dim sum: well over $200.
  for (const dish of [
    'Har Gow (Shrimp Dumplings)',
    'Siu Mai with Crab Roe',
    'BBQ Pork Buns',
    'Shrimp Rice Rolls',
    'BBQ Pork Rice Rolls',
  ])
    await flow.add(dish, 2)
  const checkout = await flow.next()
  // Over $200 of pick-up: Harbour's 12 % rule applies.
  await expect(checkout.priceRow('Discount')).toHaveText(/^−HK\$\d+\.\d\d$/)
  const offer = (await checkout.priceRow('Discount').textContent())!.replace('−', '')
  const exclusive = page.locator('.checkout-choice', { hasText: '$30 off dim sum over $200' })
  await expect(exclusive).toContainText(`Not combined with other offers: the ${offer} offer will not apply`)
  await exclusive.getByRole('radio').check()
  await expect(checkout.priceRow('Coupon')).toHaveText('−HK$30')
  await expect(checkout.priceRow('Discount')).toHaveCount(0)
  await checkout.place()
  await checkout.expectOrderDetail()
})

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('/pcCoupon puts the promo code beside a grid of coupons', async ({ page }) => {
    const { brandId } = await demoCentral(page.request)
    await new AccountPage(page, 'en').registerFreshMember()
    const wallet = new WalletPage(page)
    await wallet.open(brandId, 'pcCoupon')
    await wallet.expectCounts(5, 0, 0)
    const promo = (await page.locator('.wallet-promo').boundingBox())!
    const list = (await page.locator('.wallet-main').boundingBox())!
    expect(list.x).toBeGreaterThanOrEqual(promo.x + promo.width)
    const [first, second] = await Promise.all([
      wallet.tickets().nth(0).boundingBox(),
      wallet.tickets().nth(1).boundingBox(),
    ])
    // Two tickets side by side on one row.
    expect(second!.y).toBe(first!.y)
    expect(second!.x).toBeGreaterThan(first!.x)
  })
})

test.describe('offline', () => {
  // The service worker serves the app offline (the suite blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' })

  test('the wallet last seen reads offline with its age', async ({ page, context }) => {
    const { brandId } = await demoCentral(page.request)
    await new AccountPage(page, 'en').registerFreshMember()
    const wallet = new WalletPage(page)
    await wallet.open(brandId)
    await wallet.expectCounts(5, 0, 0)
    const shop = new ShopPage(page)
    await expect.poll(() => shop.countLocal('orderCopies')).toBe(1)
    await shop.waitForServiceWorker()

    await context.setOffline(true)
    await page.reload()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /You are offline: your coupons as saved on this device on \d{4}-/ }),
    ).toBeVisible()
    await expect(wallet.tickets()).toHaveCount(5)
    await wallet.expectCounts(5, 0, 0)
    await context.setOffline(false)
  })
})
