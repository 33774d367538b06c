import { AccountPage, AddressPages, MapPickDialog } from './pages/MemberPages'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { RestaurantPages } from './pages/RestaurantPages'
import { ShopPage } from './pages/ShopPage'
import { expect, type Page, type Response, test } from './world'

// These tests need the service worker: what it keeps, sends or serves (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/**
 * The app passes its own Content-Security-Policy (server/http/securityHeaders.ts): no page it opens
 * (home, menu, account, the lazy map) makes the browser refuse anything, and the service worker and
 * web manifest still work under it.
 */

/** What the browser refused or complained about: CSP violations and policy header errors. */
type PolicyWatch = { problems: string[] }

/** Records securitypolicyviolation events of every document, and the console's CSP and policy errors. */
async function watchPolicies(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { problems: [] }
  await page.exposeFunction('__reportPolicyViolation', (text: string) => watch.problems.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation
      report(
        `violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Permissions-Policy|Refused to/i.test(message.text())) {
      watch.problems.push(`console ${message.type()}: ${message.text()}`)
    }
  })
  return watch
}

/** The policy the page got is the strict one: no inline or eval allowance for scripts or styles. */
function expectStrictPolicy(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
  expect(csp).toContain("frame-ancestors 'none'")
  // WebAssembly may compile (the table-code scanner's decoder); no inline script or style, no JS eval.
  expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'/)
  expect(response?.headers()['x-frame-options']).toBe('DENY')
}

test('home, menu, account and the map load without a CSP violation; the worker and manifest work under it', async ({
  page,
}) => {
  const watch = await watchPolicies(page)
  const shop = new ShopPage(page)

  // Brand home: banners, logo and restaurant pictures.
  expectStrictPolicy(await page.goto('/shop/brand/index'))
  await shop.expectBrandHome()
  await page.waitForLoadState('networkidle')

  // The service worker registers and takes control under worker-src; the next load is its copy.
  await shop.waitForServiceWorker()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/shop\/sw\.js$/)
  expectStrictPolicy(await page.reload())
  await shop.expectBrandHome()

  // The manifest loads under manifest-src.
  const devtools = await page.context().newCDPSession(page)
  const manifest = (await devtools.send('Page.getAppManifest')) as {
    url: string
    errors: unknown[]
    data?: string
  }
  expect(manifest.url).toMatch(/\/shop\/manifest\.webmanifest(\?alias=demo&lang=en)?$/)
  expect(manifest.errors).toEqual([])
  expect(manifest.data).toContain('"start_url"')

  // A menu with its dish pictures.
  const { brandId, restaurantId } = await demoCentral(page.request)
  await new MenuPage(page).open('index', [brandId, restaurantId, 0, 7])
  await expect(page.getByRole('heading', { name: 'Kong Kee Café (Central)', level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')

  // The account tab, a member's, and the address form's map (Leaflet, lazy, tiles from the tile host).
  const account = new AccountPage(page, 'en')
  await account.open()
  await account.expectGuest()
  await account.registerFreshMember()
  await new AddressPages(page, 'en').openFormFromAccount()
  const tiles = page.waitForRequest(/^https:\/\/tile\.openstreetmap\.org\//)
  await new MapPickDialog(page).open()
  await tiles
  await page.keyboard.press('Escape')

  // The restaurants' map.
  await page.goto('/shop/map?alias=demo')
  await expect(new RestaurantPages(page).mapMarkers()).toHaveCount(3)

  expect(watch.problems).toEqual([])
})

test('the policy is enforced and the watch sees it: an injected inline script is refused', async ({
  page,
}) => {
  const watch = await watchPolicies(page)
  expectStrictPolicy(await page.goto('/shop/brand/index'))
  await new ShopPage(page).expectBrandHome()
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    return (window as unknown as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(() => watch.problems.join('\n')).toContain('violation: script-src-elem blocked inline')
})
