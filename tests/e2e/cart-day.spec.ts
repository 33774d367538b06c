import { demoCentral, MenuPage } from './pages/MenuPages'
import { expect, type Page, test } from './world'

/** Pick-up menu (type 7) of the demo brand's Central shop. */
const PICKUP = 7

/** Carts kept in the browser's database, by business day (src/db/carts.ts). */
function storedCartDays(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('shop-pwa')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('carts').objectStore('carts').getAll()
          request.onsuccess = () => {
            resolve((request.result as { businessDay: string }[]).map((cart) => cart.businessDay))
            open.result.close()
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

test('the 05:00 rollover starts an empty cart and the sweep deletes yesterday’s', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  // Noon on one business day, Hong Kong time (dates are shown and rolled over at UTC+8).
  await page.clock.setFixedTime(new Date('2026-03-10T12:00:00+08:00'))
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.showCategory('Snacks')
  await menu.add('Buttered Toast')
  await expect(menu.cartBar()).toContainText('1 in cart')
  await expect.poll(() => storedCartDays(page)).toEqual(['2026-03-10'])

  // Still the same business day at 04:59 the next morning: the cart is kept.
  await page.clock.setFixedTime(new Date('2026-03-11T04:59:00+08:00'))
  await page.reload()
  await expect(menu.cartBar()).toContainText('1 in cart')

  // 05:00 starts a new business day: the menu opens with an empty cart, yesterday's is swept.
  await page.clock.setFixedTime(new Date('2026-03-11T05:00:00+08:00'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Kong Kee Café (Central)', level: 1 })).toBeVisible()
  await expect(menu.cartBar()).toHaveCount(0)
  await expect.poll(() => storedCartDays(page)).toEqual([])
})
