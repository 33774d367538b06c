import { OrderingFlow } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { demoShop } from './pages/MenuPages'
import { OrderListPage } from './pages/OrderPages'
import { expect, test } from './world'

/**
 * Money reads one way everywhere (issue 36 item 8): with the brand's own currency prefix. The
 * Harbour demo brand's is 'HK$' (server/db/seed/brands.ts), Kong Kee keeps the default '$ '.
 * Siu Mai with Crab Roe is $38 on the Aberdeen shop's pick-up menu.
 */

const SIU_MAI = 'Siu Mai with Crab Roe'

test('a brand’s own currency prefix shows on the menu, checkout, the order and the order list', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoShop(page.request, 'Harbour (Aberdeen)', 'harbour')
  await new AccountPage(page, 'en').registerFreshMember()
  const flow = new OrderingFlow(page)
  await flow.openMenu(brandId, restaurantId, 7)
  await expect(flow.menu.food(SIU_MAI)).toContainText('HK$38')
  await flow.add(SIU_MAI)
  const checkout = await flow.next()
  await expect(checkout.total()).toHaveText(/^HK\$\d+$/)
  const total = await checkout.total().textContent()
  await checkout.place()
  await checkout.expectOrderDetail()

  // The order as the server stored it: each amount with the brand's prefix, none with the default.
  const lines = page.locator('.order-lines')
  await expect(lines.locator('.order-line').filter({ hasText: SIU_MAI })).toContainText('HK$38')
  await expect(page.locator('.order-price-total dd')).toHaveText(total!)
  await expect(page.locator('.order-price dd').first()).toHaveText(/^HK\$/)
  await expect(page.locator('main')).not.toContainText(/(?<!HK)\$/)

  const list = new OrderListPage(page, 'en')
  await list.open(brandId)
  await expect(list.cards()).toHaveCount(1)
  await expect(list.cards().locator('.order-card-total strong')).toHaveText(total!)
})
