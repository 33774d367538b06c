import { expect, test } from '@playwright/test'
import { ShopPage } from './pages/ShopPage'
import { BROWSER_LOCALE, type Lang } from './pages/texts'

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
  })
}

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
