import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

// These tests need the service worker: what it keeps, sends or serves (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

type Manifest = {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test('the app meets Chromium’s install criteria: a linked manifest, icons and a controlling service worker', async ({
  page,
  request,
}) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  // The page links the brand's manifest once it knows the brand (the generic one before).
  const link = page.locator('link[rel="manifest"]')
  await expect(link).toHaveAttribute('href', '/shop/manifest.webmanifest?alias=demo&lang=en')
  const href = (await link.getAttribute('href'))!

  const response = await request.get(href)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as Manifest
  expect(manifest).toMatchObject({ scope: '/shop/', display: 'standalone' })
  expect(manifest.start_url.startsWith('/shop/')).toBe(true)
  expect(manifest.name.length).toBeGreaterThan(0)
  expect(manifest.short_name.length).toBeGreaterThan(0)
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  // An icon of at least 144 px for any purpose; each is a PNG of the size it declares.
  expect(
    manifest.icons.some(
      (icon) => Number.parseInt(icon.sizes, 10) >= 144 && (icon.purpose ?? 'any').includes('any'),
    ),
  ).toBe(true)
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, 'http://host/shop/').href.replace('http://host', ''))
    expect([icon.src, image.status(), image.headers()['content-type']]).toEqual([icon.src, 200, 'image/png'])
    expect([icon.src, pngSize(await image.body())]).toEqual([icon.src, icon.sizes])
  }

  await shop.waitForServiceWorker()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/shop\/sw\.js$/)
})

test('the generic manifest, linked before the brand is known, opens the brand home, not the desktop page', async ({
  request,
}) => {
  const manifest = (await (await request.get('/shop/manifest.webmanifest')).json()) as Manifest
  expect(manifest).toMatchObject({ start_url: '/shop/brand/index', scope: '/shop/' })
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true)
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true)
})
