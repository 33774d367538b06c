import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { menus } from '../../server/db/schema'
import type { BrandRestaurant } from '../../src/domain/contract/brand'
import { comboGroupSchema, shopMenuSchema } from '../../src/domain/menuSchema'
import { BACKENDS, call } from './harness'
import { loadMenu, menuFoods, schemaIssues, useMenuApp } from './menuHelpers'

const MENU = '/api/restaurant/food/shopMenuNew'
const COMBO = '/api/restaurant/food/findFoodCombo'
const MENU_TYPES = [1, 4, 5, 7, 10]

describe.each(BACKENDS)('the menu answer against shopMenuSchema on $name', (backend) => {
  const s = useMenuApp(backend)

  /** Every restaurant of both seeded brands, as the API lists them. */
  const allRestaurants = async (): Promise<BrandRestaurant[]> => {
    const lists = await Promise.all(
      [s.ids.demoId, s.ids.harbourId].map(
        async (brandId) =>
          (await call(s.t.app, '/api/restaurant/public/brand/getBrandRestaurantList', { query: { brandId } }))
            .body.data as BrandRestaurant[],
      ),
    )
    return lists.flat()
  }

  it('parses every seeded menu of every restaurant, full and unchanged', async () => {
    let parsed = 0
    for (const restaurant of await allRestaurants()) {
      for (const menuType of MENU_TYPES) {
        const full = await call(s.t.app, MENU, { json: { restaurantId: restaurant.id, menuType } })
        if (!restaurant.menuTypes.includes(menuType)) {
          expect(full.body.errCode, `${restaurant.name1} type ${menuType}`).toBe('MENU.NOT_FOUND')
          continue
        }
        const where = `${restaurant.name1} type ${menuType}`
        expect(schemaIssues(shopMenuSchema, full.body.data), where).toEqual([])
        expect(full.body.data.categories.length, where).toBeGreaterThan(0)
        const version = full.body.data.version as string
        const unchanged = await call(s.t.app, MENU, {
          json: { restaurantId: restaurant.id, menuType, version },
        })
        expect(unchanged.body.data, where).toMatchObject({ unchanged: true, categories: [] })
        expect(schemaIssues(shopMenuSchema, unchanged.body.data), where).toEqual([])
        parsed += 1
      }
    }
    // Every menu of the seed was reached through the API.
    expect(parsed).toBe(await s.t.db.$count(menus))
  })

  it("parses every combo's findFoodCombo answer with the menu's combo group schema", async () => {
    const menu = await loadMenu(s.t.app, s.ids.centralId, 1)
    const combos = menuFoods(menu).filter((food) => food.foodType === 2)
    expect(combos.length).toBeGreaterThan(0)
    for (const food of combos) {
      const res = await call(s.t.app, COMBO, { json: { foodId: food.id } })
      expect(schemaIssues(v.array(comboGroupSchema), res.body.data), food.foodName1).toEqual([])
      expect(res.body.data, food.foodName1).toEqual(food.itemDetail)
    }
  })

  it('refuses a real menu with a field added, a field missing, a number for money or categories when unchanged', async () => {
    const menu = await loadMenu(s.t.app, s.ids.centralId, 1)
    const food = menu.categories[0]!.foods[0]!
    const withFood = (change: Record<string, unknown>) => ({
      ...menu,
      categories: [{ ...menu.categories[0]!, foods: [{ ...food, ...change }] }],
    })
    const { price: _price, ...withoutPrice } = food
    const withoutPriceMenu = { ...menu, categories: [{ ...menu.categories[0]!, foods: [withoutPrice] }] }
    expect(schemaIssues(shopMenuSchema, menu)).toEqual([])
    expect(schemaIssues(shopMenuSchema, withFood({ spicy: 1 }))[0]).toMatch(
      /^categories\.0\.foods\.0\.spicy: /,
    )
    expect(schemaIssues(shopMenuSchema, withoutPriceMenu)[0]).toMatch(/^categories\.0\.foods\.0\.price: /)
    expect(schemaIssues(shopMenuSchema, withFood({ price: 38.5 }))[0]).toMatch(
      /^categories\.0\.foods\.0\.price: /,
    )
    expect(schemaIssues(shopMenuSchema, { ...menu, unchanged: true })).toEqual([
      '(root): an unchanged menu has no categories',
    ])
  })
})
