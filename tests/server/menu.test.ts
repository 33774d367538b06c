import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { foods } from '../../server/db/schema'
import type { MenuComboGroup, ShopMenu } from '../../src/domain/contract/menu'
import { decideAdd } from '../../src/domain/menu/automod'
import { isComboGroup } from '../../src/domain/menu/combo'
import { checkAdd } from '../../src/domain/menu/limits'
import { compareFoods, sortFoods } from '../../src/domain/menu/sort'
import { ORDER_TYPE } from '../../src/domain/menu/types'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { foodNamed, loadMenu, menuFoods, useMenuApp } from './menuHelpers'

const MENU = '/api/restaurant/food/shopMenuNew'
const MONEY = /^\d+\.\d{2}$/

describe.each(BACKENDS)('restaurant/food/shopMenuNew on $name', (backend) => {
  let delivery: ShopMenu
  const s = useMenuApp(backend)
  beforeAll(async () => {
    delivery = await loadMenu(s.t.app, s.ids.centralId, 1)
  })

  it('answers the menu with its categories in display order, in three languages', () => {
    expect(delivery).toMatchObject({
      restaurantId: s.ids.centralId,
      menuType: 1,
      name: '外賣速遞',
      name1: 'Delivery',
      name2: '外卖速递',
      unchanged: false,
    })
    expect(delivery.categories.map((c) => c.categoryName1)).toEqual([
      'Signatures',
      'Noodles',
      'Rice',
      'Snacks',
      'Drinks',
      'Set Meals',
    ])
    const rice = delivery.categories[2]!
    expect(rice).toMatchObject({
      categoryName: '飯類',
      categoryName2: '饭类',
      limitType: 1,
      limitAmount: 2,
      number: 0,
    })
    const milkTea = foodNamed(delivery, 'Hong Kong Milk Tea')
    expect(milkTea).toMatchObject({ foodName: '港式奶茶', foodName2: '港式奶茶', posFid: 'demo-milk-tea' })
    expect(milkTea.description1).toContain('pantyhose')
  })

  it('carries every SPEC §3 Food field, money as two-place strings', () => {
    const bun = foodNamed(delivery, 'Pineapple Bun with Butter')
    expect(bun).toMatchObject({
      price: '16.00',
      lunchboxPrice: '1.00',
      marketPrice: null,
      mealPrice: null,
      serviceCharge: 1,
      ablediscount: 1,
      invisible: 0,
      surplusNum: 30,
      remainingNumber: 30,
      isDisable: 0,
      limitType: 1,
      limitAmount: 2,
      automod: 0,
      itemCounts: 0,
      status: 1,
      startQuantity: 1,
      increaseQuantity: 1,
      foodType: 1,
      itemDetail: [],
    })
    for (const key of ['fcSeqNo', 'fmSeqNo', 'mSeqNo', 'ciSeqNo', 'fmId', 'fcId', 'categoryId', 'imageUrl'])
      expect(bun, key).toHaveProperty(key)
    for (const food of menuFoods(delivery)) {
      expect(food.price).toMatch(MONEY)
      expect(food.lunchboxPrice).toMatch(MONEY)
      if (food.marketPrice !== null) expect(food.marketPrice).toMatch(MONEY)
    }
    expect(foodNamed(delivery, 'Egg Tart')).toMatchObject({
      marketPrice: '12.00',
      surplusNum: 0,
      remainingNumber: 20,
    })
    expect(foodNamed(delivery, 'Baked Pork Chop Rice').mealPrice).toBe('58.00')
  })

  it('sorts the foods of each category with sortFoods (SPEC §3 sort fields)', async () => {
    for (const category of delivery.categories) expect(category.foods).toEqual(sortFoods(category.foods))
    // Reverse the noodles' positions in the database: the answer follows.
    const noodles = delivery.categories[1]!.foods
    await Promise.all(
      noodles.map((food, index) =>
        s.t.db
          .update(foods)
          .set({ fcSeqNo: noodles.length - index })
          .where(eq(foods.id, food.id)),
      ),
    )
    const reordered = (await loadMenu(s.t.app, s.ids.centralId, 1)).categories[1]!.foods
    expect(reordered.map((food) => food.id)).toEqual(noodles.map((food) => food.id).reverse())
    // A combo (foodType 2) sorts after single items whatever its sequence numbers.
    const sets = delivery.categories[5]!.foods
    expect(sets.every((food) => food.foodType === 2)).toBe(true)
    expect(compareFoods({ foodType: 1, fcSeqNo: 9 }, { foodType: 2, fcSeqNo: 1 })).toBeLessThan(0)
    await Promise.all(
      noodles.map((food) =>
        s.t.db
          .update(foods)
          .set({ fcSeqNo: Number(food.fcSeqNo) })
          .where(eq(foods.id, food.id)),
      ),
    )
  })

  it('nests modifier groups in itemDetail, options in order with defaults', () => {
    const milkTea = foodNamed(delivery, 'Hong Kong Milk Tea')
    expect(milkTea.itemCounts).toBe(2)
    expect(milkTea.itemDetail.map((group) => group.name1)).toEqual(['Temperature', 'Sweetness'])
    expect(milkTea.itemDetail[0]).toMatchObject({
      minqty: 1,
      maxqty: 1,
      items: [
        { name1: 'Hot', price: '0.00', defmodifier: 1 },
        { name1: 'Iced (+$3)', price: '3.00', defmodifier: 0 },
      ],
    })
    expect(isComboGroup(milkTea.itemDetail[0]!)).toBe(false)
    // automod 1 with defaults adds at once; automod 0 opens the chooser (src/domain/menu/automod.ts).
    expect(decideAdd(milkTea, milkTea.itemDetail, [])).toMatchObject({ code: 'addDirect' })
    const yuenyeung = foodNamed(delivery, 'Yuenyeung (Coffee with Tea)')
    expect(decideAdd(yuenyeung, yuenyeung.itemDetail, [])).toEqual({
      code: 'openChooser',
      reason: 'automodOff',
    })
  })

  it("gives a combo's itemDetail its combo groups, hidden set-only foods offered inside", () => {
    const lunch = foodNamed(delivery, 'Lunch Set')
    expect(lunch).toMatchObject({ foodType: 2, automod: 1, itemCounts: 3 })
    const groups = lunch.itemDetail as MenuComboGroup[]
    expect(groups.every(isComboGroup)).toBe(true)
    expect(groups.map((group) => [group.name1, group.required])).toEqual([
      ['Main', 1],
      ['Soup', 1],
      ['Drink', 1],
    ])
    const drinks = groups[2]!.items.map((item) => item.name1)
    expect(drinks).toEqual(['Hong Kong Milk Tea', 'Iced Lemon Tea', 'Hot Lemon Coke (set drink)'])
    expect(decideAdd(lunch, groups, [])).toMatchObject({ code: 'addDirect' })
  })

  it('leaves out hidden foods (invisible 1) and flags invisible 2 and 3, which checkAdd refuses', async () => {
    const names = menuFoods(delivery).map((food) => food.foodName1)
    expect(names).not.toContain('Hot Lemon Coke (set drink)')
    const pie = foodNamed(delivery, 'Chicken Pie')
    expect(pie.invisible).toBe(2)
    expect(checkAdd({ food: pie, cart: [], persons: 1, orderType: ORDER_TYPE.shop })).toBe('invisible')
    const harbour = await loadMenu(s.t.app, s.ids.aberdeenId, 4)
    const chiuChow = foodNamed(harbour, 'Chiu Chow Dumplings')
    expect(chiuChow.invisible).toBe(3)
    expect(checkAdd({ food: chiuChow, cart: [], persons: 1, orderType: ORDER_TYPE.scan })).toBe('invisible')
  })

  it('answers each menu type of a restaurant: dine-in (scan) foods carry no lunch-box fee', async () => {
    const scan = await loadMenu(s.t.app, s.ids.centralId, 4)
    expect(scan.menuType).toBe(4)
    expect(menuFoods(scan).every((food) => food.lunchboxPrice === '0.00')).toBe(true)
    const cold = await loadMenu(s.t.app, s.ids.centralId, 5)
    expect(cold.categories.map((c) => c.categoryName1)).toEqual(['Frozen Take-home', 'Bottled Drinks'])
    const pickup2 = await loadMenu(s.t.app, s.ids.mongKokId, 10)
    expect(pickup2.menuType).toBe(10)
  })

  it('versions the content: same answer same version (also the ETag); a change makes a new one', async () => {
    const first = await call(s.t.app, MENU, { json: { restaurantId: s.ids.centralId, menuType: 1 } })
    const again = await call(s.t.app, MENU, { form: { restaurantId: s.ids.centralId, menuType: 1 } })
    expect(again.body.data).toEqual(first.body.data)
    const version = first.body.data.version as string
    expect(version).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(first.headers.get('etag')).toBe(`"${version}"`)

    const unchanged = await call(s.t.app, MENU, {
      json: { restaurantId: s.ids.centralId, menuType: 1, version },
    })
    expect(unchanged.body.data).toMatchObject({ version, unchanged: true, categories: [] })
    const stale = await call(s.t.app, MENU, {
      json: { restaurantId: s.ids.centralId, menuType: 1, version: 'old' },
    })
    expect(stale.body.data).toMatchObject({ version, unchanged: false })
    expect(stale.body.data.categories).toHaveLength(6)

    const bun = foodNamed(first.body.data, 'Pineapple Bun with Butter')
    await s.t.db.update(foods).set({ surplusNum: 29 }).where(eq(foods.id, bun.id))
    const changed = await loadMenu(s.t.app, s.ids.centralId, 1)
    expect(changed.version).not.toBe(version)
    expect(foodNamed(changed, 'Pineapple Bun with Butter').surplusNum).toBe(29)
    await s.t.db.update(foods).set({ surplusNum: 30 }).where(eq(foods.id, bun.id))
    expect((await loadMenu(s.t.app, s.ids.centralId, 1)).version).toBe(version)
  })

  it('shares one read between identical requests in flight', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(s.t.app, MENU, { json: { restaurantId: s.ids.aberdeenId, menuType: 1 } }),
      ),
    )
    expect(new Set(answers.map((res) => res.text)).size).toBe(1)
  })

  it('answers RESTAURANT.NOT_FOUND or MENU.NOT_FOUND (HTTP 200)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ restaurantId: UNKNOWN_ID, menuType: 1 }, 'RESTAURANT.NOT_FOUND'],
      [{ restaurantId: s.ids.centralId, menuType: 1, brandId: s.ids.harbourId }, 'RESTAURANT.NOT_FOUND'],
      [{ restaurantId: s.ids.mongKokId, menuType: 4 }, 'MENU.NOT_FOUND'],
    ]
    for (const [json, errCode] of cases) {
      const res = await call(s.t.app, MENU, { json, headers: { 'X-Locale': 'en' } })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: false, code: 0, errCode })
    }
    const menu = await call(s.t.app, MENU, {
      json: { restaurantId: s.ids.mongKokId, menuType: 4 },
      headers: { 'X-Locale': 'zh-hk' },
    })
    expect(menu.body.errMsg).toBe('菜單不存在')
  })

  it.each([
    [{ menuType: 1 }, 'restaurantId'],
    [{ restaurantId: 1 }, 'menuType'],
    [{ restaurantId: 1, menuType: 3 }, 'menuType'],
    [{ restaurantId: 1, menuType: 'delivery' }, 'menuType'],
    [{ restaurantId: 1, menuType: 1, brandId: 'x' }, 'brandId'],
    [{ restaurantId: 1, menuType: 1, version: 'v'.repeat(65) }, 'version'],
  ])('names the bad parameter of %o', async (json, field) => {
    const res = await call(s.t.app, MENU, { json })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
  })
})
