import AxeBuilder from '@axe-core/playwright'
import { AccountDeletionPages } from './pages/AccountDeletionPages'
import { MemberApi } from './pages/CheckoutPages'
import { AccountPage, AddressPages } from './pages/MemberPages'
import { expect, type Page, test } from './world'

const SERIOUS = new Set(['serious', 'critical'])

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`)
}

test('axe finds no serious violations on the guest account screen and the login sheet', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.open()
  await account.expectGuest()
  expect(await seriousViolations(page)).toEqual([])
  const sheet = await account.openLoginSheet()
  await sheet.sendButton().click()
  await sheet.expectError(sheet.text.wrongPhone)
  expect(await seriousViolations(page)).toEqual([])
  // The Terms word opens its text above the sheet; closing it returns to the sheet.
  await sheet.dialog.getByRole('button', { name: 'Terms of Use' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(2)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(sheet.dialog).toBeVisible()
})

test('axe finds no serious violations on the member screens', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  expect(await seriousViolations(page)).toEqual([])
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await addresses.save()
  await addresses.expectError(addresses.text.addressErrors[0])
  expect(await seriousViolations(page)).toEqual([])
})

test('axe finds no serious violations on the Delete account pages and their dialog', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const deletion = new AccountDeletionPages(page, 'en')
  await deletion.openFromAccount()
  await deletion.next()
  await deletion.expectError(deletion.text.understoodMissing)
  expect(await seriousViolations(page)).toEqual([])
  await deletion.continueWith('Moving abroad')
  await deletion.expectFigures('0.00', String(await (await MemberApi.of(page)).availableCoupons()), '0')
  expect(await seriousViolations(page)).toEqual([])
  await deletion.openConfirmation()
  expect(await seriousViolations(page)).toEqual([])
  // Escape closes the dialog and keeps the account.
  await page.keyboard.press('Escape')
  await expect(deletion.dialog()).toBeHidden()
  await expect(page.getByRole('button', { name: deletion.text.deleteAccount, exact: true })).toBeFocused()
})
