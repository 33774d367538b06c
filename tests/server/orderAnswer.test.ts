import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foods } from '../../server/db/schema'
import type { MenuFood, ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import { menuFoods } from './menuHelpers'
import {
  addOrder,
  cartLine,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  quote,
  registerMember,
  setStock,
  startOrderApp,
} from './orderHelpers'

/**
 * What order/addOrder2 answers is the order as stored (the answer is built from what the one insert
 * wrote), and the menu an order is priced against is the menu as stored now (menus are kept by
 * revision between orders: a change to the menu is priced by the next order).
 */

describe.each(BACKENDS)('order answer and menu on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let centralId: number
  let pickup: ShopMenu

  beforeAll(async () => {
    ;({ t, centralId, pickup } = await startOrderApp(backend))
    a = await registerMember(t)
  })
  afterAll(() => t.close())

  const detail = async (orderId: number) =>
    (await as(t, a.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId } })).body.data

  const shown = (food: MenuFood) => food.limitType === 0 && food.invisible === 0 && food.isDisable === 0

  it('answers a new order exactly as it is read back, lines with choices and stock taken included', async () => {
    const withChoices = menuFoods(pickup).filter(
      (food) => shown(food) && food.surplusNum === null && (food.itemDetail ?? []).length > 0,
    )
    const combo = withChoices.find((food) => food.itemDetail!.some((group) => 'preferentialPrice' in group))!
    const modifiers = withChoices.find((food) =>
      food.itemDetail!.every((group) => !('preferentialPrice' in group)),
    )!
    const stocked = plainFoods(pickup)[1]!
    await setStock(t, stocked.id, 50)
    const lines = [
      cartLine(combo, centralId, 2),
      cartLine(stocked, centralId, 3),
      cartLine(modifiers, centralId, 1),
    ]
    const payload = pickupOrder(t, centralId, lines, { remark: 'No onions' })
    const placed = await placeAtQuote(t, a, payload)
    expect(placed.body.success).toBe(true)
    expect(placed.body.data.lines).toHaveLength(3)
    expect(await detail(placed.body.data.id)).toEqual(placed.body.data)
    // The same key again answers the stored order: the same answer.
    const again = await addOrder(t, a, { ...payload, expectedPrice: placed.body.data.priceResult.price })
    expect(again.body.data).toEqual(placed.body.data)
  })

  it('prices the next order at a price changed in the database since the last order', async () => {
    const food = plainFoods(pickup)[0]!
    const payload = pickupOrder(t, centralId, [cartLine(food, centralId, 1)])
    const before = await quote(t, a, payload)
    expect((await placeAtQuote(t, a, payload)).body.success).toBe(true)
    const raised = (Number(food.price) + 10).toFixed(2)
    await t.db.update(foods).set({ price: raised }).where(eq(foods.id, food.id))
    const after = await quote(t, a, { ...payload })
    expect(Number(after) - Number(before)).toBeCloseTo(10, 2)
    // The price the diner saw before the change is refused with the new one.
    const stale = await addOrder(t, a, {
      ...payload,
      submissionKey: `k-stale-${Date.now()}`,
      expectedPrice: before,
    })
    expect(stale.body).toMatchObject({ success: false, errCode: 'ORDER.PRICE_CHANGED' })
    expect(stale.body.data.price).toBe(after)
  })

  it('refuses a food hidden in the database since the last order', async () => {
    const food = plainFoods(pickup)[2]!
    const payload = pickupOrder(t, centralId, [cartLine(food, centralId, 1)])
    expect((await placeAtQuote(t, a, payload)).body.success).toBe(true)
    await t.db.update(foods).set({ invisible: 1 }).where(eq(foods.id, food.id))
    const res = await addOrder(t, a, { ...payload, submissionKey: `k-hidden-${Date.now()}` })
    expect(res.body).toMatchObject({ success: false, errCode: 'FOOD.NOT_FOUND', field: 'lines.0.productId' })
  })
})
