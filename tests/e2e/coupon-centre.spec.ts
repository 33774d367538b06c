import { encodeArg } from '../../src/domain/args'
import { seriousAxeViolations } from './pages/axe'
import { MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage, freshHongKongPhone, LoginSheet } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { WalletPage } from './pages/WalletPages'
import { type Browser, expect, type Locator, type Page, test, worldNow } from './world'

/**
 * The coupon centre and gift links (issue 38 items 1 and 3): collect a coupon into the wallet, a
 * guest collects after logging in through the sheet, a coupon sent to a second browser context is
 * claimed there and gone from the giver. Demo data: server/db/seed/couponCentre.ts.
 */

async function demoBrandId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/restaurant/brand/getBrandByAlias?alias=demo')
  return ((await answer.json()) as { data: { id: number } }).data.id
}

async function openCentre(page: Page, brandId: number) {
  await page.goto(`/shop/collectCoupons/${encodeArg([brandId, 0, 0])}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon centre' })).toBeVisible()
}

/** A coupon's ticket on the screen, by its name. */
function ticket(page: Page, name: string): Locator {
  return page.getByRole('article', { name })
}

/** The member's coupons of the brand as the checkout lists them. */
async function walletNames(api: MemberApi, brandId: number): Promise<string[]> {
  const answer = await api.request.post('/api/member-web/member/getMemberCouponByMemberId', {
    headers: { Authorization: `Bearer ${api.token}` },
    data: { brandId },
  })
  return ((await answer.json()) as { data: { name1: string }[] }).data.map((item) => item.name1)
}

test('a member collects a coupon and sees it counted as held', async ({ page }) => {
  const brandId = await demoBrandId(page)
  await new AccountPage(page, 'en').registerFreshMember()
  // The account leads to the centre.
  await page.getByRole('link', { name: 'Coupon centre' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon centre' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Tea-time treats' })).toBeVisible()
  const twice = ticket(page, '$8 off tea time')
  await expect(twice).toContainText('You can collect 2, you have 0')
  await expect(twice).toContainText('Valid 14 days after collecting')
  await expect(ticket(page, 'Limited $15 off')).toContainText(/\d+ left/)
  expect(await seriousAxeViolations(page)).toEqual([])

  await twice.getByRole('button', { name: 'Collect' }).click()
  await expect(twice.getByText('Collected. It is in your wallet.')).toBeVisible()
  await expect(twice).toContainText('You can collect 2, you have 1')
  await expect(twice.getByRole('link', { name: 'Open my coupons' })).toHaveAttribute(
    'href',
    `/shop/myCoupons/${encodeArg([brandId, 0, 0])}`,
  )
  const api = await MemberApi.of(page)
  expect(await walletNames(api, brandId)).toContain('$8 off tea time')

  await twice.getByRole('button', { name: 'Collect' }).click()
  await expect(twice).toContainText('You can collect 2, you have 2')
  await expect(twice.getByRole('button', { name: 'Collected' })).toBeDisabled()

  // The detail states every rule in words.
  await ticket(page, '12% off toast sets')
    .getByRole('link', { name: 'Details of 12% off toast sets' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon details' })).toBeVisible()
  const detail = ticket(page, '12% off toast sets')
  await expect(detail).toContainText('Takes at most $ 20 off.')
  await expect(detail).toContainText('For pick-up orders only.')
  expect(await seriousAxeViolations(page)).toEqual([])
})

test('a collected coupon pays part of an order, then shows under Used with that order', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  const wallet = new WalletPage(page)
  // Use now goes back to the menu last opened, whose restaurant and menu are stored in the background.
  await expect.poll(() => wallet.storedSetting('menuType')).toBe(7)
  await expect.poll(() => wallet.storedSetting('restaurantId')).toBe(restaurantId)

  await openCentre(page, brandId)
  const teaTime = ticket(page, '$8 off tea time')
  await teaTime.getByRole('button', { name: 'Collect' }).click()
  await teaTime.getByRole('link', { name: 'Open my coupons' }).click()
  await wallet.expectCounts(6, 0, 0)
  await wallet.ticket('$8 off tea time').getByRole('button', { name: 'Use now' }).click()

  await expect(page).toHaveURL(/\/shop\/index\//)
  await flow.add('Soy Sauce Fried Noodles', 2)
  const checkout = await flow.next()
  await expect(checkout.coupon(/\$8 off tea time/)).toBeChecked()
  await expect(checkout.priceRow('Coupon')).toHaveText('−$ 8')
  await checkout.place()
  await checkout.expectOrderDetail()
  const orderUrl = new URL(page.url()).pathname

  await wallet.open(brandId)
  await wallet.expectCounts(5, 1, 0)
  await wallet.tab('Used').click()
  await wallet.ticket('$8 off tea time').getByRole('link', { name: 'Its order' }).click()
  await page.locator('.wallet-order').click()
  await expect(page).toHaveURL(orderUrl)
})

test('a guest is asked to log in on Collect and then collects that coupon', async ({ page }) => {
  const brandId = await demoBrandId(page)
  await openCentre(page, brandId)
  const toast = ticket(page, '12% off toast sets')
  await expect(toast).toContainText('Each member can collect 1')
  await toast.getByRole('button', { name: 'Collect' }).click()
  const sheet = new LoginSheet(page, 'en')
  await sheet.logInWith(freshHongKongPhone())
  await expect(toast.getByText('Collected. It is in your wallet.')).toBeVisible()
  await expect(toast).toContainText('You can collect 1, you have 1')
  expect(await walletNames(await MemberApi.of(page), brandId)).toContain('12% off toast sets')
})

/** A second phone: a browser context of its own, its clock in the tests' world. */
async function friendsPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
  await context.clock.install({ time: worldNow() })
  return context.newPage()
}

test('a coupon sent by link is claimed on a second phone and gone from the giver', async ({
  page,
  browser,
}) => {
  const brandId = await demoBrandId(page)
  await new AccountPage(page, 'en').registerFreshMember()
  const giver = await MemberApi.of(page)
  const held = await giver.request.post('/api/member-web/member/getMemberCouponByMemberId', {
    headers: { Authorization: `Bearer ${giver.token}` },
    data: { brandId },
  })
  const welcome = ((await held.json()) as { data: { id: number; name1: string }[] }).data.find(
    (item) => item.name1 === 'New member $20 off',
  )!
  // From the wallet: the coupon's detail offers to send it.
  const wallet = new WalletPage(page)
  await wallet.open(brandId)
  await wallet.ticket('New member $20 off').getByRole('link', { name: 'Details' }).click()
  await page.getByRole('link', { name: 'Send to a friend' }).click()
  await expect(page).toHaveURL(`/shop/sendSingle/${encodeArg([brandId, 0, 0, welcome.id])}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Send to a friend' })).toBeVisible()
  await page.getByRole('button', { name: 'Create a gift link' }).click()
  const link = await page.getByRole('textbox', { name: 'The gift link' }).inputValue()
  expect(link).toMatch(/\/shop\/sendSingle\//)
  expect(await seriousAxeViolations(page)).toEqual([])
  expect(await walletNames(giver, brandId)).not.toContain('New member $20 off')

  const friend = await friendsPhone(browser)
  try {
    await friend.goto(link)
    await expect(friend.getByRole('heading', { level: 1, name: 'A coupon for you' })).toBeVisible()
    await expect(ticket(friend, 'New member $20 off')).toBeVisible()
    expect(await seriousAxeViolations(friend)).toEqual([])
    await friend.getByRole('button', { name: 'Claim the coupon' }).click()
    await new LoginSheet(friend, 'en').logInWith(freshHongKongPhone())
    await expect(friend.getByText('The coupon is yours. It is in your wallet.')).toBeVisible()
    expect(await walletNames(await MemberApi.of(friend), brandId)).toContain('New member $20 off')
  } finally {
    await friend.context().close()
  }

  await page.reload()
  await expect(
    page.getByText('Your friend claimed this coupon. It is no longer in your wallet.'),
  ).toBeVisible()
  expect(await walletNames(giver, brandId)).not.toContain('New member $20 off')
  // The link, opened again, says it was claimed.
  await page.goto(link)
  await expect(page.getByText('This coupon has already been claimed.')).toBeVisible()
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the centre puts tickets side by side at a readable width', async ({ page }) => {
    const brandId = await demoBrandId(page)
    await new AccountPage(page, 'en').registerFreshMember()
    await openCentre(page, brandId)
    const first = ticket(page, '$8 off tea time')
    const second = ticket(page, '12% off toast sets')
    await expect(second).toBeVisible()
    const [a, b] = [await first.boundingBox(), await second.boundingBox()]
    expect(b!.y).toBeCloseTo(a!.y, 0)
    expect(b!.x).toBeGreaterThan(a!.x + a!.width)
    await page.screenshot({ path: test.info().outputPath('coupon-centre-desktop.png'), fullPage: true })
  })
})
