import { encodeArg } from '../../src/domain/args'
import { waitForApp } from './pages/appShell'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { hydrationProblems, layoutShift } from './pages/pageChecks'
import { ShopPage } from './pages/ShopPage'
import { type APIRequestContext, type Browser, expect, type Page, test, worldNow } from './world'

/**
 * The first screens the server renders (issue 14): readable with JavaScript off, hydrated without
 * a mismatch or a layout shift when it is on, and ordering from the first tap after hydration.
 */

const PICK_UP = 7

type Screen = {
  name: string
  path: (ids: { brandId: number; restaurantId: number }) => string
  shows: string[]
  /** Pictures that must be on the screen with JavaScript off (the first one is checked). */
  picture?: string
  /** What the screen loads after it has hydrated, and must make room for beforehand. */
  arrivesLate?: string
}

const SCREENS: Screen[] = [
  {
    name: 'the menu',
    path: ({ brandId, restaurantId }) => `/shop/index/${encodeArg([brandId, restaurantId, 0, PICK_UP])}`,
    shows: ['Kong Kee Café (Central)', 'Signatures', 'Pineapple Bun with Butter', '$ 16', 'Open', 'Drinks'],
    picture: 'article.food-card img',
  },
  {
    name: 'the brand home',
    path: () => '/shop/brand/index',
    shows: [
      'Kong Kee Café',
      'Silky milk tea, unchanged for fifty years',
      'Restaurants',
      'Kong Kee Café (Central)',
      'Start an order',
    ],
    picture: '.carousel-slide img',
  },
  {
    name: 'a shop page',
    path: ({ brandId, restaurantId }) => `/shop/shop/${encodeArg([brandId, restaurantId, 0])}`,
    shows: ['Kong Kee Café (Central)', 'The original shop in Central', 'Order now'],
    arrivesLate: '.favorite-toggle',
  },
  {
    name: 'the restaurant list',
    path: ({ brandId }) => `/shop/restaurantList/${encodeArg([brandId, 0, 0])}`,
    shows: ['Kong Kee Café (Central)'],
  },
]

async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en' })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

/** Hydrated: the page's script has run its first render (it clears the server's marker). */
const waitForHydration = waitForApp

for (const screen of SCREENS) {
  test(`${screen.name} is readable with JavaScript off`, async ({ browser, request }) => {
    const path = screen.path(await demoCentral(request))
    await withoutScript(browser, async (page) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      for (const text of screen.shows)
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
      if (screen.picture) {
        const picture = page.locator(screen.picture).first()
        await expect(picture).toBeInViewport()
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)
      }
      // What needs the script looks inert until it runs; links work as they are.
      const button = page.locator('main button').first()
      await expect(button).toHaveCSS('pointer-events', 'none')
      await expect(button).toHaveCSS('opacity', '0.5')
    })
  })

  test(`${screen.name} hydrates without a mismatch or a layout shift`, async ({ page, request }) => {
    const problems = hydrationProblems(page)
    await page.goto(screen.path(await demoCentral(request)))
    await waitForHydration(page)
    for (const text of screen.shows) await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
    expect(problems).toEqual([])
    // Once the chunks (and the styles they bring) have loaded, nothing has moved and the page still
    // fits the screen.
    await page.waitForLoadState('networkidle')
    if (screen.arrivesLate) await expect(page.locator(screen.arrivesLate)).toBeVisible()
    expect(await layoutShift(page)).toBe(0)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0)
  })
}

for (const screen of SCREENS) {
  test(`${screen.name} is live when the app's first render is done`, async ({ page, request }) => {
    // The title at the moment the page's marker goes: the screen sets it in its own effect, which
    // runs only once the screen itself (not just the frame around it) has hydrated.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root') || document.documentElement.dataset.script !== undefined) return
        observer.disconnect()
        document.documentElement.dataset.titleAtFirstRender = document.title
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-script'] })
    })
    const response = await page.goto(screen.path(await demoCentral(request)))
    // The server's own title, from its HTML: by the time goto returns the app may have set its own.
    const serverTitle = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1]
    expect(serverTitle).toBeTruthy()
    await waitForHydration(page)
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-title-at-first-render')
    await expect(page).not.toHaveTitle(serverTitle!)
    expect(await html.getAttribute('data-title-at-first-render')).toBe(await page.title())
  })
}

for (const screen of SCREENS) {
  test(`${screen.name} stays where the diner scrolled it before the script ran`, async ({
    page,
    request,
  }) => {
    // The script is held until the diner has scrolled, as on a slow network.
    let releaseScript = () => {}
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve))
    await page.route('**/shop/assets/**/*.js', async (route) => {
      await scriptHeld
      await route.fallback()
    })
    // Not until `load`: the page may ask for its script before that, and the script is held.
    await page.goto(screen.path(await demoCentral(request)), { waitUntil: 'commit' })
    for (const text of screen.shows) await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
    await page.mouse.wheel(0, 300)
    // Where the wheel's scroll ends (it may be animated).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
    releaseScript()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    // The router's first render used to reset it to the top, moving what a tap was aimed at.
    expect(await page.evaluate(() => window.scrollY)).toBe(300)
  })
}

