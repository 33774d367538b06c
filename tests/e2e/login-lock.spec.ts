import { expect, test } from '@playwright/test'
import { AccountPage, freshHongKongPhone } from './pages/MemberPages'
import { BROWSER_LOCALE, type Lang } from './pages/texts'

/** The SMS-login lock (LOGIN.0020): the sheet says how many minutes are left, in one place. */

for (const lang of ['en', 'zh-cn', 'zh-hk'] as const satisfies readonly Lang[]) {
  test.describe(`login lock in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('five wrong codes lock the phone, and the sheet says for how many minutes, once', async ({
      page,
    }) => {
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
      const submitAndWait = async () => {
        const answered = page.waitForResponse((answer) => answer.url().includes('/member/public/sms/login'))
        await sheet.submit()
        return (await answered).json() as Promise<{ errCode?: string }>
      }
      for (let i = 0; i < 4; i++) expect((await submitAndWait()).errCode).toBe('SMS.0001')
      expect((await submitAndWait()).errCode).toBe('LOGIN.0020')
      // The lock of 15 minutes has just begun: inline in the sheet, and not toasted as well.
      const locked = sheet.text.locked15Minutes
      await sheet.expectError(locked)
      await expect(page.getByText(locked)).toHaveCount(1)
      await expect(page.locator('.toaster').getByText(locked)).toHaveCount(0)
      // Even the right code is refused while the lock lasts, with the same message.
      await sheet.code().fill(right)
      expect((await submitAndWait()).errCode).toBe('LOGIN.0020')
      await sheet.expectError(locked)
      await expect(page.getByText(locked)).toHaveCount(1)
      await expect(page.locator('.toaster').getByText(locked)).toHaveCount(0)
    })
  })
}
