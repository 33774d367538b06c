import { expect, test } from '@playwright/test'
import { ShopPage } from './pages/ShopPage'

type Manifest = {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

test('the app meets Chromium’s install criteria: a linked manifest, icons and a controlling service worker', async ({
  page,
  request,
}) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/shop/manifest.webmanifest')

  const response = await request.get(href!)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as Manifest
  expect(manifest).toMatchObject({ start_url: '/shop/', scope: '/shop/', display: 'standalone' })
  expect(manifest.name.length).toBeGreaterThan(0)
  expect(manifest.short_name.length).toBeGreaterThan(0)
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  for (const size of ['192x192', '512x512']) {
    expect(
      manifest.icons.some((icon) => icon.sizes === size && (icon.purpose ?? 'any').includes('any')),
    ).toBe(true)
  }
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true)
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, 'http://host/shop/').pathname)
    expect([icon.src, image.status(), image.headers()['content-type']]).toEqual([icon.src, 200, 'image/png'])
  }

  await shop.waitForServiceWorker()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/shop\/sw\.js$/)
})
