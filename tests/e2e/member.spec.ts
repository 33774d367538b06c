import { encodeArg } from '../../src/domain/args'
import { AccountPage, AddressPages, freshHongKongPhone } from './pages/MemberPages'
import { MEMBER_TEXT } from './pages/memberTexts'
import { BROWSER_LOCALE, type Lang } from './pages/texts'
import { expect, test } from './world'

for (const lang of ['en', 'zh-cn', 'zh-hk'] as const satisfies readonly Lang[]) {
  test.describe(`member login in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('a new phone registers and logs in with the code from the dev inbox', async ({ page }) => {
      const account = new AccountPage(page, lang)
      await account.open()
      await account.expectGuest()
      const sheet = await account.openLoginSheet()
      const phone = freshHongKongPhone()
      await sheet.logInWith(phone)
      await account.expectMember(phone)
      // The session is kept on the device: a reload still shows the member.
      await page.reload()
      await account.expectMember(phone)
    })
  })
}

test('the login sheet checks the phone and the code before asking the server', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.open()
  const sheet = await account.openLoginSheet()
  // Empty and short phones get the same message (SPEC §5).
  await sheet.sendButton().click()
  await sheet.expectError(sheet.text.wrongPhone)
  await sheet.phone().fill('1234')
  await sheet.sendButton().click()
  await sheet.expectError(sheet.text.wrongPhone)
  const phone = freshHongKongPhone()
  await sheet.phone().fill(phone)
  await sheet.sendButton().click()
  await expect(sheet.sendButton()).toHaveText(sheet.text.resendIn)
  await sheet.code().fill('12345')
  await sheet.submit()
  await sheet.expectError(sheet.text.wrongCode)
  // A well-formed but wrong code is refused by the server with its message.
  const right = await sheet.codeFromInbox(phone)
  await sheet.code().fill(right === '000000' ? '111111' : '000000')
  await sheet.dialog.getByRole('checkbox').check()
  await sheet.submit()
  await sheet.expectError('Incorrect verification code')
  // Escape closes the sheet and the guest prompt stays.
  await page.keyboard.press('Escape')
  await expect(sheet.dialog).toBeHidden()
  await account.expectGuest()
})

test('every address form message appears in SPEC order, then the address is saved', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  const phone = await account.registerFreshMember()
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  // A new address's contact number starts as the member's own.
  await expect(addresses.field('contactNumber')).toHaveValue(phone)
  await addresses.field('contactNumber').fill('')
  const [receiver, contact, contactLength, location, detail] = addresses.text.addressErrors
  await addresses.save()
  await addresses.expectError(receiver)
  await addresses.field('consignee').fill('Chan Tai Man')
  // The error goes as soon as its field passes; the next one waits for Save.
  await expect(page.getByRole('alert')).toHaveCount(0)
  await addresses.save()
  await addresses.expectError(contact)
  await addresses.field('contactNumber').fill('123456')
  await addresses.save()
  await addresses.expectError(contactLength)
  await addresses.field('contactNumber').fill('91234567')
  await addresses.save()
  await addresses.expectError(location)
  await addresses.field('receivingAddress').fill('1 Queen’s Road Central')
  await addresses.save()
  await addresses.expectError(detail)
  await addresses.field('detail').fill('Block A')
  await addresses.save()
  await expect(addresses.cards()).toHaveCount(1)
  await expect(addresses.cards().first()).toContainText('Block A, 1 Queen’s Road Central')
})

test.describe('addresses in zh-hk', () => {
  test.use({ locale: BROWSER_LOCALE['zh-hk'] })

  test('a second one becomes the default, and one is deleted', async ({ page }) => {
    const account = new AccountPage(page, 'zh-hk')
    await account.registerFreshMember()
    const addresses = new AddressPages(page, 'zh-hk')
    for (const street of ['皇后大道中 1 號', '彌敦道 100 號']) {
      await addresses.openFormFromAccount()
      await addresses.field('consignee').fill('陳大文')
      await addresses.field('contactNumber').fill('91234567')
      await addresses.field('receivingAddress').fill(street)
      await addresses.field('detail').fill('A 座')
      await addresses.save()
      await expect(addresses.cards().filter({ hasText: street })).toHaveCount(1)
      // A Chinese address reads from the street down, with nothing between its parts.
      await expect(addresses.cards().filter({ hasText: street }).locator('.address-place')).toHaveText(
        `${street}A 座`,
      )
      await page.goto('/shop/brand/account')
    }
    await page.getByRole('link', { name: addresses.text.myAddresses }).click()
    await expect(addresses.cards()).toHaveCount(2)
    const second = addresses.cards().filter({ hasText: '彌敦道' })
    await second.getByRole('button', { name: addresses.text.setDefault }).click()
    await expect(addresses.cards().first()).toContainText('彌敦道')
    await addresses
      .cards()
      .filter({ hasText: '皇后大道中' })
      .getByRole('button', { name: addresses.text.delete })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: addresses.text.delete }).click()
    await expect(addresses.cards()).toHaveCount(1)
  })
})

test('after logging out the account screen asks for login again', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  await account.logOut()
  await account.expectGuest()
  await page.reload()
  await account.expectGuest()
  // The address list is for members too.
  await page.goto('/shop/brand/index')
  await page.getByRole('link', { name: 'Account' }).click()
  await account.expectGuest()
})

test('the profile form refuses emoji names and bad emails, then saves', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Personal information' }) })
  await form.getByLabel('Name').fill('Tai Man 😀')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('alert')).toHaveText('A name cannot contain emoji')
  await form.getByLabel('Name').fill('Chan Tai Man')
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please enter a correct email address')
  await form.getByLabel('Email').fill('taiman@example.com')
  await form.getByLabel('Sex').selectOption({ label: 'Male' })
  await form.getByLabel('Birthday').fill('1990-05-17')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: 'Chan Tai Man' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Chan Tai Man' })).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue('taiman@example.com')
  await expect(form.getByLabel('Birthday')).toHaveValue('1990-05-17')
})

test.describe('receiving address from the browser position', () => {
  test.use({ geolocation: { latitude: 22.28195, longitude: 114.15812 }, permissions: ['geolocation'] })

  test('fills the field with the position', async ({ page }) => {
    const account = new AccountPage(page, 'en')
    await account.registerFreshMember()
    const addresses = new AddressPages(page, 'en')
    await addresses.openFormFromAccount()
    await page.getByRole('button', { name: 'Use my current location' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Location found' })).toHaveText(
      'Location found: 22.28195, 114.15812',
    )
    await expect(addresses.field('receivingAddress')).toHaveValue('My location (22.28195, 114.15812)')
  })
})

test('a refused location permission shows its message', async ({ page, context }) => {
  await context.clearPermissions()
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await page.getByRole('button', { name: 'Use my current location' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Location' })).toHaveText(
    'Location permission was denied',
  )
})

test('a guest on the address list is asked to log in for addresses, not warned about orders', async ({
  page,
}) => {
  await page.goto(`/shop/addressList/${encodeArg([1, 0, 0])}`)
  await expect(
    page.getByText('Log in to see your delivery addresses and to add new ones.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByText(MEMBER_TEXT.en.guestWarning)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
})

test('offline, the account says so and why, and its details cannot be saved until back online', async ({
  page,
  context,
}) => {
  await new AccountPage(page, 'en').registerFreshMember()
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Personal information' }) })
  const save = form.getByRole('button', { name: 'Save' })
  await expect(save).toBeEnabled()
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    'points, coupons and wallet show again once you are back online',
  )
  await expect(save).toBeDisabled()
  await expect(save).toHaveAccessibleDescription('You are offline. Saving your details needs a connection.')
  await context.setOffline(false)
  await expect(save).toBeEnabled()
  await expect(page.getByText('You are offline.')).toHaveCount(0)
})
