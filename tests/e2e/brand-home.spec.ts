import { encodeArg } from '../../src/domain/args'
import { ShopPage } from './pages/ShopPage'
import { BROWSER_LOCALE, type Lang } from './pages/texts'
import { expect, test } from './world'

/** The demo brand, the first the seed makes. */
const DEMO_BRAND_ID = 1

/** The demo brand's page title (its SEO title) in each language. */
const SEO_TITLE: Record<Lang, string> = {
  en: 'Kong Kee Café | Order online',
  'zh-hk': '港記茶餐廳｜網上點餐',
  'zh-cn': '港记茶餐厅｜网上点餐',
}

for (const lang of ['en', 'zh-cn', 'zh-hk'] as const satisfies readonly Lang[]) {
  test.describe(`brand home in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('renders in the browser language with the brand colour', async ({ page }) => {
      const shop = new ShopPage(page, lang)
      await shop.open('/brand/index')
      await shop.expectBrandHome()
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}$`, 'i'))
      expect(await shop.brandColor()).toBe('rgb(190, 28, 66)')
      // The page title carries the product name as a suffix.
      await expect(page).toHaveTitle(/ - \S/)
    })

    test('a first visit asks the server in the browser language', async ({ page }) => {
      // The brand's title comes from the server, asked before the app's language is active.
      const shop = new ShopPage(page, lang)
      await shop.open(`/brand/index/${encodeArg([DEMO_BRAND_ID, 0, 0])}`)
      await shop.expectBrandHome()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEO_TITLE[lang])
      await expect(page).toHaveTitle(new RegExp(`^${SEO_TITLE[lang].replace('|', '\\|')}`))
    })
  })
}

test('the language screen loaded as a page goes back to the page it was opened from', async ({ page }) => {
  const shop = new ShopPage(page, 'en')
  const restaurants = `/shop/brand/restaurantList/${encodeArg([DEMO_BRAND_ID, 0, 0])}`
  await page.goto(restaurants)
  // A link tapped before the app's script ran loads the screen as a new page: the router has no
  // history of its own to go back through, the browser's referrer says where the diner was.
  await page.goto('/shop/changeLang', { referer: new URL(restaurants, page.url()).href })
  await page.getByRole('button', { name: '繁體中文' }).click()
  await page.waitForURL(new RegExp(`${restaurants}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh-hk$/i)
  expect((await shop.readLocal<{ value: string }>('settings', 'locale'))?.value).toBe('zh-hk')
})

test('the second brand gets its own colour', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index?alias=harbour')
  await shop.expectBrandHome()
  const color = await shop.brandColor()
  expect(color).not.toBe('rgb(190, 28, 66)')
  expect(color).toMatch(/^rgb\(\d+, \d+, \d+\)$/)
})

test('choosing a language changes the page and is kept across reloads', async ({ page }) => {
  const shop = new ShopPage(page, 'zh-hk')
  await shop.open('/brand/index')
  await shop.open('/changeLang')
  await page.getByRole('button', { name: '繁體中文' }).click()
  // The app saves the choice, then goes back to where the user came from.
  await page.waitForURL(/\/shop\/brand\/index$/)
  await shop.expectBrandHome()
  await page.reload()
  await shop.expectBrandHome()
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh-hk$/i)
  expect((await shop.readLocal<{ value: string }>('settings', 'locale'))?.value).toBe('zh-hk')
})
