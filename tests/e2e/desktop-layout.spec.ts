import { encodeArg } from '../../src/domain/args'
import { waitForApp } from './pages/appShell'
import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { OrderListPage } from './pages/OrderPages'
import { memberToken, OrderApi } from './pages/orderSetup'
import { expect, type Locator, type Page, test } from './world'

/**
 * Phone screens without a pc* variant use a desktop's width (issue 12 item 5): on a wide screen
 * AppShell's roomy screens spread their content over a centred page, each in its own arrangement;
 * a phone keeps them in one column, as they were.
 */

/**
 * The locator's box. Polled: on a device that holds settings, the app renders afresh over the
 * server's page once it starts, and an element found on the server's page may be gone by then.
 */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible()
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull()
  return box!
}

/** Whether `right` stands beside `left` (to its right, their tops level within `slack` px). */
async function expectBeside(left: Locator, right: Locator, slack = 2) {
  const [a, b] = [await boxOf(left), await boxOf(right)]
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width)
  expect(Math.abs(b.y - a.y)).toBeLessThanOrEqual(slack)
}

/** Whether `lower` stands under `upper`, the two no wider than the screen. */
async function expectStacked(page: Page, upper: Locator, lower: Locator) {
  const [a, b] = [await boxOf(upper), await boxOf(lower)]
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height)
  const width = page.viewportSize()!.width
  for (const box of [a, b]) expect(box.x + box.width).toBeLessThanOrEqual(width)
}

/** The page of a roomy screen: tab bar kept, content wider than the phone column yet not stretched. */
async function expectRoomyPage(page: Page, content: Locator) {
  expect((await boxOf(content)).width).toBeGreaterThan(600)
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'roomy')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  const frame = await boxOf(page.locator('.page'))
  expect(frame.width).toBeLessThanOrEqual(1120)
  expect(Math.abs(frame.x + frame.width / 2 - 640)).toBeLessThan(12)
}

const SHOP_NAME = 'Kong Kee Café (Central)'

/** The list of open restaurants (each card holds its own list of ways to order). */
function openList(page: Page) {
  return page.getByRole('region', { name: 'Open restaurants' }).locator('.restaurant-list')
}

function shopParts(page: Page) {
  return {
    summary: page.getByRole('region', { name: SHOP_NAME }),
    ordering: page.getByRole('region', { name: 'Order now' }),
  }
}

