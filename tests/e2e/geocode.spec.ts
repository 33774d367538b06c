import { inside, NORTH_POINT, streetAddressAt, WAN_CHAI } from './fixtures/geocoderPlaces'
import { seriousAxeViolations } from './pages/axe'
import { AccountPage, AddressPages, fillAddressForm, MapPickDialog } from './pages/MemberPages'
import { expect, type Page, test } from './world'

/**
 * The address form with a geocoder (issue 12 item 7): the server's GEOCODER_URL is the fixture of
 * tests/e2e/fixtures/geocoder.ts, which knows Hennessy Road in Wan Chai, is down for North Point
 * and knows nothing elsewhere. A pin gets the street address there, typing offers its places, and
 * where it fails the form still works with the readable "My location / Pinned location" text.
 */

const WAN_CHAI_HERE = { latitude: 22.278, longitude: 114.172 }
const NORTH_POINT_HERE = { latitude: 22.2915, longitude: 114.2 }

/** A fresh member on an empty address form, recipient, phone and detail filled in. */
async function newAddressForm(page: Page): Promise<AddressPages> {
  await new AccountPage(page, 'en').registerFreshMember()
  const addresses = new AddressPages(page, 'en')
  await addresses.openFormFromAccount()
  await fillAddressForm(addresses, { consignee: 'Chan Tai Man', phone: '91234567', detail: 'Flat 12A' })
  return addresses
}

/** Picks a point away from the map's centre (where the address is); answers it as shown. */
async function pickAwayFromCentre(page: Page): Promise<[string, string]> {
  const picker = new MapPickDialog(page)
  await picker.open()
  const box = await picker.map().boundingBox()
  if (!box) throw new Error('The map has no size')
  await picker.map().click({ position: { x: box.width * 0.75, y: box.height * 0.3 } })
  const point = await picker.selected()
  await picker.use()
  return point
}

const lookup = (page: Page, call: 'reverse' | 'search') =>
  page.waitForResponse((answer) => answer.url().includes(`/api/gsa/geocode/${call}`))
const locateMe = (page: Page) => page.getByRole('button', { name: 'Use my current location' }).click()
const locationStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Location found/ })

test.describe('in Wan Chai, where the geocoder knows the street', () => {
  test.use({ geolocation: WAN_CHAI_HERE, permissions: ['geolocation'] })

  test('placing and moving the pin fills the street address from the reverse answer', async ({ page }) => {
    const addresses = await newAddressForm(page)
    const field = addresses.field('receivingAddress')

    await locateMe(page)
    await expect(field).toHaveValue(streetAddressAt(WAN_CHAI_HERE.longitude))
    await expect(field).toHaveValue('71 Hennessy Road, Wan Chai, Hong Kong Island')

    // The map opens on that point; a pin placed elsewhere in Wan Chai is another number.
    const [lat, lng] = await pickAwayFromCentre(page)
    expect(inside(WAN_CHAI, Number(lat), Number(lng)), `${lat}, ${lng} in Wan Chai`).toBe(true)
    await expect(field).toHaveValue(streetAddressAt(Number(lng)))
    expect(streetAddressAt(Number(lng))).not.toBe(streetAddressAt(WAN_CHAI_HERE.longitude))
    await expect(locationStatus(page)).toHaveText(`Location found: ${lat}, ${lng}`)

    await addresses.save()
    await expect(addresses.cards().filter({ hasText: streetAddressAt(Number(lng)) })).toHaveCount(1)
  })
})

test('typing an address shows the provider’s suggestions, and choosing one fills the form', async ({
  page,
}) => {
  const addresses = await newAddressForm(page)
  const field = addresses.field('receivingAddress')
  await field.fill('Hennessy')
  const suggestions = page.getByRole('listbox')
  await expect(suggestions.getByRole('option')).toHaveText([
    '88 Hennessy Road, Wan Chai, Hong Kong Island',
    '300 Hennessy Road, Wan Chai, Hong Kong Island',
  ])
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  expect(await seriousAxeViolations(page)).toEqual([])

  await suggestions.getByRole('option', { name: '300 Hennessy Road, Wan Chai, Hong Kong Island' }).click()
  await expect(field).toHaveValue('300 Hennessy Road, Wan Chai, Hong Kong Island')
  await expect(suggestions).toHaveCount(0)
  await expect(locationStatus(page)).toHaveText('Location found: 22.27850, 114.17700')

  await addresses.save()
  await expect(
    addresses.cards().filter({ hasText: 'Flat 12A, 300 Hennessy Road, Wan Chai, Hong Kong Island' }),
  ).toHaveCount(1)
})

test.describe('in North Point, where the geocoder is down', () => {
  test.use({ geolocation: NORTH_POINT_HERE, permissions: ['geolocation'] })

  test('the form still works: the position reads as coordinates, typing offers nothing, saving works', async ({
    page,
  }) => {
    const addresses = await newAddressForm(page)
    const field = addresses.field('receivingAddress')

    const located = lookup(page, 'reverse')
    await locateMe(page)
    expect(await (await located).json()).toEqual({ success: true, code: 1, data: { address: null } })
    await expect(field).toHaveValue('My location (22.29150, 114.20000)')
    await expect(locationStatus(page)).toHaveText('Location found: 22.29150, 114.20000')

    const pinned = lookup(page, 'reverse')
    const [lat, lng] = await pickAwayFromCentre(page)
    expect(inside(NORTH_POINT, Number(lat), Number(lng)), `${lat}, ${lng} in North Point`).toBe(true)
    expect((await (await pinned).json()).data).toEqual({ address: null })
    await expect(field).toHaveValue(`Pinned location (${lat}, ${lng})`)

    const searched = lookup(page, 'search')
    await field.fill('North Point Centre')
    expect(await (await searched).json()).toEqual({ success: true, code: 1, data: { suggestions: [] } })
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await expect(field).toHaveAttribute('aria-expanded', 'false')

    await addresses.save()
    await expect(addresses.cards().filter({ hasText: 'Flat 12A, North Point Centre' })).toHaveCount(1)
  })
})
