import { encodeArg } from '../../src/domain/args'
import { waitForApp } from './pages/appShell'
import { AccountPage } from './pages/MemberPages'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { hydrationProblems, layoutShift } from './pages/pageChecks'
import { ShopPage } from './pages/ShopPage'
import { expect, type Page, test } from './world'

// These tests need the service worker: what it keeps, sends or serves (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/**
 * The rendered menus the device keeps (src/sw/keptPages.ts, issue 14): a repeat visit, online or
 * offline, opens a menu seen before from its copy at once, in the language the device starts in,
 * and the app renders the device's own state (its cart) over it. Members, and copies whose files
 * this build does not hold, get the shell as before.
 */

const PICK_UP = 7
const BUN = 'Pineapple Bun with Butter'

/** The pages the service worker keeps, as `<language><path>`. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = await (await caches.open('kept-pages')).keys()
    return keys.map((key) => new URL(key.url).pathname.replace('/shop/.kept/', '')).sort()
  })
}

/** A first visit of the menu; returns its path once the device keeps its copy. */
async function openMenuOnce(page: Page, request: Parameters<typeof demoCentral>[0]): Promise<string> {
  const { brandId, restaurantId } = await demoCentral(request)
  await new MenuPage(page).open('index', [brandId, restaurantId, 0, PICK_UP])
  await new ShopPage(page).waitForServiceWorker()
  const path = `/shop/index/${encodeArg([brandId, restaurantId, 0, PICK_UP])}`
  // The worker keeps the menu it found open when it started.
  await expect.poll(() => keptPages(page)).toEqual([`en${path}`])
  return path
}

/** The state the page came with (the server's or the kept copy's), or null for the shell. */
async function pageStateOf(page: Page): Promise<{ fromDevice?: boolean; locale: string } | null> {
  const text = await page
    .locator('#page-state')
    .textContent({ timeout: 1000 })
    .catch(() => null)
  return text ? JSON.parse(text) : null
}

test('a menu seen once opens offline from the copy the device kept, then shows its cart', async ({
  page,
  context,
  request,
}) => {
  const path = await openMenuOnce(page, request)
  const menu = new MenuPage(page)
  await menu.add(BUN)
  await expect(menu.countInCart(BUN)).toHaveText('1')

  await context.setOffline(true)
  const problems = hydrationProblems(page)
  const answer = await page.goto(path, { waitUntil: 'commit' })
  expect(answer?.fromServiceWorker()).toBe(true)
  // The menu is in the page itself, readable before the app's script has run.
  const html = (await answer?.text()) ?? ''
  expect(html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'))).toContain(BUN)
  expect(html).toContain('<html data-kept lang="en"')
  expect(await pageStateOf(page)).toEqual({ href: path, locale: 'en', records: [], fromDevice: true })

  await waitForApp(page)
  await expect(menu.countInCart(BUN)).toHaveText('1')
  await expect(menu.cartBar()).toContainText('1 in cart')
  await expect(menu.savedMenuNote()).toBeVisible()
  expect(await layoutShift(page)).toBe(0)
  expect(problems).toEqual([])
  await context.setOffline(false)
})

test('a copy is served only in the language the device starts in', async ({ page, context, request }) => {
  const path = await openMenuOnce(page, request)

  // The device now starts in Traditional Chinese: the English copy is not for it.
  await new ShopPage(page).open('/changeLang')
  await page.getByRole('button', { name: '繁體中文' }).click()
  await page.waitForURL(/\/shop\/brand\/index/)
  await page.goto(path)
  expect(await pageStateOf(page)).toBeNull()
  await waitForApp(page)
  await expect(page.getByRole('heading', { name: '港記茶餐廳（中環店）' })).toBeVisible()

  // Its own copy is kept behind that visit, and opens the next one, offline too.
  await expect.poll(() => keptPages(page)).toEqual([`en${path}`, `zh-hk${path}`])
  await context.setOffline(true)
  await page.goto(path)
  expect(await pageStateOf(page)).toMatchObject({ locale: 'zh-hk', fromDevice: true })
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  await waitForApp(page)
  await expect(page.getByRole('heading', { name: '港記茶餐廳（中環店）' })).toBeVisible()
  await context.setOffline(false)
})

test("a member's device gets the shell, which renders the member's menu", async ({ page, request }) => {
  const path = await openMenuOnce(page, request)
  await new AccountPage(page, 'en').registerFreshMember()

  await page.goto(path)
  expect(await pageStateOf(page)).toBeNull()
  await waitForApp(page)
  await expect(new MenuPage(page).food(BUN)).toBeVisible()
})

test('a copy naming files this build does not hold is not served; the shell opens the menu', async ({
  page,
  context,
  request,
}) => {
  const path = await openMenuOnce(page, request)
  // As a copy another build made would: one of the files it names is not in this worker's precache.
  await page.evaluate(async () => {
    const cache = await caches.open('kept-pages')
    const [key] = await cache.keys()
    const copy = await cache.match(key!)
    const headers = new Headers(copy!.headers)
    headers.set('x-kept-assets', `${headers.get('x-kept-assets')} /shop/assets/index-0ld8uild.js`)
    await cache.put(key!, new Response(await copy!.text(), { headers }))
  })

  await context.setOffline(true)
  await page.goto(path)
  expect(await pageStateOf(page)).toBeNull()
  await waitForApp(page)
  await expect(new MenuPage(page).food(BUN)).toBeVisible()
  await expect(new MenuPage(page).savedMenuNote()).toBeVisible()
  await context.setOffline(false)
})
