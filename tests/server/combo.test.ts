import { beforeAll, describe, expect, it } from 'vitest'
import type { MenuComboGroup, ShopMenu } from '../../src/domain/contract/menu'
import { comboUnitPrice } from '../../src/domain/menu/cartTotals'
import { checkChoices, checkGroup, defaultChoices, groupRule } from '../../src/domain/menu/combo'
import { pickPrice } from '../../src/domain/menu/comboDetails'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { foodNamed, loadMenu, useMenuApp } from './menuHelpers'

const COMBO = '/api/restaurant/food/findFoodCombo'

describe.each(BACKENDS)('restaurant/food/findFoodCombo on $name', (backend) => {
  let cafe: ShopMenu
  let harbour: ShopMenu
  const s = useMenuApp(backend)
  beforeAll(async () => {
    cafe = await loadMenu(s.t.app, s.ids.centralId, 7)
    harbour = await loadMenu(s.t.app, s.ids.aberdeenId, 1)
  })

  const combo = async (foodId: number): Promise<MenuComboGroup[]> => {
    const res = await call(s.t.app, COMBO, { form: { foodId } })
    expect(res.body).toMatchObject({ success: true, code: 1 })
    return res.body.data
  }

  it('answers code 1 with the combo groups in the domain ComboGroup shape: required and optional groups', async () => {
    const set = foodNamed(cafe, 'All-day Breakfast Set')
    const groups = await combo(set.id)
    expect(
      groups.map((g) => [g.name1, g.minqty, g.maxqty, g.required, g.preferentialPrice, g.show_type]),
    ).toEqual([
      ['Main', 1, 1, 1, '0.00', 1],
      ['Toast', 1, 1, 1, '0.00', 1],
      ['Drink', 1, 1, 1, '0.00', 1],
      ['Extras', 0, 2, 0, '4.00', 2],
    ])
    expect(Object.keys(groups[0]!).sort()).toEqual(
      [
        'id',
        'items',
        'maxqty',
        'minqty',
        'name',
        'name1',
        'name2',
        'preferentialPrice',
        'required',
        'show_type',
      ].sort(),
    )
    const main = groups[0]!
    expect(main.items[0]).toMatchObject({
      name: '餐蛋麵',
      name1: 'Luncheon Meat & Egg Noodles',
      price: '0.00',
      defmodifier: 1,
      qty: 1,
      top: 1,
      posFid: 'demo-luncheon-egg-noodles',
      foodId: foodNamed(cafe, 'Luncheon Meat & Egg Noodles').id,
    })
    // The offered food's own modifiers nest under the item.
    expect(main.items[0]!.itemDetail!.map((g) => g.name1)).toEqual(['Noodles'])
    // The same groups as the menu's itemDetail of the combo.
    expect(set.itemDetail).toEqual(groups)
  })

  it('works with the combo rules of src/domain/menu/combo.ts', async () => {
    const groups = await combo(foodNamed(cafe, 'All-day Breakfast Set').id)
    const [main, , , extras] = groups
    expect(groupRule(main!)).toEqual({ code: 'selectExactly', count: 1 })
    expect(groupRule(extras!)).toEqual({ code: 'selectRange', min: 1, max: 2 })
    expect(checkGroup(extras!, [])).toEqual({ code: 'ok' })
    expect(checkGroup(main!, [])).toEqual({ code: 'required' })
    // The preferential price lowers an extra's own price (10.00 → 4.00).
    expect(pickPrice(extras!, extras!.items[0]!)).toBe('4.00')
    // The default noodles need a noodle base: the defaults alone do not satisfy the combo.
    const problem = checkChoices(groups, defaultChoices(groups))
    expect(problem).toMatchObject({
      path: [main!.id, main!.items[0]!.id, main!.items[0]!.itemDetail![0]!.id],
    })

    const forTwo = await combo(foodNamed(harbour, 'Dim Sum Set for Two').id)
    expect(groupRule(forTwo[0]!)).toEqual({ code: 'selectExactly', count: 3 })
    expect(forTwo[2]!.items.every((item) => item.qty === 2)).toBe(true)
    expect(checkChoices(forTwo, defaultChoices(forTwo))).toBeNull()
    expect(comboUnitPrice('198.00', forTwo, defaultChoices(forTwo))).toBe('198.00')
  })

  it('offers hidden set-only foods (invisible 1) inside combos', async () => {
    const groups = await combo(foodNamed(cafe, 'Lunch Set').id)
    expect(groups[2]!.items.map((item) => [item.name1, item.price])).toEqual([
      ['Hong Kong Milk Tea', '0.00'],
      ['Iced Lemon Tea', '2.00'],
      ['Hot Lemon Coke (set drink)', '3.00'],
    ])
  })

  it('answers [] for a food without combo groups; JSON and a restaurant check work too', async () => {
    expect(await combo(foodNamed(cafe, 'Egg Tart').id)).toEqual([])
    const set = foodNamed(cafe, 'Lunch Set')
    const res = await call(s.t.app, COMBO, { json: { foodId: set.id, restaurantId: s.ids.centralId } })
    expect(res.body.data).toHaveLength(3)
  })

  it('answers FOOD.NOT_FOUND for unknown, hidden or other restaurants’ foods', async () => {
    const hiddenId = (await combo(foodNamed(cafe, 'Lunch Set').id))[2]!.items[2]!.foodId!
    const set = foodNamed(cafe, 'Lunch Set')
    const cases = [
      { foodId: UNKNOWN_ID },
      { foodId: hiddenId },
      { foodId: set.id, restaurantId: s.ids.aberdeenId },
    ]
    for (const json of cases) {
      const res = await call(s.t.app, COMBO, { json, headers: { 'X-Locale': 'en' } })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        success: false,
        code: 0,
        errCode: 'FOOD.NOT_FOUND',
        errMsg: 'This dish does not exist',
      })
    }
  })

  it.each([
    [{}, 'foodId'],
    [{ foodId: 'abc' }, 'foodId'],
    [{ foodId: 1.5 }, 'foodId'],
    [{ foodId: 1, restaurantId: '-3' }, 'restaurantId'],
  ])('names the bad parameter of %o', async (json, field) => {
    const res = await call(s.t.app, COMBO, { json })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
  })
})
