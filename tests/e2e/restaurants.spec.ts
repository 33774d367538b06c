import { serveAppShell } from './pages/appShell'
import { seriousAxeViolations } from './pages/axe'
import { demoRestaurants, RestaurantPages } from './pages/RestaurantPages'
import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

const OPEN = 'Open restaurants'
const CLOSED = 'Closed or not on the map'
const CENTRAL = 'Kong Kee Café (Central)'
const MONG_KOK = 'Kong Kee Café (Mong Kok)'
const TSIM_SHA_TSUI = 'Kong Kee Café (Tsim Sha Tsui)'
const KWUN_TONG = 'Kong Kee Café (Kwun Tong)'

test('the lists split open from closed or unmapped restaurants, by pick-up and scan ordering', async ({
  page,
}) => {
  const { brandId } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await lists.openList(brandId)

  await expect(lists.tab('Pick-up')).toHaveAttribute('aria-selected', 'true')
  await expect(lists.section(OPEN)).toBeVisible()
  await expect.poll(() => lists.namesIn(OPEN)).toEqual([CENTRAL, MONG_KOK])
  await expect.poll(() => lists.namesIn(CLOSED)).toEqual([TSIM_SHA_TSUI, KWUN_TONG])
  await expect(lists.card(CENTRAL)).toContainText('Open')
  await expect(lists.card(MONG_KOK)).toContainText('Busy: delivery is unavailable right now')
  await expect(lists.card(TSIM_SHA_TSUI)).toContainText('Shop closed')
  // Without a map position: in the closed list, with its own status.
  await expect(lists.card(KWUN_TONG)).toContainText('Service is unavailable right now')
  expect(await seriousAxeViolations(page)).toEqual([])

  // Keyboard: the arrow key moves to the scan-ordering tab.
  await lists.tab('Pick-up').focus()
  await page.keyboard.press('ArrowRight')
  await expect(lists.tab('Scan to order at the table')).toBeFocused()
  await expect(lists.tab('Scan to order at the table')).toHaveAttribute('aria-selected', 'true')
  await expect(lists.card(MONG_KOK)).toBeHidden()
  await expect.poll(() => lists.namesIn(OPEN)).toEqual([CENTRAL])
  await expect.poll(() => lists.namesIn(CLOSED)).toEqual([KWUN_TONG])

  // A restaurant leads to its shop page, with the chosen way to order first.
  await lists.card(CENTRAL).click()
  await lists.expectShop(CENTRAL)
  await expect(lists.orderingEntries().first()).toHaveText('Scan to order at the table')
})

test('an empty brand list says "No restaurants are available."', async ({ page }) => {
  const { brandId } = await demoRestaurants(page, 'harbour')
  // The page's own call answers empty: its shell (the server's render would read the list itself).
  await serveAppShell(page)
  await page.route('**/api/restaurant/restaurantInfo/getRestaurantInfoAtlas**', (route) =>
    route.fulfill({ json: { success: true, code: 1, data: [] } }),
  )
  const lists = new RestaurantPages(page)
  await lists.openList(brandId, 2)
  await expect(page.getByText('No restaurants are available.')).toBeVisible()
  await expect(lists.offlineNotice()).toHaveCount(0)
})

test('with the location allowed, the list shows distances, nearest first', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  // Near Tsim Sha Tsui, Kowloon.
  await context.setGeolocation({ latitude: 22.2985, longitude: 114.1745 })
  const { brandId } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await lists.openList(brandId)
  await page.getByRole('button', { name: /my location/ }).click()
  await expect(page.getByText('Distances are measured from your location.')).toBeVisible()
  await expect(lists.card(MONG_KOK)).toContainText(/Distance\s*2\.\d km/)
  await expect(lists.card(TSIM_SHA_TSUI)).toContainText(/Distance\s*\d0 m/)
  await expect(lists.card(CENTRAL)).toContainText(/Distance\s*2\.\d km/)
  // No map position, no distance.
  await expect(lists.card(KWUN_TONG)).not.toContainText('Distance')
  // Nearest first within each list.
  const open = await lists.namesIn(OPEN)
  expect(open).toEqual([MONG_KOK, CENTRAL])
  const metres = await Promise.all(
    open.map(async (name) => {
      const text = (await lists.card(name).locator('.atlas-distance').textContent()) ?? ''
      const [, value, unit] = /([\d.]+)\s*(km|m)\b/.exec(text) ?? []
      return Number(value) * (unit === 'km' ? 1000 : 1)
    }),
  )
  expect(metres.every((value) => value > 0)).toBe(true)
  expect(metres).toEqual([...metres].sort((a, b) => a - b))
})

