import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { memberToken } from './pages/orderSetup'
import { expect, test } from './world'

/**
 * Issue 38 item 6: the account shows what a member holds (usable coupons as a badge, the points
 * balance) and leads to the wallet, the points, the coupon centre and the favourites.
 */

test('the account counts usable coupons and points and leads to each wallet screen', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const token = await memberToken(page)
  const brand = await (await page.request.get('/api/restaurant/brand/getBrandByAlias?alias=demo')).json()
  const quantity = await page.request.get(
    `/api/member/member/memberCoupon/getAvailableCouponQuantity?brandId=${brand.data.id}`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  const usable = ((await quantity.json()) as { data: number }).data
  // A new member of the demo brand holds its starter coupons.
  expect(usable).toBeGreaterThan(0)

  const links = page.getByRole('navigation', { name: 'Account' })
  const coupons = links.getByRole('link', { name: `My coupons ${usable} usable` })
  await expect(coupons).toBeVisible()
  await expect(links.getByRole('link', { name: 'My points balance 0' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('account-links.png'), fullPage: true })

  await coupons.click()
  await expect(page.getByRole('heading', { name: 'My coupons', level: 1 })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^Usable/ })).toHaveText(`Usable${usable}`)

  await page.goBack()
  await links.getByRole('link', { name: /^My points/ }).click()
  await expect(page).toHaveURL(/\/shop\/appIntegralList\?brandId=/)
  await expect(page.getByTestId('points-balance')).toHaveText('0')

  await page.goBack()
  await links.getByRole('link', { name: 'My favourites' }).click()
  await expect(page.getByRole('heading', { name: 'My favourites', level: 1 })).toBeVisible()

  await page.goBack()
  await links.getByRole('link', { name: 'Coupon centre' }).click()
  await expect(page).toHaveURL(/\/shop\/collectCoupons\//)
})
