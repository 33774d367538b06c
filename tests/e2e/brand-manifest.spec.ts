import { ShopPage } from './pages/ShopPage'
import { expect, type Page, test } from './world'

/** The manifest Chromium would install from this page, as DevTools reads it. */
async function installedManifest(page: Page, alias: string) {
  const devtools = await page.context().newCDPSession(page)
  const read = async () =>
    (await devtools.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string }
  // The link is one of the shell's later parts: background work goes one idle period at a time (at
  // most 2 s each), so on a busy machine it may come some seconds after the first screen.
  await expect
    .poll(async () => (await read()).url, { timeout: 25_000 })
    .toContain(`manifest.webmanifest?alias=${alias}`)
  const { errors, data } = await read()
  expect(errors).toEqual([])
  return JSON.parse(data!) as {
    name: string
    short_name: string
    start_url: string
    theme_color: string
    icons: { src: string }[]
  }
}

const BRANDS = [
  {
    alias: 'demo',
    name: 'Kong Kee Café',
    shortName: 'Kong Kee Order',
    themeColor: '#be1c42',
    logo: '/uploads/demo/brands/demo-logo.svg',
  },
  {
    alias: 'harbour',
    name: 'Harbour Dim Sum & Seafood',
    shortName: 'Harbour Dining',
    themeColor: '#0b6e4f',
    logo: '/uploads/demo/brands/harbour-logo.svg',
  },
]

for (const brand of BRANDS) {
  test(`installing from ${brand.alias} installs ${brand.name}: its name, colour, icons and home`, async ({
    page,
  }) => {
    const shop = new ShopPage(page)
    await shop.open(`/brand/index?alias=${brand.alias}`)
    await shop.expectBrandHome()

    const manifest = await installedManifest(page, brand.alias)
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.shortName,
      theme_color: brand.themeColor,
      start_url: `/shop/brand/index?alias=${brand.alias}`,
    })
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons) expect(icon.src).toContain(brand.logo)

    // The start URL opens the brand's phone home, not the desktop page at the root.
    await page.goto(manifest.start_url)
    await shop.expectBrandHome()
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible()
    expect(await shop.layout()).not.toBe('wide')
  })
}

test('the manifest follows the app’s language', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index?alias=harbour')
  await shop.expectBrandHome()
  // The brand is stored once start-up has settled (setSettingSoon); the next page load reads it.
  await expect
    .poll(() => shop.readLocal<{ value: string }>('settings', 'brandAlias'))
    .toMatchObject({ value: 'harbour' })
  await shop.open('/changeLang')
  await page.getByRole('button', { name: /繁體中文/ }).click()
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/shop/manifest.webmanifest?alias=harbour&lang=zh-hk',
  )
  const manifest = await installedManifest(page, 'harbour&lang=zh-hk')
  expect(manifest.name).toBe('海港點心海鮮酒家')
})