test('a refused location shows its message and the list still works', async ({ page, context }) => {
  await context.clearPermissions()
  const { brandId } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await lists.openList(brandId)
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Location' })).toHaveText(
    'Location permission was denied',
  )
  await expect.poll(() => lists.namesIn(OPEN)).toEqual([CENTRAL, MONG_KOK])
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('offline, a reload shows the list saved today with the offline notice', async ({ page, context }) => {
    const { brandId } = await demoRestaurants(page)
    const lists = new RestaurantPages(page)
    const shop = new ShopPage(page)
    await lists.openList(brandId)
    await expect(lists.card(CENTRAL)).toBeVisible()
    await shop.waitForServiceWorker()
    await expect.poll(() => shop.countLocal('atlasCache')).toBe(1)

    await context.setOffline(true)
    await page.reload()
    await expect(lists.offlineNotice()).toContainText(
      /You are offline\. Showing the restaurants saved on this device at \d\d:\d\d\./,
    )
    await expect.poll(() => lists.namesIn(OPEN)).toEqual([CENTRAL, MONG_KOK])
    await expect.poll(() => lists.namesIn(CLOSED)).toEqual([TSIM_SHA_TSUI, KWUN_TONG])
    await expect(page.getByText('The connection is unstable')).toHaveCount(0)

    // A list never loaded: empty, no error text, the offline state says why.
    await lists.tab('Scan to order at the table').click()
    await expect(lists.offlineNotice()).toHaveText(
      /You are offline\. The restaurants will show when the connection is back\./,
    )
    await expect(page.getByText('No restaurants are available.')).toHaveCount(0)
    await expect(lists.section(OPEN)).toHaveCount(0)
    expect(await seriousAxeViolations(page)).toEqual([])

    // Back online the list is asked for again.
    await context.setOffline(false)
    await expect(lists.offlineNotice()).toHaveCount(0)
    await expect.poll(() => lists.namesIn(OPEN)).toEqual([CENTRAL])
  })
})

test('a shop page shows status, services, periods, ordering buttons, title and keywords', async ({
  page,
}) => {
  const { brandId, byName } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await lists.openShop(brandId, byName(CENTRAL).id, 7)
  await lists.expectShop(CENTRAL)
  const summary = page.getByRole('region', { name: CENTRAL })
  await expect(summary).toContainText('Open')
  await expect(summary.getByRole('list', { name: 'Ways to order' })).toHaveText(
    /Delivery\s*Pick-up\s*Scan to order at the table\s*Cold-chain delivery/,
  )
  expect(await lists.periods()).toEqual([
    'Breakfast 07:00–11:00',
    'Lunch 11:00–15:00',
    'Afternoon tea 14:30–18:00',
    'Dinner 18:00–22:00',
  ])
  await expect(lists.orderingEntries()).toHaveText([
    'Pick-up',
    'Delivery',
    'Scan to order at the table',
    'Cold-chain delivery',
  ])
  await expect(lists.orderingEntries().first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/shop\/index\/[\w~-]+$/,
  )
  await expect(page).toHaveTitle(`${CENTRAL} - Kong Kee Café`)
  expect(await page.locator('meta[name="keywords"]').getAttribute('content')).not.toMatch(/[<>]/)
  expect(await seriousAxeViolations(page)).toEqual([])

  // /shop2 reads the same restaurant with getRestaurantInfoById.
  await page.goto(`/shop/shop2?arg=[${brandId},${byName(TSIM_SHA_TSUI).id},0]`)
  await lists.expectShop(TSIM_SHA_TSUI)
  await expect(page.getByRole('region', { name: TSIM_SHA_TSUI })).toContainText('Shop closed')
  // SPEC §4: delivery and pick-up check the shop state; a closed shop takes neither.
  for (const name of ['Delivery', 'Pick-up']) {
    const button = page.getByRole('button', { name, exact: true })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Shop closed')
  }
})

