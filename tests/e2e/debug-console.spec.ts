import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

test('the developer console launcher shows only once asked for with ?debug=1', async ({ page }) => {
  const shop = new ShopPage(page)
  const launcher = page.getByRole('button', { name: 'Open the developer console' })
  // The launcher comes with the footer, in the shell's later parts.
  const footer = page.getByRole('contentinfo')

  // A local host may have the console, but nothing floats over the page by default.
  await shop.open('/brand/index')
  await expect(footer).toBeVisible()
  await expect(launcher).toHaveCount(0)

  // Asked for: shown, and remembered on the device across pages.
  await shop.open('/brand/index?debug=1')
  await expect(launcher).toBeVisible()
  // Stored once the first frame is painted; a page left before that would not remember it.
  await expect
    .poll(() => shop.readLocal<{ value: boolean }>('settings', 'debugConsole'))
    .toMatchObject({ value: true })
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  await expect(launcher).toBeVisible()

  // Put away again.
  await shop.open('/brand/index?debug=0')
  await expect(footer).toBeVisible()
  await expect(launcher).toHaveCount(0)
  await page.reload()
  await expect(footer).toBeVisible()
  await expect(launcher).toHaveCount(0)
})
