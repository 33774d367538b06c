import { encodeArg } from '../../src/domain/args'
import { PLACEMENT_DEFAULTS } from '../../src/domain/placementLimits'
import { CheckoutPage, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { runStaffCommand } from './pages/orderStaff'
import { expect, test } from './world'

/**
 * What one member may order (issue 34 item 4) as the diner meets it, on the demo brand's Central
 * shop, pick-up menu (Soy Sauce Fried Noodles $48 + $2 lunch box). The restaurant sets its caps
 * with `npm run staff -- limits set`; each test puts the shop's defaults back.
 */

const NOODLES = 'Soy Sauce Fried Noodles'
const PICKUP = 7

test.describe('the Central shop’s caps', () => {
  let scope: string[] = []
  test.beforeEach(async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    scope = ['--brand', String(brandId), '--restaurant', String(restaurantId)]
  })
  test.afterEach(async () => {
    await runStaffCommand(
      'limits',
      'set',
      `units=${PLACEMENT_DEFAULTS.lineUnits}`,
      `max-total=${PLACEMENT_DEFAULTS.maxTotal}`,
      ...scope,
    )
  })

  test('a cart line stops at the shop’s units per line, and says why', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    // The server keeps the rendered menu with the caps of now; a change of caps renders it again.
    const menuPath = `/shop/index/${encodeArg([brandId, restaurantId, 0, PICKUP])}`
    for (let ask = 0; ask < 2; ask++)
      await page.request.get(menuPath, { headers: { 'Accept-Language': 'en' } })
    await runStaffCommand('limits', 'set', 'units=3', ...scope)
    const flow = new OrderingFlow(page)
    await flow.openMenu(brandId, restaurantId, PICKUP)
    await flow.add(NOODLES, 3)
    await flow.menu.add(NOODLES)
    await expect(flow.menu.toast('You can order at most 3 of this dish with the same choices')).toBeVisible()
    await expect(flow.menu.countInCart(NOODLES)).toHaveText('3')

    const sheet = await flow.menu.openCart()
    const plus = sheet.getByRole('button', { name: `Add ${NOODLES}` })
    await expect(plus).toBeDisabled()
    // Pressed anyway, it still says why and adds nothing.
    await plus.dispatchEvent('click')
    await expect(flow.menu.toast('You can order at most 3 of this dish with the same choices')).toBeVisible()
    await expect(sheet.locator('.cart-line')).toContainText('3')
    await sheet.getByRole('button', { name: `Remove one ${NOODLES}` }).click()
    await expect(plus).toBeEnabled()
  })

  test('the checkout will not place an order above the shop’s price cap, and says so', async ({ page }) => {
    await runStaffCommand('limits', 'set', 'max-total=80', ...scope)
    const { brandId, restaurantId } = await demoCentral(page.request)
    await new AccountPage(page, 'en').registerFreshMember()
    const flow = new OrderingFlow(page)
    await flow.openMenu(brandId, restaurantId, PICKUP)
    await flow.add(NOODLES, 2)
    const checkout = await flow.next()
    await expect(checkout.total()).toHaveText('$ 90')
    // Why the button is held back shows beside it, on screen, and is its description.
    const why = 'Orders over $ 80 cannot be placed online. Please contact the restaurant.'
    await expect(page.getByRole('alert').filter({ hasText: why })).toBeInViewport()
    await expect(checkout.placeButton()).toBeDisabled()
    await expect(checkout.placeButton()).toHaveAccessibleDescription(why)

    // One fewer: within the cap, the order can be placed.
    await page.goBack()
    await page
      .getByRole('button', { name: `Remove one ${NOODLES}` })
      .first()
      .click()
    await expect(flow.menu.countInCart(NOODLES)).toHaveText('1')
    const again = await flow.next()
    await expect(again.total()).toHaveText('$ 50')
    await expect(new CheckoutPage(page).placeButton()).toBeEnabled()
  })
})
