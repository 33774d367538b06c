import { seriousAxeViolations } from './pages/axe'
import { AccountPage, AddressPages, fillAddressForm } from './pages/MemberPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

/** MAX_MEMBER_ADDRESSES of src/domain/memberRules.ts. */
const MAX_ADDRESSES = 20
const AT_LIMIT = `You have saved ${MAX_ADDRESSES} addresses, the most you can keep. Delete one to add another.`
const SERVER_LIMIT = `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`

test('at the address cap the list says so, Add is disabled with the reason, and the form shows the server’s refusal', async ({
  page,
}) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const session = await new ShopPage(page).readLocal<{ token: string }>('session', 'current')
  // All but one saved the quick way, through the API with the member's token.
  for (let n = 1; n < MAX_ADDRESSES; n++) {
    const answer = await page.request.post('/api/member/member/addMemberAddress', {
      headers: { authorization: `Bearer ${session!.token}` },
      data: { receiver: 'Chan', phone: '91234567', currentAddress: `${n} Nathan Road`, address: `Flat ${n}` },
    })
    expect((await answer.json()).success).toBe(true)
  }

  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await fillAddressForm(addresses, {
    consignee: 'Lee',
    phone: '51234567',
    street: '8 Finance Street',
    detail: 'IFC',
  })
  await addresses.save()
  await expect(addresses.cards()).toHaveCount(MAX_ADDRESSES)
  await expect(page.getByRole('status').filter({ hasText: AT_LIMIT })).toBeVisible()
  const add = page.getByRole('button', { name: addresses.text.addAddress })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription(AT_LIMIT)
  expect(await seriousAxeViolations(page)).toEqual([])

  // A form opened anyway (an old link, another tab) shows the server's message and keeps the fields.
  const listUrl = page.url()
  await page.goto(listUrl.replace('/addressList', '/addressAdd'))
  await fillAddressForm(addresses, {
    consignee: 'Ho',
    phone: '61234567',
    street: '1 Harbour Road',
    detail: 'B',
  })
  await addresses.save()
  await addresses.expectError(SERVER_LIMIT)
  await expect(addresses.field('consignee')).toHaveValue('Ho')

  // Deleting one brings Add back.
  await page.goto(listUrl)
  await addresses.cards().first().getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(addresses.cards()).toHaveCount(MAX_ADDRESSES - 1)
  await expect(page.getByText(AT_LIMIT)).toBeHidden()
  await expect(page.getByRole('link', { name: addresses.text.addAddress })).toBeVisible()
})
