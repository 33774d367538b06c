import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { foods } from '../../server/db/schema'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { isServerLimitHit } from '../../src/domain/menu/limits'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { foodNamed, loadMenu, useMenuApp } from './menuHelpers'

const ORDER_LIMIT = '/api/restaurant/order/checkOrderLimit'
const ZIQU_LIMIT = '/api/restaurant/order/checkZiquLimit'

type Line = { productId: number; number: number }

describe.each(BACKENDS)('restaurant/order/checkOrderLimit and checkZiquLimit on $name', (backend) => {
  let delivery: ShopMenu
  let pickup: ShopMenu
  let scan: ShopMenu
  const id = (menu: ShopMenu, name1: string) => foodNamed(menu, name1).id
  const s = useMenuApp(backend)
  beforeAll(async () => {
    delivery = await loadMenu(s.t.app, s.ids.centralId, 1)
    pickup = await loadMenu(s.t.app, s.ids.centralId, 7)
    scan = await loadMenu(s.t.app, s.ids.centralId, 4)
  })

  const check = (
    lines: Line[],
    extra: Record<string, unknown> = {},
    path = ORDER_LIMIT,
    headers: Record<string, string> = { 'X-Locale': 'en' },
  ) => call(s.t.app, path, { json: { restaurantId: s.ids.centralId, lines, ...extra }, headers })

  it('answers code 1 when the cart is within every limit', async () => {
    const res = await check([
      { productId: id(delivery, 'Pineapple Bun with Butter'), number: 2 },
      { productId: id(delivery, 'Hong Kong Milk Tea'), number: 5 },
    ])
    expect(res.body).toEqual({ success: true, code: 1, data: true })
    expect(isServerLimitHit(res.body)).toBe(false)
    expect((await check([])).body.code).toBe(1)
  })

  it("answers code -1 with 'The maximum limit has been reached' naming the food (limitType 1)", async () => {
    const bun = id(delivery, 'Pineapple Bun with Butter')
    for (const lines of [
      [{ productId: bun, number: 3 }],
      [
        { productId: bun, number: 2 },
        { productId: bun, number: 1 },
      ],
    ]) {
      const res = await check(lines)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        success: false,
        code: -1,
        errCode: 'ORDER.LIMIT',
        errMsg: 'You have reached the limit for Pineapple Bun with Butter',
        data: {
          productId: bun,
          reason: 'maxNumber',
          foodName: '菠蘿油',
          foodName1: 'Pineapple Bun with Butter',
          foodName2: '菠萝油',
          max: 2,
        },
      })
      expect(isServerLimitHit(res.body)).toBe(true)
    }
    // The maximum is per person: two guests may have four.
    expect((await check([{ productId: bun, number: 4 }], { persons: 2 })).body.code).toBe(1)
    const hk = await check([{ productId: bun, number: 3 }], {}, ORDER_LIMIT, { 'X-Locale': 'zh-hk' })
    expect(hk.body.errMsg).toBe('已達到最大限制：菠蘿油')
    const cn = await check([{ productId: bun, number: 3 }], {}, ORDER_LIMIT, { 'Accept-Language': 'zh-CN' })
    expect(cn.body.errMsg).toBe('已达到最大限制：菠萝油')
  })

  it('counts only lines already sent for limitType 2', async () => {
    const honeyLemon = id(scan, 'Honey Lemon')
    expect((await check([{ productId: honeyLemon, number: 4 }])).body.code).toBe(1)
    expect(
      (await check([{ productId: honeyLemon, number: 2 }], { sent: [{ productId: honeyLemon, number: 2 }] }))
        .body.code,
    ).toBe(1)
    const over = await check([{ productId: honeyLemon, number: 2 }], {
      sent: [{ productId: honeyLemon, number: 3 }],
    })
    expect(over.body).toMatchObject({
      code: -1,
      errCode: 'ORDER.LIMIT',
      data: { reason: 'maxNumber', max: 4 },
    })
    expect((await check([{ productId: honeyLemon, number: 5 }])).body.code).toBe(-1)
  })

  it('caps a category for foods without their own limit (amount × persons)', async () => {
    const lines = [
      { productId: id(pickup, 'Baked Pork Chop Rice'), number: 1 },
      { productId: id(pickup, 'Curry Beef Brisket Rice'), number: 1 },
      { productId: id(pickup, 'Scrambled Egg with Shrimp Rice'), number: 1 },
    ]
    const res = await check(lines)
    expect(res.body).toMatchObject({
      success: false,
      code: -1,
      errCode: 'ORDER.LIMIT',
      data: { reason: 'overCategoryMax', max: 2, foodName1: 'Baked Pork Chop Rice' },
    })
    expect((await check(lines, { persons: 2 })).body.code).toBe(1)
    expect((await check(lines, { persons: 2 }, ZIQU_LIMIT)).body.code).toBe(1)
    expect((await check(lines, {}, ZIQU_LIMIT)).body.code).toBe(-1)
  })

  it('checks stock for order type 1 only: sold out, and the stock left', async () => {
    const eggTart = id(delivery, 'Egg Tart')
    const soldOut = await check([{ productId: eggTart, number: 1 }])
    expect(soldOut.body).toMatchObject({
      code: -1,
      errCode: 'ORDER.STOCK',
      errMsg: 'Sold out: Egg Tart',
      data: { reason: 'soldOut', max: 0 },
    })
    const bun = id(delivery, 'Pineapple Bun with Butter')
    const short = await check([{ productId: bun, number: 31 }], { persons: 20 })
    expect(short.body).toMatchObject({
      code: -1,
      errCode: 'ORDER.STOCK',
      data: { reason: 'stockReached', max: 30 },
    })
    // Pick-up (checkZiquLimit, order type 7) and an explicit other order type skip stock.
    const pickupTart = id(pickup, 'Egg Tart')
    expect((await check([{ productId: pickupTart, number: 1 }], {}, ZIQU_LIMIT)).body.code).toBe(1)
    expect((await check([{ productId: eggTart, number: 1 }], { orderType: 7 })).body.code).toBe(1)
  })

  it('reads the limits as stored now', async () => {
    const bun = id(delivery, 'Pineapple Bun with Butter')
    await s.t.db.update(foods).set({ limitAmount: 5 }).where(eq(foods.id, bun))
    expect((await check([{ productId: bun, number: 3 }])).body.code).toBe(1)
    await s.t.db.update(foods).set({ limitAmount: 2 }).where(eq(foods.id, bun))
    expect((await check([{ productId: bun, number: 3 }])).body.code).toBe(-1)
  })

  it('refuses invisible 2 or 3 foods with code 0 FOOD.UNAVAILABLE', async () => {
    const res = await check([{ productId: id(delivery, 'Chicken Pie'), number: 1 }])
    expect(res.body).toMatchObject({
      success: false,
      code: 0,
      errCode: 'FOOD.UNAVAILABLE',
      errMsg: 'This dish cannot be ordered right now: Chicken Pie',
      data: { reason: 'invisible', max: null },
    })
  })

  it('ignores the difference line and accepts a form body with the lines as JSON text', async () => {
    const bun = id(delivery, 'Pineapple Bun with Butter')
    const res = await call(s.t.app, ORDER_LIMIT, {
      form: {
        restaurantId: s.ids.centralId,
        persons: '',
        lines: JSON.stringify([
          { productId: bun, number: 3, posFid: 'demo-pineapple-bun', price: '16.00' },
          { productId: 0, number: 1, posFid: -1111 },
        ]),
      },
    })
    expect(res.body).toMatchObject({ code: -1, data: { productId: bun } })
  })

  it('answers RESTAURANT.NOT_FOUND and FOOD.NOT_FOUND for unknown ids or foods of another restaurant', async () => {
    const bun = id(delivery, 'Pineapple Bun with Butter')
    const unknown = await call(s.t.app, ORDER_LIMIT, { json: { restaurantId: UNKNOWN_ID, lines: [] } })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    const other = await call(s.t.app, ZIQU_LIMIT, {
      json: { restaurantId: s.ids.aberdeenId, lines: [{ productId: bun, number: 1 }] },
    })
    expect(other.body).toMatchObject({ success: false, code: 0, errCode: 'FOOD.NOT_FOUND' })
    expect((await check([{ productId: UNKNOWN_ID, number: 1 }])).body.errCode).toBe('FOOD.NOT_FOUND')
  })

  it.each([
    [{ lines: [] }, 'restaurantId'],
    [{ restaurantId: 1 }, 'lines'],
    [{ restaurantId: 1, lines: 'not json' }, 'lines'],
    [{ restaurantId: 1, lines: [{ productId: 1, number: 0 }] }, 'lines.0.number'],
    [{ restaurantId: 1, lines: [{ number: 1 }] }, 'lines.0.productId'],
    [{ restaurantId: 1, lines: Array.from({ length: 201 }, () => ({ productId: 1, number: 1 })) }, 'lines'],
    [{ restaurantId: 1, lines: [], sent: [{ productId: -1, number: 1 }] }, 'sent.0.productId'],
    [{ restaurantId: 1, lines: [], persons: 0 }, 'persons'],
    [{ restaurantId: 1, lines: [], orderType: 'x' }, 'orderType'],
  ])('names the bad parameter of %o', async (json, field) => {
    for (const path of [ORDER_LIMIT, ZIQU_LIMIT]) {
      const res = await call(s.t.app, path, { json })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
    }
  })

  it('refuses a cart mixing two menus (VALIDATION lines)', async () => {
    const res = await check([
      { productId: id(delivery, 'Borscht'), number: 1 },
      { productId: id(pickup, 'Borscht'), number: 1 },
    ])
    expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'lines' })
  })
})
