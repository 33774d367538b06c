import { AccountPage, freshHongKongPhone, type LoginSheet } from './pages/MemberPages'
import { BROWSER_LOCALE, type Lang } from './pages/texts'
import { expect, type Page, test } from './world'

/** The SMS-login lock (LOGIN.0020): the sheet says how many minutes are left, in one place. */

/** Opens the login sheet, sends a code to a fresh phone and tries wrong codes until it is locked. */
async function lockOut(
  page: Page,
  lang: Lang,
): Promise<{ sheet: LoginSheet; right: string; submit: () => Promise<string | undefined> }> {
  const account = new AccountPage(page, lang)
  await account.open()
  const sheet = await account.openLoginSheet()
  const phone = freshHongKongPhone()
  await sheet.phone().fill(phone)
  await sheet.sendButton().click()
  await expect(sheet.sendButton()).toHaveText(sheet.text.resendIn)
  const right = await sheet.codeFromInbox(phone)
  await sheet.code().fill(right === '000000' ? '111111' : '000000')
  await sheet.dialog.getByRole('checkbox').check()
  const submit = async () => {
    const answered = page.waitForResponse((answer) => answer.url().includes('/member/public/sms/login'))
    await sheet.submit()
    return ((await (await answered).json()) as { errCode?: string }).errCode
  }
  for (let i = 0; i < 4; i++) expect(await submit()).toBe('SMS.0001')
  expect(await submit()).toBe('LOGIN.0020')
  return { sheet, right, submit }
}

for (const lang of ['en', 'zh-cn', 'zh-hk'] as const satisfies readonly Lang[]) {
  test.describe(`login lock in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('five wrong codes lock the phone, and the sheet says for how many minutes, once', async ({
      page,
    }) => {
      const { sheet, right, submit } = await lockOut(page, lang)
      // The lock of 15 minutes has just begun: inline in the sheet, and not toasted as well.
      const locked = sheet.text.locked15Minutes
      await sheet.expectError(locked)
      await expect(page.getByText(locked)).toHaveCount(1)
      await expect(page.locator('.toaster').getByText(locked)).toHaveCount(0)
      // Even the right code is refused while the lock lasts, with the same message.
      await sheet.code().fill(right)
      expect(await submit()).toBe('LOGIN.0020')
      await sheet.expectError(locked)
      await expect(page.getByText(locked)).toHaveCount(1)
      await expect(page.locator('.toaster').getByText(locked)).toHaveCount(0)
    })

    test('while locked, Resend neither counts down nor is offered; once the lock ends it is', async ({
      page,
    }) => {
      const { sheet } = await lockOut(page, lang)
      // No "Resend in 57 s" inviting a code that cannot be used: the lock message says how long.
      const resend = sheet.sendButton()
      await expect(resend).toHaveText(sheet.text.resendCode)
      await expect(resend).toBeDisabled()
      await expect(resend).toHaveAccessibleDescription(sheet.text.locked15Minutes)
      // Well past the resend countdown, still nothing offered while the lock lasts.
      await page.clock.fastForward('02:00')
      await expect(resend).toHaveText(sheet.text.resendCode)
      await expect(resend).toBeDisabled()
      // The lock's 15 minutes are over: Resend is offered again and the lock message is gone.
      await page.clock.fastForward('14:00')
      await expect(resend).toBeEnabled()
      await expect(resend).toHaveText(sheet.text.resendCode)
      await expect(sheet.dialog.getByText(sheet.text.locked15Minutes)).toHaveCount(0)
      // (Not clicked: only the page's clock moved on, the server's resend limit would refuse it.)
    })
  })
}
