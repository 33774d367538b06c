import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

test('an unknown path shows the error page', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/no/such/page')
  await shop.expectErrorPage()
})

test('/shop/error is the error page', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/error')
  await shop.expectErrorPage()
})

test('a route opened without its arg shows the Notice dialog with one Confirm', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/resource')
  const dialog = page.getByRole('dialog', { name: shop.text.warmPrompt })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(shop.text.dataMissing)
  await expect(dialog).toContainText(shop.text.quitAndRetry)
  await expect(dialog.getByRole('button')).toHaveCount(1)
  await expect(dialog.getByRole('button', { name: shop.text.confirm })).toBeFocused()
  await dialog.getByRole('button', { name: shop.text.confirm }).click()
  await expect(dialog).toBeHidden()
})

for (const garbage of ['@@@@', '!!notbase64', 'MV8yX', encodeURIComponent(btoa('\u00ff\u00fe'))]) {
  test(`an undecodable arg (${garbage}) lands on /shop/error`, async ({ page }) => {
    const shop = new ShopPage(page)
    await shop.open(`/resource/${garbage}`)
    await expect(page).toHaveURL(/\/shop\/error$/)
    await shop.expectErrorPage()
  })
}

test('a well-formed arg with the wrong fields lands on /shop/error', async ({ page }) => {
  const shop = new ShopPage(page)
  // base64url of "abc": not a brand id.
  await shop.open('/brand/index/YWJj')
  await expect(page).toHaveURL(/\/shop\/error$/)
})

test('the query form of the arg opens the brand resource pages', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open(`/resource?arg=${encodeURIComponent('[1,0,0,2]')}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText(shop.text.unreachable)
  await expect(page.getByRole('link').first()).toBeVisible()
})
