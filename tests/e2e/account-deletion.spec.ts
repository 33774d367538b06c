import { AccountDeletionPages, isRegistration, memberIdOf } from './pages/AccountDeletionPages'
import { MemberApi } from './pages/CheckoutPages'
import { AccountPage } from './pages/MemberPages'
import { ShopPage } from './pages/ShopPage'
import { BROWSER_LOCALE } from './pages/texts'
import { expect, type Page, test } from './world'

/** The server sends one code per phone per 60 s (SPEC §9 resend window), plus a second's margin. */
const SMS_RESEND_WINDOW_SECONDS = 61

/** Sets the member's name on the Account tab, so a fresh member is told apart by its empty one. */
async function setName(page: Page, pages: AccountDeletionPages, name: string) {
  await page.getByLabel(pages.text.name, { exact: true }).fill(name)
  await page.getByRole('button', { name: pages.text.save, exact: true }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

test('a deleted account is logged out and its phone registers again as a new member', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  const deletion = new AccountDeletionPages(page, 'en')
  const firstRegistration = page.waitForResponse(isRegistration)
  const phone = await account.registerThroughSheet()
  const firstId = await memberIdOf(await firstRegistration)
  await setName(page, deletion, 'Chan Tai Man')

  // The page explains deletion and needs the acknowledgement; the reason is optional and bounded.
  await deletion.openFromAccount()
  await expect(page.getByText('Deletion cannot be undone.')).toBeVisible()
  await expect(page.getByText(/can register again later, but as a new member/)).toBeVisible()
  await deletion.next()
  await deletion.expectError(deletion.text.understoodMissing)
  await expect(page).toHaveURL(/\/shop\/logout\//)
  await deletion.reason().fill('x'.repeat(201))
  await deletion.understood().check()
  await deletion.next()
  await deletion.expectError(deletion.text.reasonTooLong)
  await expect(page.getByText('201 of 200 characters')).toBeVisible()
  await deletion.continueWith('Moving abroad')
  await expect(page).toHaveURL(/\/shop\/accountDetection\//)
  await deletion.expectFigures('0.00', String(await (await MemberApi.of(page)).availableCoupons()), '0')
  await expect(page.getByRole('region', { name: deletion.text.reasonShown })).toContainText('Moving abroad')

  // Cancel keeps the account: the dialog closes and the member is still logged in.
  await deletion.openConfirmation()
  await deletion.dialog().getByRole('button', { name: deletion.text.cancel }).click()
  await expect(deletion.dialog()).toBeHidden()
  await page.getByRole('link', { name: deletion.text.keep }).click()
  await account.expectMember(phone)
  await expect(page.getByRole('heading', { name: 'Chan Tai Man' })).toBeVisible()

  // Confirming deletes the account, logs out and lands on the brand home with a message.
  await deletion.openFromAccount()
  await deletion.continueWith()
  await deletion.openConfirmation()
  await deletion.confirm()
  await expect(page.getByRole('status').filter({ hasText: deletion.text.deleted })).toBeVisible()
  await expect(page).toHaveURL(/\/shop\/brand\/index\//)
  await new ShopPage(page, 'en').expectBrandHome()

  // The account screen, even after a reload, asks for login again.
  await account.open()
  await account.expectGuest()
  await page.reload()
  await account.expectGuest()

  // The same phone is unknown now: logging in registers a new member with nothing carried over.
  // The server's clock (NODE_ENV=test) is moved past its resend window for the same phone.
  const moved = await page.request.post('/api/dev/clock', {
    data: { advanceSeconds: SMS_RESEND_WINDOW_SECONDS },
  })
  expect(moved.ok()).toBe(true)
  const secondRegistration = page.waitForResponse(isRegistration)
  const sheet = await account.openLoginSheet()
  await sheet.logInWith(phone)
  const secondId = await memberIdOf(await secondRegistration)
  expect(secondId).not.toBe(firstId)
  await account.expectMember(phone)
  await expect(page.getByRole('heading', { name: deletion.text.defaultName, exact: true })).toBeVisible()
  await expect(page.getByLabel(deletion.text.name, { exact: true })).toHaveValue('')
})

test.describe('account deletion in zh-hk', () => {
  test.use({ locale: BROWSER_LOCALE['zh-hk'] })

  test('the member reads every step in Traditional Chinese and is logged out', async ({ page }) => {
    const account = new AccountPage(page, 'zh-hk')
    const deletion = new AccountDeletionPages(page, 'zh-hk')
    await account.registerFreshMember()
    await deletion.openFromAccount()
    await deletion.next()
    await deletion.expectError(deletion.text.understoodMissing)
    await deletion.continueWith('搬到外地')
    await deletion.expectFigures('0.00', String(await (await MemberApi.of(page)).availableCoupons()), '0')
    await expect(page.getByRole('region', { name: deletion.text.reasonShown })).toContainText('搬到外地')
    await deletion.openConfirmation()
    await deletion.confirm()
    await expect(page.getByRole('status').filter({ hasText: deletion.text.deleted })).toBeVisible()
    await new ShopPage(page, 'zh-hk').expectBrandHome()
    await account.open()
    await account.expectGuest()
  })
})

test('the deletion pages are for members, and a broken arg goes to the error page', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  for (const path of ['/shop/logout', `/shop/accountDetection?arg=${encodeURIComponent('[1,0,0]')}`]) {
    await page.goto(path)
    await account.expectGuest()
    await expect(page.getByRole('heading', { name: 'Delete account', level: 1 })).toBeVisible()
  }
  const shop = new ShopPage(page, 'en')
  for (const path of ['/logout/!!!', `/accountDetection?arg=${encodeURIComponent('["x"]')}`]) {
    await shop.open(path)
    await expect(page).toHaveURL(/\/shop\/error$/)
    await shop.expectErrorPage()
  }
})
