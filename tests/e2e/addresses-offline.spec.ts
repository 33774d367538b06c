import { seriousAxeViolations } from './pages/axe'
import { AccountPage, AddressPages, fillAddressForm } from './pages/MemberPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

// These tests need the service worker: what it keeps, sends or serves (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const OFFLINE_REASON = 'You are offline. Adding, editing and deleting addresses needs a connection.'

test('offline, the address list shows the copy saved on the device and changes wait', async ({
  page,
  context,
}) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await fillAddressForm(addresses, {
    consignee: 'Chan Tai Man',
    phone: '91234567',
    street: '88 Queensway',
    detail: 'Tower 2',
  })
  await addresses.save()
  await expect(addresses.cards()).toHaveCount(1)
  await expect.poll(() => new ShopPage(page).countLocal('addresses')).toBe(1)
  await new ShopPage(page).waitForServiceWorker()

  await context.setOffline(true)
  await page.reload()
  await expect(addresses.cards()).toHaveCount(1)
  await expect(addresses.cards().first()).toContainText('Tower 2, 88 Queensway')
  await expect(page.getByRole('status').filter({ hasText: 'Offline copy' })).toContainText(
    /These are the addresses saved on this device on \d{4}-\d\d-\d\d \d\d:\d\d/,
  )
  await expect(page.getByText(OFFLINE_REASON)).toBeVisible()
  const card = addresses.cards().first()
  for (const name of ['Edit', 'Delete']) await expect(card.getByRole('button', { name })).toBeDisabled()
  const add = page.getByRole('button', { name: addresses.text.addAddress })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription(OFFLINE_REASON)
  expect(await seriousAxeViolations(page)).toEqual([])

  // Back online the list is asked for again and the changes come back.
  await context.setOffline(false)
  await expect(page.getByText('Offline copy')).toBeHidden()
  await expect(page.getByRole('link', { name: addresses.text.addAddress })).toBeVisible()
  await expect(addresses.cards().first().getByRole('link', { name: 'Edit' })).toBeVisible()
})

test('the address form cannot be saved offline; the typed fields stay', async ({ page, context }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await context.setOffline(true)
  await fillAddressForm(addresses, {
    consignee: 'Wong Siu Ming',
    phone: '61234567',
    street: '1 Harbour Road',
    detail: 'Flat B',
  })
  const save = page.getByRole('button', { name: addresses.text.saveAddress })
  await expect(save).toBeDisabled()
  await expect(save).toHaveAccessibleDescription(OFFLINE_REASON)
  await context.setOffline(false)
  await expect(save).toBeEnabled()
  await expect(addresses.field('consignee')).toHaveValue('Wong Siu Ming')
  await addresses.save()
  await expect(addresses.cards().filter({ hasText: '1 Harbour Road' })).toHaveCount(1)
})

test('logging out removes the offline copy of the addresses', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await fillAddressForm(addresses, {
    consignee: 'Lee',
    phone: '51234567',
    street: '2 Nathan Road',
    detail: 'A',
  })
  await addresses.save()
  await expect.poll(() => new ShopPage(page).countLocal('addresses')).toBe(1)
  await account.open()
  await account.logOut()
  await account.expectGuest()
  await expect.poll(() => new ShopPage(page).countLocal('addresses')).toBe(0)
})
