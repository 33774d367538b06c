import { seriousAxeViolations } from './pages/axe'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { expect, test } from './world'

/** Stock (SPEC §5: order type 1 only) and limits as the menu shows them, on a wide and a narrow phone. */
const DELIVERY = 1
const PICKUP = 7

test('stock shows on the delivery menu only: the egg tart is sold out there, orderable for pick-up', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, DELIVERY])
  await expect(menu.food('Egg Tart')).toContainText('Sold out')
  await expect(menu.addButton('Egg Tart')).toHaveCount(0)

  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await expect(menu.food('Egg Tart')).toContainText('Flaky pastry')
  await expect(menu.food('Egg Tart')).not.toContainText(/sold out/i)
  await expect(menu.addButton('Egg Tart')).toBeEnabled()
  await menu.add('Egg Tart')
  await expect(menu.countInCart('Egg Tart')).toHaveText('1')
})

test('at a limit the + is disabled, says "Limit reached", and pressed still says why', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])

  // Two per guest.
  await menu.add('Pineapple Bun with Butter')
  await expect(menu.addButton('Pineapple Bun with Butter')).toBeEnabled()
  await menu.add('Pineapple Bun with Butter')
  await expect(menu.food('Pineapple Bun with Butter')).toContainText('Limit reached')
  await expect(menu.addButton('Pineapple Bun with Butter')).toBeDisabled()
  await menu.pressDisabledAdd('Pineapple Bun with Butter')
  await expect(menu.toast('Maximum quantity reached')).toBeVisible()
  await expect(menu.countInCart('Pineapple Bun with Butter')).toHaveText('2')
  // Taking one off enables it again.
  await page.getByRole('button', { name: 'Remove one Pineapple Bun with Butter' }).click()
  await expect(menu.addButton('Pineapple Bun with Butter')).toBeEnabled()

  // The category cap (two rice dishes per guest) disables every rice dish's +.
  await menu.showCategory('Rice')
  await menu.add('Curry Beef Brisket Rice')
  await menu.add('Curry Beef Brisket Rice')
  for (const name of ['Curry Beef Brisket Rice', 'Baked Pork Chop Rice', 'Scrambled Egg with Shrimp Rice']) {
    await expect(menu.addButton(name)).toBeDisabled()
  }
  expect(await seriousAxeViolations(page)).toEqual([])
})

test.describe('on a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('"Limit reached", the + and the category titles are never cut off', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    await menu.open('index', [brandId, restaurantId, 0, PICKUP])
    await menu.add('Pineapple Bun with Butter')
    await menu.add('Pineapple Bun with Butter')
    const reached = menu.food('Pineapple Bun with Butter').getByText('Limit reached')
    await expect(reached).toBeVisible()
    expect(await menu.isTextCut(reached)).toBe(false)
    await expect(menu.addButton('Pineapple Bun with Butter')).toBeInViewport({ ratio: 1 })

    await menu.showCategory('Rice')
    await menu.add('Curry Beef Brisket Rice')
    await menu.add('Baked Pork Chop Rice')
    const riceReached = menu.food('Scrambled Egg with Shrimp Rice').getByText('Limit reached')
    expect(await menu.isTextCut(riceReached)).toBe(false)

    const titles = page.locator('.food-section-title > span')
    expect(await titles.count()).toBeGreaterThan(5)
    for (const title of await titles.all()) {
      expect(await menu.isTextCut(title), (await title.textContent()) ?? '').toBe(false)
    }
    // The side bar's names (each button's first span; the count badge beside it is its own).
    for (const name of await menu.categories().locator('button > span:first-child').all()) {
      expect(await menu.isTextCut(name), (await name.textContent()) ?? '').toBe(false)
    }
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
