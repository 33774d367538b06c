import AxeBuilder from '@axe-core/playwright'
import { ShopPage } from './pages/ShopPage'
import { BROWSER_LOCALE } from './pages/texts'
import { expect, test } from './world'

const SERIOUS = new Set(['serious', 'critical'])

for (const lang of ['en', 'zh-hk'] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('axe finds no serious violations on the brand home', async ({ page }) => {
      const shop = new ShopPage(page, lang)
      await shop.open('/brand/index')
      await shop.expectBrandHome()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((violation) => SERIOUS.has(violation.impact ?? ''))
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    })
  })
}

test('axe finds no serious violations on the second brand and the Terms popup', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index?alias=harbour')
  await shop.expectBrandHome()
  await page.getByRole('button', { name: 'Terms' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => SERIOUS.has(violation.impact ?? ''))
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})
