import { seriousAxeViolations } from './pages/axe'
import { MemberApi, OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { expect, test } from './world'

/**
 * The delivery address in the ordering flow (issue 12 item 7): a member's saved default address is
 * where a delivery menu delivers, without asking; the menu says so and lets the diner change it. Demo Central's delivery menu (1) asks for $80 at
 * least: two Soy Sauce Fried Noodles ($48) are enough.
 */

const NOODLES = 'Soy Sauce Fried Noodles'
const NEED_ADDRESS = 'Please enter an address'

test('default address used: the delivery menu shows it, does not ask, and Next goes on to checkout', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  await (await MemberApi.of(page)).addAddressNearCentral()

  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 1)
  await expect(flow.deliveryPlace()).toHaveText(/^Delivering to Block B, 1 Queen’s Road Central/)
  expect(await seriousAxeViolations(page)).toEqual([])
  await flow.add(NOODLES, 2)
  await expect(page.getByText(NEED_ADDRESS)).toHaveCount(0)
  const checkout = await flow.next()
  await expect(page.getByText('Chan Tai Man · 91234567')).toBeVisible()
  await expect(checkout.priceRow('Delivery fee')).toHaveText(/^\$ \d+(\.\d{2})?$/)
})

test('the diner changes the delivery address from the menu and comes back to it', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new AccountPage(page, 'en').registerFreshMember()
  const api = await MemberApi.of(page)
  await api.addAddressNearCentral()
  await api.addAddressNearCentral({
    currentAddress: '8 Pottinger Street',
    receiver: 'Lee Siu Ming',
    isdefault: 0,
  })

  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 1)
  await flow.add(NOODLES, 2)
  await flow.chooseAddress('8 Pottinger Street')
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(flow.menu.countInCart(NOODLES)).toHaveText('2')
  // The choice is kept: reopening the menu still delivers there, and the checkout uses it.
  await flow.openMenu(brandId, restaurantId, 1)
  await expect(flow.deliveryPlace()).toContainText('8 Pottinger Street')
  await flow.next()
  await expect(page.getByText('Lee Siu Ming · 91234567')).toBeVisible()
})

test('a guest on a delivery menu is still asked for an address', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 1)
  await expect(page.getByRole('alert').filter({ hasText: NEED_ADDRESS })).toBeVisible()
  await expect(flow.deliveryPlace()).toHaveCount(0)
})
