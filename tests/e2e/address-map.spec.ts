import { seriousAxeViolations } from './pages/axe'
import { AccountPage, AddressPages, demoBrand, fillAddressForm, MapPickDialog } from './pages/MemberPages'
import { expect, test } from './world'

test('a point picked on the map fills the coordinates and is saved with the address', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await fillAddressForm(addresses, { consignee: 'Chan Tai Man', phone: '91234567', detail: 'Block A' })
  const brand = await demoBrand(page)
  const pickButton = page.getByRole('button', { name: 'Choose on the map' })
  const located = page.getByRole('status').filter({ hasText: 'Location found' })

  const picker = new MapPickDialog(page)
  await picker.open()
  await expect(picker.status()).toHaveText('No point chosen yet.')
  await expect(picker.dialog.getByRole('button', { name: 'Use this point' })).toBeDisabled()
  // Without a point the map starts at the brand's restaurant (tiles cannot load here; it still works).
  await picker.map().focus()
  await page.keyboard.press('Enter')
  expect(await picker.selected()).toEqual(brand.firstPosition)

  const box = await picker.map().boundingBox()
  if (!box) throw new Error('The map has no size')
  await picker.map().click({ position: { x: box.width * 0.75, y: box.height * 0.3 } })
  await expect(picker.status()).not.toHaveText(`Selected point: ${brand.firstPosition?.join(', ')}`)
  const [lat, lng] = await picker.selected()
  expect(await seriousAxeViolations(page)).toEqual([])
  await picker.use()
  await expect(pickButton).toBeFocused()
  await expect(addresses.field('receivingAddress')).toHaveValue(`Pinned location (${lat}, ${lng})`)
  await expect(located).toHaveText(`Location found: ${lat}, ${lng}`)

  await addresses.save()
  const card = addresses.cards().filter({ hasText: `Pinned location (${lat}, ${lng})` })
  await expect(card).toHaveCount(1)

  // The coordinates were saved: the edit form shows them and the map opens on them.
  await card.getByRole('link', { name: 'Edit' }).click()
  await expect(located).toHaveText(`Location found: ${lat}, ${lng}`)
  await picker.open()
  expect(await picker.selected()).toEqual([lat, lng])

  // Keyboard: the arrow keys move the map, Enter sets the point at its centre; Escape cancels.
  await picker.map().focus()
  await page.keyboard.press('ArrowRight')
  await expect(async () => {
    await page.keyboard.press('Enter')
    const [, movedLng] = await picker.selected()
    expect(Number(movedLng)).toBeGreaterThan(Number(lng) + 0.0005)
  }).toPass()
  await page.keyboard.press('Escape')
  await expect(picker.dialog).toBeHidden()
  await expect(pickButton).toBeFocused()
  await expect(located).toHaveText(`Location found: ${lat}, ${lng}`)
})
