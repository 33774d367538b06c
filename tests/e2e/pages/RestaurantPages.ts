import { expect, type Locator, type Page } from '@playwright/test'
import { waitForApp } from './appShell'

export type DemoRestaurant = { id: number; name: string }

/** The demo brand's id and its restaurants' ids by English name, read from the API. */
export async function demoRestaurants(
  page: Page,
  alias = 'demo',
): Promise<{ brandId: number; byName: (name: string) => DemoRestaurant }> {
  const brand = await page.request.get(`/api/restaurant/brand/getBrandByAlias?alias=${alias}`)
  const brandId = ((await brand.json()) as { data: { id: number } }).data.id
  const list = await page.request.get(
    `/api/restaurant/public/brand/getBrandRestaurantList?brandId=${brandId}`,
  )
  const restaurants = ((await list.json()) as { data: { id: number; name1: string }[] }).data
  return {
    brandId,
    byName: (name) => {
      const found = restaurants.find((restaurant) => restaurant.name1 === name)
      if (!found) throw new Error(`No demo restaurant named ${name}`)
      return { id: found.id, name }
    },
  }
}

/** Page model of the restaurant lists, shop pages, WhatsApp link and map views (English UI). */
export class RestaurantPages {
  constructor(readonly page: Page) {}

  /** /restaurantList with the query form of the arg `[brandId, 0, 0, service]`. */
  async openList(brandId: number, service: 1 | 2 = 1) {
    await this.page.goto(`/shop/restaurantList?arg=[${brandId},0,0,${service}]`)
    await waitForApp(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible()
  }

  async openShop(brandId: number, restaurantId: number, menuType?: number) {
    const values = [brandId, restaurantId, 0, ...(menuType ? [menuType] : [])]
    await this.page.goto(`/shop/shop?arg=${JSON.stringify(values)}`)
    await waitForApp(this.page)
  }

  tab(name: 'Pick-up' | 'Scan to order at the table'): Locator {
    return this.page.getByRole('tab', { name })
  }

  /** A list section ('Open restaurants' or 'Closed or not on the map'). */
  section(name: string): Locator {
    return this.page.getByRole('region', { name })
  }

  /** The names of the restaurants of a section, in order. */
  async namesIn(section: string): Promise<string[]> {
    const headings = this.section(section).getByRole('heading', { level: 3 })
    return (await headings.allTextContents()).map((text) => text.trim())
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name })
  }

  offlineNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'You are offline' })
  }

  mapMarkers(): Locator {
    return this.page.locator('.atlas-map .leaflet-marker-icon')
  }

  async expectShop(name: string) {
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible()
  }

  /** The meal periods as `name time` lines. */
  async periods(): Promise<string[]> {
    const items = this.page.getByRole('region', { name: 'Meal periods' }).getByRole('listitem')
    return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
  }

  /** The ordering buttons (links or disabled buttons) in order. */
  orderingEntries(): Locator {
    return this.page.getByRole('region', { name: 'Order now' }).getByRole('listitem')
  }
}
