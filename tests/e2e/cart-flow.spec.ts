import { encodeArg } from '../../src/domain/args'
import { serveAppShell } from './pages/appShell'
import { ChooserPage, demoCentral, MenuPage } from './pages/MenuPages'
import { expect, test } from './world'

/** Pick-up menu (type 7) of the demo brand's Central shop: open, no address needed. */
const PICKUP = 7

test('a set meal opened from a direct link goes back to its menu once added', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  // Find the set meal's id the way a shared link would carry it.
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.category('Set Meals').click()
  await menu.choose('All-day Breakfast Set')
  await expect(page).toHaveURL(/\/shop\/combo\//)
  const comboUrl = page.url()

  // A new tab with only that link: no history to go back to.
  const direct = await page.context().newPage()
  await direct.goto(comboUrl)
  const directChooser = new ChooserPage(direct)
  await directChooser.pick(directChooser.group('Main').locator('fieldset.choice-group'), 'Spaghetti')
  await directChooser.addToCart()
  await expect(direct).toHaveURL(new RegExp(`/shop/index/${encodeArg([brandId, restaurantId, 0, PICKUP])}$`))
  await expect(new MenuPage(direct).cartBar()).toContainText('1 in cart')
  await direct.close()
})

test('the cart bar comes with the first dish and goes when the sheet empties the cart', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await expect(menu.food('Pineapple Bun with Butter')).toBeVisible()
  await expect(menu.cartBar()).toHaveCount(0)

  await menu.add('Pineapple Bun with Butter')
  await expect(menu.cartBar()).toContainText('1 in cart · $ 17')
  const sheet = await menu.openCart()
  await sheet.getByRole('button', { name: 'Remove one Pineapple Bun with Butter' }).click()
  await expect(sheet.locator('.cart-line')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(menu.cartBar()).toHaveCount(0)
  // Its opener gone, focus goes to the page's main part, not to nowhere.
  await expect(page.locator('#main')).toBeFocused()
})

test.describe('a menu that cannot be loaded', () => {
  // The menu call fails in the page (its shell, not the server's render, which reads the menu
  // itself); the service worker would answer from its cache instead.
  test.use({ serviceWorkers: 'block' })

  test('shows no cart bar when there is nothing to order', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    await serveAppShell(page)
    await page.route('**/api/restaurant/food/shopMenuNew', (route) => route.abort('connectionrefused'))
    const menu = new MenuPage(page)
    await menu.open('index', [brandId, restaurantId, 0, PICKUP])
    await expect(page.locator('.menu-failed')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(menu.cartBar()).toHaveCount(0)
  })
})

test('the same dish again within FOODINTERVAL minutes is asked about before it is added', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  const chooser = new ChooserPage(page)
  const noodles = 'Luncheon Meat & Egg Noodles'
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.showCategory('Noodles')
  await menu.choose(noodles)
  await chooser.pick(chooser.group('Noodles'), 'Macaroni')
  await chooser.addToCart()
  await expect(menu.countInCart(noodles)).toHaveText('1')

  // The same dish with other choices, minutes later (the Central shop's FOODINTERVAL is 5): its
  // name opens the chooser again.
  await menu.food(noodles).getByRole('link', { name: noodles }).click()
  await expect(page).toHaveURL(/\/shop\/foodDetail\?/)
  await chooser.pick(chooser.group('Noodles'), 'Spaghetti')
  await chooser.addToCart()
  const question = page.getByRole('dialog', { name: 'Add it again?' })
  await expect(question).toContainText(`${noodles} was already added in the last 5 minutes`)
  await expect(question.getByRole('button', { name: 'Not now' })).toBeFocused()
  await question.getByRole('button', { name: 'Not now' }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL(/\/shop\/foodDetail\?/)

  await chooser.addToCart()
  await page.getByRole('dialog', { name: 'Add it again?' }).getByRole('button', { name: 'Add again' }).click()
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(menu.countInCart(noodles)).toHaveText('2')
})
