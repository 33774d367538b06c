import { encodeArg } from '../../src/domain/args'
import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

/** Pick-up menu (type 7) of the demo brand's Central shop: open, no address needed. */
const PICKUP = 7

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the phone menu and the brand home open their desktop screens', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const arg = encodeArg([brandId, restaurantId, 0, PICKUP])
    await new MenuPage(page).open('index', [brandId, restaurantId, 0, PICKUP])
    await expect(page).toHaveURL(new RegExp(`/shop/pcIndex/${arg}$`))
    await expect(page.getByRole('complementary', { name: 'Cart' })).toBeVisible()

    await new ShopPage(page).open('/brand/index')
    await expect(page).toHaveURL(/\/shop\/$/)
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'wide')
    // ?a=0 asks for the phone layout at full width: no redirect.
    await new ShopPage(page).open('/brand/index?a=0')
    await expect(page).toHaveURL(/\/shop\/brand\/index\?a=0$/)
  })

  test('a set meal chosen from the desktop menu stays in the wide layout', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    await menu.open('pcIndex', [brandId, restaurantId, 0, PICKUP])
    await menu.showCategory('Set Meals')
    await menu.choose('All-day Breakfast Set')
    await expect(page).toHaveURL(/\/shop\/combo\//)
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'wide')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    const card = await page.locator('.food-detail').boundingBox()
    expect(card!.width).toBeGreaterThan(800)
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test("the account's My addresses opens the desktop address list", async ({ page }) => {
    const account = new AccountPage(page, 'en')
    await account.registerFreshMember()
    await page.getByRole('link', { name: 'My addresses' }).click()
    await expect(page).toHaveURL(/\/shop\/pcAddressList\//)
    await expect(page.getByRole('region', { name: 'Saved addresses' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Add address' })).toBeVisible()
  })
})

test('a phone opening desktop links gets the phone screens', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const arg = encodeArg([brandId, restaurantId, 0, PICKUP])
  await new MenuPage(page).open('pcIndex', [brandId, restaurantId, 0, PICKUP])
  await expect(page).toHaveURL(new RegExp(`/shop/index/${arg}$`))
  // The phone's menu: its cart is the bar under the dishes, not the desktop's side panel.
  const menu = new MenuPage(page)
  await menu.add('Pineapple Bun with Butter')
  await expect(menu.cartBar()).toContainText('1 in cart')
  await expect(page.locator('.pc-cart-panel')).toHaveCount(0)

  await page.goto(`/shop/pcOrderDetail/${encodeArg([brandId, restaurantId, 0, 1])}`)
  await expect(page).toHaveURL(new RegExp(`/shop/orderDetail/${encodeArg([brandId, restaurantId, 0, 1])}$`))
})
