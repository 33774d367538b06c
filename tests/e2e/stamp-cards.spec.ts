import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { demoCentral } from './pages/MenuPages'
import { memberToken, OrderApi } from './pages/orderSetup'
import { OrderStaff } from './pages/orderStaff'
import { WalletPage } from './pages/WalletPages'
import { expect, test } from './world'

/**
 * Stamp cards (issue 39 item 3): the account shows the demo brand's card, each order the merchant
 * completes (staff API) puts a stamp on it, and the eighth turns it into a coupon in the wallet
 * while a fresh card starts.
 */

const REWARD = '$30 off (stamp card reward)'

test('completed orders fill the stamp card; its reward lands in the wallet and a new card starts', async ({
  page,
}) => {
  test.slow()
  const shop = await demoCentral(page.request)
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const card = page.getByTestId('stamp-card').filter({ hasText: 'Kong Kee stamp card' })
  await expect(card.getByRole('img', { name: '0 of 8 stamps' })).toBeVisible()
  await expect(card).toContainText('One stamp for every completed Delivery / Pick-up order of $ 40 or more')
  await expect(card).toContainText(`A full card turns into: ${REWARD}`)

  const orders = new OrderApi(page.request, await memberToken(page), shop.brandId, shop.restaurantId)
  const staff = new OrderStaff(page.request)
  const completeOrder = async () => {
    const order = await orders.placePickupOrder()
    await staff.confirm(order.id)
    const done = await staff.status(order.id, 5)
    expect(Number(done.priceResult.price)).toBeGreaterThanOrEqual(40)
  }
  for (let n = 0; n < 7; n++) await completeOrder()
  await page.reload()
  await expect(card.getByRole('img', { name: '7 of 8 stamps' })).toBeVisible()
  await expect(card.locator('.stamp-mark-filled')).toHaveCount(7)
  expect(await seriousAxeViolations(page)).toEqual([])

  await completeOrder()
  await page.reload()
  await expect(card.getByRole('img', { name: '0 of 8 stamps' })).toBeVisible()
  await expect(card.locator('.stamp-mark-filled')).toHaveCount(0)
  await expect(card).toContainText('1 reward earned so far')

  const wallet = new WalletPage(page)
  await wallet.open(shop.brandId)
  await expect(wallet.ticket(REWARD)).toBeVisible()
})
