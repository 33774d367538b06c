import { seriousAxeViolations } from './pages/axe'
import { AccountPage, AddressPages, demoBrand, fillAddressForm } from './pages/MemberPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

async function openPcList(page: import('@playwright/test').Page, select = false) {
  const brand = await demoBrand(page)
  await page.goto(`/shop/pcAddressList?arg=${JSON.stringify([brand.id, 0, 0, select ? 1 : 0])}`)
  await expect(page.getByRole('heading', { name: 'My addresses' })).toBeVisible()
}

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the list and the form sit side by side; an edit saved in the panel shows in the list', async ({
    page,
  }) => {
    const account = new AccountPage(page, 'en')
    await account.registerFreshMember()
    await openPcList(page)
    const addresses = new AddressPages(page, 'en')
    const list = page.getByRole('region', { name: 'Saved addresses' })
    const panel = page.getByRole('region', { name: 'Add address' })
    await expect(list.getByText('You have no saved addresses yet.')).toBeVisible()

    await fillAddressForm(addresses, {
      consignee: 'Chan Tai Man',
      phone: '91234567',
      street: '33 Hysan Avenue',
      detail: 'Lee Garden',
    })
    await addresses.save()
    await expect(addresses.cards()).toHaveCount(1)
    await expect(addresses.field('consignee')).toHaveValue('')

    const listBox = await list.boundingBox()
    const panelBox = await panel.boundingBox()
    expect(listBox && panelBox).toBeTruthy()
    expect(panelBox!.x).toBeGreaterThanOrEqual(listBox!.x + listBox!.width)
    expect(Math.abs(panelBox!.y - listBox!.y)).toBeLessThan(40)

    await addresses.cards().first().getByRole('button', { name: 'Edit' }).click()
    const heading = page.getByRole('heading', { name: 'Edit address' })
    await expect(heading).toBeFocused()
    await expect(addresses.field('detail')).toHaveValue('Lee Garden')
    expect(await seriousAxeViolations(page)).toEqual([])
    await addresses.field('detail').fill('Lee Garden One')
    await addresses.save()
    await expect(addresses.cards()).toHaveCount(1)
    await expect(addresses.cards().first()).toContainText('Lee Garden One, 33 Hysan Avenue')
    await expect(page.getByRole('heading', { name: 'Add address' })).toBeVisible()
  })

  test('in select mode choosing an address stores it as the selected address and leaves', async ({
    page,
  }) => {
    const account = new AccountPage(page, 'en')
    await account.registerFreshMember()
    await openPcList(page)
    const addresses = new AddressPages(page, 'en')
    await fillAddressForm(addresses, {
      consignee: 'Lee',
      phone: '51234567',
      street: '8 Finance Street',
      detail: 'IFC',
    })
    await addresses.save()
    await expect(addresses.cards()).toHaveCount(1)
    await openPcList(page, true)
    await addresses
      .cards()
      .first()
      .getByRole('button', { name: /8 Finance Street/ })
      .click()
    await expect(page).not.toHaveURL(/pcAddressList/)
    const shop = new ShopPage(page)
    await expect
      .poll(() => shop.readLocal<{ value: number }>('settings', 'selectedAddressId'))
      .toEqual({ key: 'selectedAddressId', value: expect.any(Number) })
  })
})

test('on a phone the desktop address list opens the phone one, with the same arg', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  await openPcList(page, true)
  await expect(page).toHaveURL(/\/shop\/addressList\?arg=/)
  // The router writes the query arg as JSON text.
  const arg = JSON.parse(new URL(page.url()).searchParams.get('arg')!)
  expect(JSON.parse(typeof arg === 'string' ? arg : JSON.stringify(arg))).toEqual([
    expect.any(Number),
    0,
    0,
    1,
  ])
})
