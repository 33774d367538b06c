import type { Browser, Page } from '@playwright/test'
import { encodeArg } from '../../src/domain/args'
import { CheckoutPage, MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { expect, test, worldNow } from './world'

/**
 * Group orders (issue 37 item 4) on the demo brand's Central shop, pick-up (menu 7): a member
 * starts one from the cart, shares its link, a friend who opens it adds dishes under their name,
 * and the host sees each person's dishes and subtotal, locks, and places one order with everyone's.
 * Soy Sauce Fried Noodles $48 + $2 lunch box; Borscht $18 + $1.
 */

const NOODLES = 'Soy Sauce Fried Noodles'
const BORSCHT = 'Borscht'

/** A friend's phone: a browser context of its own, no login, its clock in the tests' world. */
async function friendsPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
  await context.clock.install({ time: worldNow() })
  return context.newPage()
}

/** A fresh member who started a group order with noodles from Central's pick-up cart: on its page. */
async function hostWithNoodles(page: Page) {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  await flow.add(NOODLES)
  const sheet = await flow.menu.openCart()
  await sheet.getByRole('button', { name: 'Order with friends' }).click()
  await expect(page).toHaveURL(/\/shop\/inviteCode\//)
  await expect(page.getByRole('heading', { name: 'Group order', level: 1 })).toBeVisible()
  return { brandId, restaurantId }
}

/** A person's dishes on a group order's page, by the name they gave. */
function personLines(page: Page, name: string) {
  return page.getByRole('region', { name: `Added by ${name}` })
}

test('an invite link adds a friend’s lines to the host’s cart, and the host places one order', async ({
  page,
  browser,
}) => {
  await hostWithNoodles(page)
  const link = await page.getByLabel('The group order’s link').inputValue()
  expect(link).toMatch(/\/shop\/inviteOrder\//)
  await expect(page.getByRole('img', { name: 'QR code of the group order’s link' })).toBeVisible()
  // The cart's noodles became the host's dishes in the group order.
  await expect(page.locator('.table-cart-group')).toHaveCount(1)
  await expect(page.locator('.table-cart-line')).toContainText([NOODLES])

  // The friend opens the link: asked a name first, then the menu adds to the group order.
  const friend = await friendsPhone(browser)
  await friend.goto(link)
  await friend.getByLabel('Your name in the group order').fill('Bo')
  await friend.getByRole('button', { name: 'Continue to the menu' }).click()
  const friendMenu = new MenuPage(friend)
  await expect(friendMenu.categories()).toBeVisible()
  await friendMenu.showCategory('Snacks')
  await friendMenu.add(BORSCHT)
  await expect(friendMenu.countInCart(BORSCHT)).toHaveText('1')
  await friendMenu.add(BORSCHT)
  await expect(friendMenu.countInCart(BORSCHT)).toHaveText('2')
  // The friend's Next leads to the group order's page, without a checkout of their own.
  const sheet = await friendMenu.openCart()
  await sheet.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(friend).toHaveURL(/\/shop\/inviteCode\//)
  await expect(friend.getByText('Add your dishes. The host places one order for everyone.')).toBeVisible()
  await expect(friend.getByRole('button', { name: 'Lock and check out' })).toHaveCount(0)

  // The host sees the friend's dishes under their name, with their subtotal, live.
  await expect(personLines(page, 'Bo')).toContainText(`${BORSCHT}`)
  await expect(personLines(page, 'Bo').getByRole('heading')).toContainText('$ 38')
  await expect(page.locator('.invite-total')).toContainText('$ 88')

  // Locked, the friend's page says so; the host checks out and places one order with everyone's.
  await page.getByRole('button', { name: 'Lock and check out' }).click()
  const checkout = new CheckoutPage(page)
  await expect(checkout.heading()).toBeVisible()
  await expect(checkout.line(NOODLES)).toContainText('×1')
  await expect(checkout.line(BORSCHT)).toContainText('×2')
  await expect(friend.getByText(/The host is checking out/)).toBeVisible()
  await checkout.place()
  await checkout.expectOrderDetail()
  const orders = await (await MemberApi.of(page)).orders()
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ orderType: 7, priceResult: { price: '88.00' } })

  // Placed: the friend's link no longer opens the menu.
  await friend.goto(link)
  await expect(friend.getByRole('alert')).toContainText(/closed|placed/i)
  await friend.context().close()
})

test('a link without a group order’s code says it is invalid', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await page.goto(`/shop/inviteCode/${encodeArg([brandId, restaurantId, 0, 7])}`)
  await expect(page.getByRole('alert')).toHaveText('Links are invalid')
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the desktop menu starts a group order whose check-out is /pcInviteOrder', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    await new AccountPage(page, 'en').registerFreshMember()
    const menu = new MenuPage(page)
    await menu.open('index', [brandId, restaurantId, 0, 7])
    await expect(page).toHaveURL(/\/shop\/pcIndex\//)
    await menu.add(NOODLES)
    const panel = page.getByRole('complementary', { name: 'Cart' })
    await panel.getByRole('button', { name: 'Order with friends' }).click()
    // The wide form of the group order's page, its check-out the wide confirmation.
    await expect(page).toHaveURL(/\/shop\/pcInviteCode\//)
    await expect(page.locator('.table-cart-line')).toContainText([NOODLES])
    await page.getByRole('button', { name: 'Lock and check out' }).click()
    await expect(page).toHaveURL(/\/shop\/pcInviteOrder\?arg=/)
    const checkout = new CheckoutPage(page)
    await expect(checkout.heading()).toBeVisible()
    await expect(checkout.line(NOODLES)).toContainText('×1')
    await checkout.place()
    await checkout.expectOrderDetail()
    const orders = await (await MemberApi.of(page)).orders()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ orderType: 7, priceResult: { price: '50.00' } })
  })
})
