import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, foods } from '../../server/db/schema'
import { issueMemberCoupon } from '../../server/services/order/memberCoupons'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS } from './harness'
import type { MemberTestApp } from './memberHelpers'
import { menuFoods } from './menuHelpers'
import {
  addAddress,
  addOrder,
  cartLine,
  couponRow,
  deliveryOrder,
  giveCoupon,
  type Member,
  newKey,
  ordersOfKey,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  quote,
  registerMember,
  setStock,
  startOrderApp,
  stockOf,
} from './orderHelpers'

/** POST order/addOrder2: priced by the server, exactly once, stock and coupons never taken twice. */

describe.each(BACKENDS)('order placement on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let centralId: number
  let pickup: ShopMenu
  let delivery: ShopMenu

  beforeAll(async () => {
    ;({ t, centralId, pickup, delivery } = await startOrderApp(backend))
    a = await registerMember(t)
  })
  afterAll(() => t.close())

  it('places a pick-up order at the server price and answers it with its priced lines', async () => {
    const [first, second] = plainFoods(pickup)
    const lines = [cartLine(first!, centralId, 2), cartLine(second!, centralId, 1)]
    const payload = pickupOrder(t, centralId, lines, { remark: 'Less ice please' })
    const res = await placeAtQuote(t, a, payload)
    expect(res.body).toMatchObject({ success: true, code: 1 })
    const order = res.body.data
    expect(order).toMatchObject({
      memberId: a.memberId,
      restaurantId: centralId,
      orderType: 7,
      menuType: 7,
      status: 0,
      orderPayType: 1,
      payType: 1,
      remark: 'Less ice please',
      address: null,
      submissionKey: payload.submissionKey,
    })
    expect(order.orderNo).toMatch(/^\d{12,}$/)
    expect(
      order.lines.map((line: { productId: number; number: number }) => [line.productId, line.number]),
    ).toEqual([
      [first!.id, 2],
      [second!.id, 1],
    ])
    expect(Number(order.priceResult.price)).toBeGreaterThan(0)
  })

  it('prices modifiers and combo items from the database: the server’s lines are the PWA’s', async () => {
    const withChoices = menuFoods(pickup).filter(
      (food) =>
        (food.itemDetail ?? []).length > 0 &&
        food.limitType === 0 &&
        food.surplusNum === null &&
        food.invisible === 0,
    )
    const combo = withChoices.find((food) => food.itemDetail!.some((group) => 'preferentialPrice' in group))
    const modifiers = withChoices.find((food) =>
      food.itemDetail!.every((group) => !('preferentialPrice' in group)),
    )
    expect(combo && modifiers).toBeTruthy()
    const lines = [cartLine(combo!, centralId, 2), cartLine(modifiers!, centralId, 1)]
    const res = await placeAtQuote(t, a, pickupOrder(t, centralId, lines))
    expect(res.body.success).toBe(true)
    res.body.data.lines.forEach((placed: { total: string; itemDetail: unknown[] }, index: number) => {
      expect(placed.total).toBe(lines[index]!.total)
      expect(placed.itemDetail).toEqual(lines[index]!.itemDetail)
    })
  })

  it('refuses a tampered price with the fresh figures, holding nothing', async () => {
    const food = plainFoods(pickup)[0]!
    const stocked = menuFoods(pickup).find(
      (candidate) => candidate.id !== food.id && candidate.limitType === 0,
    )!
    await setStock(t, stocked.id, 3)
    const payload = pickupOrder(t, centralId, [cartLine(food, centralId, 1), cartLine(stocked, centralId, 1)])
    const price = await quote(t, a, payload)
    // The client says a cheaper price, and lowers its own line prices to match: the server reads neither.
    const tampered = {
      ...payload,
      lines: (payload.lines as ReturnType<typeof cartLine>[]).map((line) => ({
        ...line,
        price: '1.00',
        total: '1.00',
      })),
      expectedPrice: '2.00',
    }
    const res = await addOrder(t, a, tampered, 'zh-hk')
    expect(res.body).toMatchObject({ success: false, errCode: 'ORDER.PRICE_CHANGED', field: 'expectedPrice' })
    expect(res.body.errMsg).toContain(price)
    expect(res.body.data).toMatchObject({ price, subtotal: expect.any(String), coupon: '0.00' })
    expect(await ordersOfKey(t, payload.submissionKey)).toBe(0)
    expect(await stockOf(t, stocked.id)).toBe(3)
  })

  it('prices at a food’s new price once it changes, however recently its menu was priced', async () => {
    const food = plainFoods(pickup)[2]!
    const payload = pickupOrder(t, centralId, [cartLine(food, centralId, 1)])
    const before = await quote(t, a, payload)
    expect((await placeAtQuote(t, a, payload)).body.success).toBe(true)
    const raised = (Number(food.price) + 3).toFixed(2)
    await t.db.update(foods).set({ price: raised }).where(eq(foods.id, food.id))
    try {
      const again = { ...payload, submissionKey: newKey() }
      const res = await addOrder(t, a, { ...again, expectedPrice: before })
      expect(res.body).toMatchObject({ success: false, errCode: 'ORDER.PRICE_CHANGED' })
      expect(Number(res.body.data.price) - Number(before)).toBeCloseTo(3, 2)
    } finally {
      await t.db.update(foods).set({ price: food.price }).where(eq(foods.id, food.id))
    }
  })

  it('makes one order of one submission key sent 20 times at once', async () => {
    const payload = pickupOrder(t, centralId, [cartLine(plainFoods(pickup)[0]!, centralId, 1)])
    const expectedPrice = await quote(t, a, payload)
    const sends = await Promise.all(
      Array.from({ length: 20 }, () => addOrder(t, a, { ...payload, expectedPrice })),
    )
    expect(sends.map((res) => res.status)).toEqual(Array(20).fill(200))
    const ids = new Set(sends.map((res) => res.body.data?.id))
    expect(ids.size).toBe(1)
    expect([...ids][0]).toEqual(expect.any(Number))
    expect(await ordersOfKey(t, payload.submissionKey)).toBe(1)
    // And later, once more: the same order.
    const again = await addOrder(t, a, { ...payload, expectedPrice })
    expect(again.body.data.id).toBe([...ids][0])
  })

  it('takes stock for delivery (order type 1) only: a pick-up order leaves it as it is', async () => {
    const pickupFood = plainFoods(pickup)[3]!
    const deliveryFood = plainFoods(delivery)[3]!
    await setStock(t, pickupFood.id, 4)
    await setStock(t, deliveryFood.id, 4)
    const pickedUp = await placeAtQuote(t, a, pickupOrder(t, centralId, [cartLine(pickupFood, centralId, 6)]))
    expect(pickedUp.body.success).toBe(true)
    expect(await stockOf(t, pickupFood.id)).toBe(4)
    const addressId = await addAddress(t, a)
    const lines = [cartLine(deliveryFood, centralId, 3), cartLine(plainFoods(delivery)[0]!, centralId, 3)]
    const delivered = await placeAtQuote(t, a, deliveryOrder(t, centralId, lines, addressId))
    expect(delivered.body.success).toBe(true)
    expect(await stockOf(t, deliveryFood.id)).toBe(1)
  })

  it('answers every racing send of one key with the first order, also when it took the last stock and the coupon', async () => {
    const b = await registerMember(t)
    const food = plainFoods(delivery)[2]!
    await setStock(t, food.id, 10)
    const memberCouponId = await giveCoupon(t, b.memberId, t.brandId, 'EVERY50')
    const addressId = await addAddress(t, b)
    const payload = deliveryOrder(t, centralId, [cartLine(food, centralId, 10)], addressId, {
      memberCouponId,
    })
    const expectedPrice = await quote(t, b, payload)
    const sends = await Promise.all(
      Array.from({ length: 20 }, () => addOrder(t, b, { ...payload, expectedPrice })),
    )
    expect(sends.map((res) => res.body.success)).toEqual(Array(20).fill(true))
    expect(new Set(sends.map((res) => res.body.data.id)).size).toBe(1)
    expect(await stockOf(t, food.id)).toBe(0)
    expect(await couponRow(t, memberCouponId)).toMatchObject({
      status: 'reserved',
      orderId: sends[0]!.body.data.id,
    })
    // Another member cannot use the key to read the order.
    const other = await addOrder(t, a, { ...payload, memberCouponId: undefined, expectedPrice })
    expect(other.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'submissionKey' })
    expect(other.body.data).toBeUndefined()
  })

  it('sells a food with stock 5 to exactly 5 of 20 concurrent delivery orders', async () => {
    const food = plainFoods(delivery)[1]!
    await setStock(t, food.id, 5)
    // Above the order minimum with the rest of the cart.
    const lines = [cartLine(food, centralId, 1), cartLine(plainFoods(delivery)[0]!, centralId, 3)]
    const members = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)))
    const payloads = await Promise.all(
      members.map(async (member) => deliveryOrder(t, centralId, lines, await addAddress(t, member))),
    )
    const expectedPrice = await quote(t, members[0]!, payloads[0]!)
    const sends = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        addOrder(t, members[index % 4]!, { ...payloads[index % 4]!, submissionKey: newKey(), expectedPrice }),
      ),
    )
    const placed = sends.filter((res) => res.body.success)
    const refused = sends.filter((res) => !res.body.success)
    expect(placed).toHaveLength(5)
    expect(refused.map((res) => res.body.errCode)).toEqual(Array(15).fill('ORDER.STOCK'))
    expect(refused.every((res) => res.body.code === -1 && res.status === 200)).toBe(true)
    expect(await stockOf(t, food.id)).toBe(0)
  })

  it('accepts one member coupon in two concurrent orders once', async () => {
    const b = await registerMember(t)
    const memberCouponId = await giveCoupon(t, b.memberId, t.brandId, 'WELCOME20')
    const lines = [cartLine(plainFoods(pickup)[0]!, centralId, 10)]
    const first = pickupOrder(t, centralId, lines, { memberCouponId })
    const expectedPrice = await quote(t, b, first)
    const sends = await Promise.all([
      addOrder(t, b, { ...first, expectedPrice }),
      addOrder(t, b, { ...first, submissionKey: newKey(), expectedPrice }),
    ])
    const placed = sends.filter((res) => res.body.success)
    expect(placed).toHaveLength(1)
    expect(sends.find((res) => !res.body.success)!.body.errCode).toBe('COUPON.UNAVAILABLE')
    expect(placed[0]!.body.data.priceResult.coupon).toBe('20.00')
    expect(placed[0]!.body.data.memberCouponId).toBe(memberCouponId)
    expect(await couponRow(t, memberCouponId)).toMatchObject({
      status: 'reserved',
      orderId: placed[0]!.body.data.id,
    })
  })

  it('refuses a payment amount of 0 with SPEC’s message, the coupon left available', async () => {
    const b = await registerMember(t)
    const [template] = await t.db
      .insert(coupons)
      .values({
        brandId: t.brandId,
        code: 'TEST-FREE-500',
        name: '全單免費',
        name1: 'Everything free',
        name2: '全单免费',
        couponType: 2,
        amount: '500.00',
        couponTypeName: '現金券',
        couponTypeName1: 'Cash coupon',
        couponTypeName2: '现金券',
      })
      .returning({ id: coupons.id })
    const memberCouponId = (await issueMemberCoupon(t.db, b.memberId, template!.id, t.clock.now()))!
    const payload = pickupOrder(t, centralId, [cartLine(plainFoods(pickup)[0]!, centralId, 1)], {
      memberCouponId,
      expectedPrice: '0.00',
    })
    const res = await addOrder(t, b, payload)
    expect(res.body).toMatchObject({
      success: false,
      errCode: 'ORDER.AMOUNT_NOT_POSITIVE',
      errMsg: 'The amount to pay must be greater than 0',
    })
    expect(res.body.data.price).toBe('0.00')
    expect(await couponRow(t, memberCouponId)).toMatchObject({ status: 'available', orderId: null })
  })
})
