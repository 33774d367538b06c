import { readFileSync } from 'node:fs'
import { SCREEN_SPLIT_QUERY } from '../../server/http/routeSplitting'
import { ShopPage } from './pages/ShopPage'
import { expect, type Page, type Route, test } from './world'

// Before a service worker holds the app (a first visit, or one that blocks it), each screen's
// code is fetched when the diner first opens it.
test.use({ serviceWorkers: 'block' })

/** The chunk of a route's screen in the build the server serves. */
function screenChunk(routeFile: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >
  const entry = manifest[`${routeFile}${SCREEN_SPLIT_QUERY}`]
  if (!entry) throw new Error(`No chunk for ${routeFile} in dist/.vite/manifest.json: build first`)
  return `**/shop/${entry.file}`
}

const ORDERS_SCREEN = screenChunk('src/routes/myOrder/{-$arg}.tsx')

/** Marks the document, to tell later whether the page was reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.testMark = 'kept'
  })
}

function documentMark(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.testMark)
}

/**
 * The brand home, open for a moment: the app's work after its first render is done, the error
 * screen's code (fetched then, src/main.tsx) among it.
 */
async function openHome(page: Page): Promise<ShopPage> {
  const shop = new ShopPage(page)
  const errorScreenCode = page.waitForResponse((response) => response.url().includes('/LoadFailedPage-'))
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  await errorScreenCode
  await markDocument(page)
  return shop
}

const ordersTab = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Orders' })
const ordersScreen = (page: Page) => page.getByRole('heading', { name: 'My orders', level: 1 })

test('offline, a tab whose code is not on the device yet says so in the app and opens once back online', async ({
  page,
  context,
}) => {
  const shop = await openHome(page)
  await context.setOffline(true)
  await ordersTab(page).click()

  const notice = page.getByRole('alert').filter({ hasText: shop.text.notSaved })
  await expect(notice).toBeVisible()
  // The app is still there, its tabs with it: the browser did not reload into its offline page.
  expect(await documentMark(page)).toBe('kept')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible()

  // Back online, the page loads again by itself (a reload, now that the server answers).
  await context.setOffline(false)
  await expect(ordersScreen(page)).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('online, a screen whose code does not arrive says the connection is unstable, and Try again opens it', async ({
  page,
}) => {
  await openHome(page)
  await page.route(ORDERS_SCREEN, (route) => route.abort('connectionreset'))
  await ordersTab(page).click()

  const notice = page.getByRole('alert').filter({ hasText: /connection is unstable/ })
  await expect(notice).toBeVisible()
  expect(await documentMark(page)).toBe('kept')

  await page.unroute(ORDERS_SCREEN)
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect(ordersScreen(page)).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('a part of the frame whose code does not arrive is left out, and the screen stays', async ({ page }) => {
  await page.route('**/shop/assets/LaterShellParts-*', (route) => route.abort('internetdisconnected'))
  // Listened for before the page opens: the part is warmed right after the first paint, and its
  // request can fail before the home is seen.
  const partFailed = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/LaterShellParts-'),
  )
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  await partFailed
  // What is absent can only be checked over a while: long enough for the failure to reach React,
  // which then (before) swapped the whole app for the error screen.
  await page.waitForTimeout(1_500)
  // Its footer (the legal links) is missing; the home and its tabs are not.
  await expect(page.getByRole('button', { name: 'Privacy Policy' })).toHaveCount(0)
  await shop.expectBrandHome()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Orders' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page unavailable' })).toHaveCount(0)
})

test('a screen whose code is gone from the server (a new version is out) reloads the page once', async ({
  page,
}) => {
  await openHome(page)
  // The screen's script and stylesheets are gone until the page loads afresh, as after a deploy.
  let gone = true
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gone = false
  })
  const answerGone = (route: Route) =>
    gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()
  await page.route(ORDERS_SCREEN, answerGone)
  await page.route('**/shop/assets/*.css', answerGone)
  await ordersTab(page).click()

  await expect(ordersScreen(page)).toBeVisible()
  expect(await documentMark(page)).toBeUndefined()
  await expect(page).toHaveURL(/\/shop\/myOrder/)
})
