import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { AccountPage, AddressPages } from './pages/MemberPages'

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
