import { seriousAxeViolations } from './pages/axe'
import { demoShop, MenuPage } from './pages/MenuPages'
import { demoRestaurants, RestaurantPages } from './pages/RestaurantPages'
import { expect, test } from './world'

/**
 * The busy demo shop (openStatus 2, SPEC §4 "busy, delivery unavailable"): pick-up goes ahead,
 * delivery is refused up front, and every screen says so in one wording.
 */
const MONG_KOK = 'Kong Kee Café (Mong Kok)'
const BUSY = 'Busy: delivery is unavailable right now'
const OPEN = 'Open restaurants'
const DELIVERY = 1

test('a busy shop’s page offers pick-up first and says once why delivery is off', async ({ page }) => {
  const { brandId, byName } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await lists.openShop(brandId, byName(MONG_KOK).id)
  await lists.expectShop(MONG_KOK)
  const summary = page.getByRole('region', { name: MONG_KOK })
  await expect(summary).toContainText(BUSY)
  await expect(summary.getByRole('list', { name: 'Ways to order' }).getByRole('listitem')).toHaveText([
    'Delivery (unavailable now)',
    'Pick-up',
  ])
  // The ways that take orders are links, first; delivery is a disabled button saying why.
  await expect(lists.orderingEntries().getByRole('link')).toHaveText(['Pick-up', 'Scheduled pick-up'])
  const delivery = page.getByRole('button', { name: 'Delivery', exact: true })
  await expect(delivery).toBeDisabled()
  await expect(delivery).toHaveAccessibleDescription(BUSY)
  // One wording for the state on the screen.
  expect(new Set(await page.getByText(/busy/i).allInnerTexts())).toEqual(new Set([BUSY]))
  expect(await seriousAxeViolations(page)).toEqual([])

  // Pick-up takes the order through to the confirmation.
  await lists.orderingEntries().getByRole('link', { name: 'Pick-up', exact: true }).click()
  const menu = new MenuPage(page)
  await menu.add('Hong Kong French Toast')
  await expect(menu.countInCart('Hong Kong French Toast')).toHaveText('1')
  await expect(menu.shopStateNotice()).toHaveCount(0)
  const sheet = await menu.openCart()
  await sheet.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/shop\/deliveryOrder\//)
})

test('a busy shop’s delivery menu says up front that delivery is off and fills no cart', async ({ page }) => {
  const { brandId, restaurantId } = await demoShop(page.request, MONG_KOK)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, DELIVERY])
  // The state and what it means for the cart, each a sentence of its own.
  await expect(menu.shopStateNotice().locator('p')).toHaveText([
    BUSY,
    'Dishes cannot be added to the cart now.',
  ])
  // The status line does not say the same state a second way.
  expect(await page.getByText(/busy/i).allInnerTexts()).toEqual([BUSY])
  await expect(menu.addButton('Pineapple Bun with Butter')).toBeDisabled()
  await expect(
    page.getByRole('button', { name: 'Choose options for Luncheon Meat & Egg Noodles' }),
  ).toBeDisabled()
  await menu.pressDisabledAdd('Pineapple Bun with Butter')
  await expect(menu.toast(BUSY)).toBeVisible()
  // Nothing in the cart: no cart bar.
  await expect(menu.cartBar()).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])

  // The way that does take orders is one tap away.
  await page.getByRole('link', { name: 'Order for pick-up instead' }).click()
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(page.locator('.menu-intro-flow')).toHaveText('Pick-up')
  await expect(page.locator('.menu-status')).toHaveText(BUSY)
  await menu.add('Pineapple Bun with Butter')
  await expect(menu.cartBar()).toContainText('1 in cart')
})

test('the pick-up list shows the busy shop open, its delivery marked unavailable', async ({ page }) => {
  const { brandId } = await demoRestaurants(page)
  const lists = new RestaurantPages(page)
  await lists.openList(brandId)
  // The list arrives after the page's heading: asked again until it is there.
  await expect.poll(() => lists.namesIn(OPEN)).toContain(MONG_KOK)
  const card = lists.card(MONG_KOK)
  await expect(card).toContainText(BUSY)
  await expect(card.getByRole('list', { name: 'Ways to order' }).getByRole('listitem')).toHaveText([
    'Delivery (unavailable now)',
    'Pick-up',
  ])
  expect(await seriousAxeViolations(page)).toEqual([])
  await card.click()
  await lists.expectShop(MONG_KOK)
  await expect(lists.orderingEntries().first().getByRole('link')).toHaveText('Pick-up')
})