test('the WhatsApp link: the restaurant’s, else the brand’s, else "not available"', async ({ page }) => {
  const { brandId, byName } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await lists.openShop(brandId, byName(CENTRAL).id)
  await page.getByRole('link', { name: 'Order updates on WhatsApp' }).click()
  const subscribe = page.getByRole('link', { name: 'Subscribe on WhatsApp' })
  await expect(subscribe).toHaveAttribute('href', /^https:\/\/wa\.me\/85261234568\?text=/)
  await expect(subscribe).toHaveAttribute('rel', 'noopener noreferrer')

  // With an order type: that type's config, with its number.
  await page.goto(`/shop/code/whatsapp?arg=[${brandId},${byName(CENTRAL).id},0,7]`)
  await expect(subscribe).toHaveAttribute('href', /^https:\/\/wa\.me\/85261234568\?text=Tell%20me%20when/)
  await expect(page.getByText('WhatsApp number: +85261234568')).toBeVisible()

  await page.goto(`/shop/code/whatsapp?arg=[${brandId},${byName(MONG_KOK).id},0]`)
  await expect(subscribe).toHaveAttribute('href', /^https:\/\/wa\.me\/85261234567\?text=/)

  const harbour = await demoRestaurants(page, 'harbour')
  await page.goto(`/shop/code/whatsapp?arg=[${harbour.brandId},${harbour.byName('Harbour (Aberdeen)').id},0]`)
  await expect(page.getByText('WhatsApp subscription is not available for this restaurant.')).toBeVisible()
  await expect(subscribe).toHaveCount(0)
})

test('the map views show the restaurants; a pin leads to its shop', async ({ page }) => {
  const { brandId, byName } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await page.goto('/shop/map?alias=demo')
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants on the map' })).toBeVisible()
  // Only the restaurants with a map position get a pin.
  await expect(lists.mapMarkers()).toHaveCount(3)
  await expect(lists.section(OPEN)).toBeVisible()
  await page.locator(`.leaflet-marker-icon[title^="${MONG_KOK}"]`).click()
  await lists.expectShop(MONG_KOK)

  // /restaurantMap follows the service tabs; /locationMap shows one restaurant.
  await page.goto('/shop/restaurantMap')
  await expect(lists.mapMarkers()).toHaveCount(3)
  await lists.tab('Scan to order at the table').click()
  await expect(lists.mapMarkers()).toHaveCount(1)
  await page.goto(`/shop/locationMap?arg=[${brandId},${byName(CENTRAL).id},0]`)
  await expect(lists.mapMarkers()).toHaveCount(1)
  await lists.mapMarkers().focus()
  await page.keyboard.press('Enter')
  await lists.expectShop(CENTRAL)
})

test.describe('while the map is still loading', () => {
  // The worker would serve the map's chunk from its cache, out of the test's reach.
  test.use({ serviceWorkers: 'block' })

  test('the lists under the map stay where they are when it comes', async ({ page }) => {
    const lists = new RestaurantPages(page)
    let releaseMap = () => {}
    const mapHeld = new Promise<void>((resolve) => (releaseMap = resolve))
    await page.route('**/shop/assets/RestaurantMap-*.js', async (route) => {
      await mapHeld
      await route.continue()
    })
    await page.goto('/shop/map?alias=demo')
    await expect(page.getByRole('status').filter({ hasText: 'Loading the map…' })).toBeVisible()
    const open = lists.section(OPEN)
    await expect(open).toBeVisible()
    const before = (await open.boundingBox())!.y
    releaseMap()
    await expect(lists.mapMarkers()).toHaveCount(3)
    expect((await open.boundingBox())!.y).toBe(before)
  })
})

test('the routes need their arg: missing → Notice, garbage → error page', async ({ page }) => {
  const shop = new ShopPage(page)
  for (const path of ['/restaurantList', '/shop', '/shop2', '/locationMap', '/brand/restaurantList']) {
    await shop.open(path)
    await expect(page.getByRole('dialog', { name: shop.text.warmPrompt })).toBeVisible()
  }
  for (const path of ['/shop/!!', '/shop?arg=[1,0,0]', '/restaurantList?arg=[1,0,0,9]']) {
    await shop.open(path)
    await shop.expectErrorPage()
  }
})

test('the Ordering tab opens the brand’s restaurant list', async ({ page }) => {
  await new ShopPage(page).open('/brand/index')
  const tabs = page.getByRole('navigation', { name: 'Main' })
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Ordering', 'Orders', 'Account'])
  await tabs.getByRole('link', { name: 'Ordering' }).click()
  await expect(page).toHaveURL(/\/shop\/brand\/restaurantList\/[A-Za-z0-9_~-]+$/)
  await expect(page.getByRole('heading', { name: OPEN })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Ordering' })).toHaveAttribute('aria-current', 'page')
})
