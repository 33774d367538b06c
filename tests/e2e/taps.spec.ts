import { demoCentral, MenuPage } from './pages/MenuPages'
import { expect, test } from './world'

/** Pick-up menu (type 7) of the demo brand's Central shop: open, no address needed. */
const PICKUP = 7

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

test('five quick taps on a stepper add five; none is taken for a double-tap zoom', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.showCategory('Snacks')
  await menu.addButton('Buttered Toast').tap()
  await expect(menu.countInCart('Buttered Toast')).toHaveText('1')

  const plus = await menu.addButton('Buttered Toast').boundingBox()
  if (!plus) throw new Error('the + of Buttered Toast is not on screen')
  for (let tap = 0; tap < 5; tap++) {
    await page.touchscreen.tap(plus.x + plus.width / 2, plus.y + plus.height / 2)
    await page.waitForTimeout(100)
  }
  await expect(menu.countInCart('Buttered Toast')).toHaveText('6')
  await expect(menu.cartBar()).toContainText('6 in cart')
})

test('double-tap zoom is turned off by CSS on what a diner taps', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.showCategory('Snacks')
  const plus = menu.addButton('Buttered Toast')
  await expect(plus).toHaveCSS('touch-action', 'manipulation')
  await expect(menu.category('Snacks')).toHaveCSS('touch-action', 'manipulation')
})