test('the menu shows its cover first, at its size, in the HTML; the first dishes’ pictures at once', async ({
  browser,
  request,
}) => {
  const path = SCREENS[0]!.path(await demoCentral(request))
  await withoutScript(browser, async (page) => {
    await page.goto(path)
    // The restaurant's cover is the first screen's largest picture: it leads (issue 36).
    const cover = page.locator('img.menu-cover')
    await expect(cover).toHaveAttribute('fetchpriority', 'high')
    await expect(cover).toHaveAttribute('elementtiming', 'leading-picture')
    await expect(cover).toHaveAttribute('width', /\d+/)
    await expect(cover).toHaveAttribute('height', /\d+/)
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
    const first = page.locator('article.food-card img').first()
    await expect(first).toHaveAttribute('loading', 'eager')
    await expect(first).toHaveAttribute('width', /\d+/)
    await expect(first).toHaveAttribute('height', /\d+/)
  })
})

test("the menu's script loads only once its leading picture is on the screen", async ({ page, request }) => {
  // Every request's end, and each script's start, in the order the browser reports them.
  const loads: string[] = []
  page.on('requestfinished', (done) => loads.push(`done ${done.url()}`))
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') loads.push(`script asked ${asked.url()}`)
  })
  await page.goto(SCREENS[0]!.path(await demoCentral(request)))
  await waitForHydration(page)
  const leading = page.locator('img[elementtiming="leading-picture"]').first()
  const picture = await leading.evaluate((img: HTMLImageElement) => img.currentSrc)
  const pictureDone = loads.indexOf(`done ${picture}`)
  const firstScript = loads.findIndex((load) => load.startsWith('script asked '))
  expect(pictureDone).toBeGreaterThanOrEqual(0)
  expect(firstScript).toBeGreaterThan(pictureDone)
})

test("a leading picture that cannot load does not hold the menu's script back", async ({ page, request }) => {
  await page.route('**/uploads/**', (route) => route.abort('connectionrefused'))
  const scripts: string[] = []
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(asked.url())
  })
  // The page's timers wait for the test: only its own 1.5 s limit would start the script otherwise.
  await page.clock.pauseAt(worldNow() + 60_000)
  await page.goto(SCREENS[0]!.path(await demoCentral(request)), { waitUntil: 'commit' })
  await expect(page.locator('article.food-card').first()).toBeVisible()
  await expect(page.locator('img[elementtiming="leading-picture"]').first()).toHaveJSProperty(
    'naturalWidth',
    0,
  )
  // The paint, the picture's error and its sighting are the browser's: the clock moves on in steps
  // while they come, never as far as the 1.5 s limit that would start the script anyway.
  let advanced = 0
  await expect
    .poll(async () => {
      if (advanced < 1200) {
        await page.clock.runFor(100)
        advanced += 100
      }
      return scripts.length
    })
    .toBeGreaterThan(0)
})

const BUN = 'Pineapple Bun with Butter'

/** Opens the pick-up menu and, at the first tap once hydrated, adds a bun. */
async function addBunOnceHydrated(page: Page, request: APIRequestContext): Promise<MenuPage> {
  const { brandId, restaurantId } = await demoCentral(request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICK_UP])
  await waitForHydration(page)
  await menu.add(BUN)
  await expect(menu.countInCart(BUN)).toHaveText('1')
  return menu
}

test('a dish goes into the cart from the first tap after hydration', async ({ page, request }) => {
  const menu = await addBunOnceHydrated(page, request)
  await expect(menu.cartBar()).not.toContainText('Your cart is empty.')
})

test.describe('without the service worker, which would serve the shell instead', () => {
  test.use({ serviceWorkers: 'block' })

  test('a device with a cart renders it over the server page, with no mismatch', async ({
    page,
    request,
  }) => {
    const menu = await addBunOnceHydrated(page, request)
    const problems = hydrationProblems(page)
    await page.reload()
    await expect(page.locator('#page-state')).toHaveCount(1)
    await expect(menu.countInCart(BUN)).toHaveText('1')
    expect(problems).toEqual([])
  })
})

test('the server renders the page in the language the browser asks for', async ({ browser, request }) => {
  const path = SCREENS[0]!.path(await demoCentral(request))
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-HK' })
  const page = await context.newPage()
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  await expect(page.getByRole('heading', { name: '港記茶餐廳（中環店）' })).toBeVisible()
  await context.close()
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test("with the service worker in control, a page is its shell: never another brand's or language's render", async ({
    page,
    request,
  }) => {
    const shop = new ShopPage(page)
    await shop.open('/brand/index')
    await shop.expectBrandHome()
    await shop.waitForServiceWorker()

    // Another brand: the worker's shell, which renders that brand on the device.
    const harbour = await page.goto('/shop/brand/index?alias=harbour')
    expect(harbour?.fromServiceWorker()).toBe(true)
    await waitForApp(page)
    await expect(page.locator('#page-state')).toHaveCount(0)
    await expect(page.getByText('Harbour (Aberdeen)').first()).toBeVisible()
    await expect(page.getByText('Kong Kee Café (Central)')).toHaveCount(0)

    // The language chosen on the device, not the browser's English the server renders in.
    await shop.open('/changeLang')
    await page.getByRole('button', { name: '繁體中文' }).click()
    await page.waitForURL(/\/shop\/brand\/index/)
    const menu = await page.goto(SCREENS[0]!.path(await demoCentral(request)))
    expect(menu?.fromServiceWorker()).toBe(true)
    await waitForApp(page)
    await expect(page.getByRole('heading', { name: '港記茶餐廳（中環店）' })).toBeVisible()
  })
})