test.describe('on a wide desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the restaurant lists and the map lay their cards side by side', async ({ page }) => {
    const { brandId } = await demoCentral(page.request)
    for (const path of [
      `/restaurantList/${encodeArg([brandId, 0, 0])}`,
      `/brand/restaurantList/${encodeArg([brandId, 0, 0])}`,
      '/map',
    ]) {
      await page.goto(`/shop${path}`)
      const cards = openList(page).locator('> li')
      await expectRoomyPage(page, openList(page))
      await expectBeside(cards.nth(0), cards.nth(1))
    }
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test("a server-rendered list is laid out for the desktop before the app's script runs", async ({
    page,
  }) => {
    const { brandId } = await demoCentral(page.request)
    // The script is held, as on a slow network: only the server's page and its head are there.
    let releaseScript = () => {}
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve))
    await page.route('**/shop/assets/**/*.js', async (route) => {
      await scriptHeld
      await route.fallback()
    })
    await page.goto(`/shop/restaurantList/${encodeArg([brandId, 0, 0])}`, { waitUntil: 'commit' })
    const cards = openList(page).locator('> li')
    await expect(cards.nth(1)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-script', 'pending')
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'roomy')
    await expectBeside(cards.nth(0), cards.nth(1))
    const before = await cards.nth(1).boundingBox()
    releaseScript()
    await waitForApp(page)
    // The app keeps the layout the page came with: nothing moves when it starts.
    expect(await cards.nth(1).boundingBox()).toEqual(before)
  })

  test('the brand home spreads its carousel and lays its restaurants side by side', async ({ page }) => {
    const { brandId } = await demoCentral(page.request)
    await page.goto(`/shop/brand/index/${encodeArg([brandId, 0, 0])}`)
    const restaurants = page.getByRole('region', { name: 'Restaurants' }).locator('.restaurant-list > li')
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'roomy')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expectBeside(restaurants.nth(0), restaurants.nth(1))
    const carousel = await boxOf(page.getByRole('region', { name: 'Featured' }))
    expect(carousel.width).toBeGreaterThan(600)
    expect(carousel.width).toBeLessThanOrEqual(1120)
    expect(Math.abs(carousel.x + carousel.width / 2 - 640)).toBeLessThan(12)
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test('the shop page sets the restaurant beside its ways to order', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    for (const route of ['shop', 'shop2']) {
      await page.goto(`/shop/${route}/${encodeArg([brandId, restaurantId, 0])}`)
      const { summary, ordering } = shopParts(page)
      await expectRoomyPage(page, page.locator('.shop-columns'))
      const [info, order] = [await boxOf(summary), await boxOf(ordering)]
      expect(order.x).toBeGreaterThanOrEqual(info.x + info.width)
      expect(order.y).toBeLessThan(info.y)
    }
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test("a member's account and orders use the width; the member's forms keep a readable one", async ({
    page,
  }) => {
    await new AccountPage(page, 'en').registerFreshMember()
    const summary = page.locator('.member-summary')
    const profile = page.getByRole('form', { name: 'Personal information' })
    await expectRoomyPage(page, page.locator('.account-page'))
    await expectBeside(summary, profile)
    expect(await seriousAxeViolations(page)).toEqual([])

    const { brandId, restaurantId } = await demoCentral(page.request)
    const api = new OrderApi(page.request, await memberToken(page), brandId, restaurantId)
    await api.placePickupOrder()
    await api.placePickupOrder()
    const list = new OrderListPage(page, 'en')
    await list.open(brandId)
    await expect(list.cards()).toHaveCount(2)
    await expectRoomyPage(page, page.getByRole('region', { name: 'My orders' }))
    await expectBeside(list.cards().nth(0), list.cards().nth(1))
    expect(await seriousAxeViolations(page)).toEqual([])

    for (const [path, heading] of [
      [`addressAdd/${encodeArg([brandId, 0, 0])}`, 'Add address'],
      [`logout/${encodeArg([brandId, 0, 0])}`, 'Delete account'],
      [`code/whatsapp/${encodeArg([brandId, restaurantId, 0])}`, 'Order updates on WhatsApp'],
    ]) {
      await page.goto(`/shop/${path}`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-layout', 'roomy')
      const width = (await boxOf(page.locator('.page'))).width
      expect([path, width > 600 && width <= 640]).toEqual([path, true])
    }
  })
})

for (const width of [390, 320]) {
  test(`a ${width} px phone keeps these screens in one column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    const { brandId, restaurantId } = await demoCentral(page.request)
    await page.goto(`/shop/restaurantList/${encodeArg([brandId, 0, 0])}`)
    const cards = openList(page).locator('> li')
    await expectStacked(page, cards.nth(0), cards.nth(1))
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'full')

    await page.goto(`/shop/shop/${encodeArg([brandId, restaurantId, 0])}`)
    const { summary, ordering } = shopParts(page)
    await expectStacked(page, summary, ordering)

    await page.goto('/shop/brand/account')
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
    expect((await boxOf(page.locator('.member-gate'))).width).toBeLessThanOrEqual(width)

    await page.goto(`/shop/brand/index/${encodeArg([brandId, 0, 0])}`)
    const restaurants = page.getByRole('region', { name: 'Restaurants' }).locator('.restaurant-list > li')
    await expectStacked(page, restaurants.nth(0), restaurants.nth(1))
  })
}
