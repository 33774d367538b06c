import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import {
  addAddress,
  cartLine,
  couponRow,
  deliveryOrder,
  giveCoupon,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  registerMember,
  startOrderApp,
  stockOf,
  stockPlainFood,
} from './orderHelpers'

/** Reading and cancelling orders: only the member's own; cancel until the merchant confirms, giving stock and coupon back. */

describe.each(BACKENDS)('order reads and cancel on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let b: Member
  let centralId: number
  let pickup: ShopMenu
  let delivery: ShopMenu
  let stockedId: number
  let addressOfA: number

  beforeAll(async () => {
    ;({ t, centralId, pickup, delivery } = await startOrderApp(backend))
    stockedId = await stockPlainFood(t, delivery, 1, 100)
    a = await registerMember(t)
    b = await registerMember(t)
    addressOfA = await addAddress(t, a)
  })
  afterAll(() => t.close())

  /**
   * A's delivery order (stock counts for order type 1 only, SPEC §5) of 3 stocked units and 10
   * others, with WELCOME20 reserved.
   */
  async function placeForA() {
    const memberCouponId = await giveCoupon(t, a.memberId, t.brandId, 'WELCOME20')
    const lines = [
      cartLine(plainFoods(delivery)[0]!, centralId, 10),
      cartLine(plainFoods(delivery)[1]!, centralId, 3),
    ]
    const res = await placeAtQuote(t, a, deliveryOrder(t, centralId, lines, addressOfA, { memberCouponId }))
    expect(res.body.success).toBe(true)
    return { order: res.body.data, memberCouponId }
  }

  const details = (member: Member, orderId: number, locale = 'en') =>
    as(t, member.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId } }, locale)
  const cancel = (member: Member, orderId: number, locale = 'en') =>
    as(t, member.token, '/api/order/updateOrderStatus', { json: { orderId, status: 6 } }, locale)
  const list = (member: Member, query: Record<string, string | number> = {}) =>
    as(t, member.token, '/api/order/orderInfo/getMemberOrderList', { query })

  it('lets a member read their order and never another member’s', async () => {
    const { order } = await placeForA()
    const own = await details(a, order.id)
    expect(own.body).toMatchObject({ success: true, data: { id: order.id, memberId: a.memberId } })
    expect(own.body.data).toEqual(order)
    const other = await details(b, order.id)
    expect(other.body).toMatchObject({ success: false, errCode: 'ORDER.NOT_FOUND' })
    expect(other.body.data).toBeUndefined()
    expect((await list(a)).body.data.list.map((row: { id: number }) => row.id)).toContain(order.id)
    expect((await list(b)).body.data).toMatchObject({ list: [], total: 0, hasMore: false })
    const asA = await list(b, { memberId: a.memberId })
    expect(asA.status).toBe(403)
  })

  it('lists newest first, 20 a page by default, filtered by order type', async () => {
    const c = await registerMember(t)
    const line = [cartLine(plainFoods(pickup)[0]!, centralId, 1)]
    const placed: number[] = []
    for (let index = 0; index < 3; index += 1) {
      placed.push((await placeAtQuote(t, c, pickupOrder(t, centralId, line))).body.data.id)
    }
    const page = (await list(c)).body.data
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 20, total: 3, hasMore: false })
    expect(page.list.map((row: { id: number }) => row.id)).toEqual([...placed].reverse())
    const first = (await list(c, { pageIndex: 1, pageSize: 2 })).body.data
    expect(first).toMatchObject({ total: 3, hasMore: true })
    const second = (await list(c, { pageIndex: 2, pageSize: 2, orderTypeList: '9' })).body.data
    expect(second.list.map((row: { id: number }) => row.id)).toEqual([placed[0]])
    expect((await list(c, { orderTypeList: '1,8' })).body.data.total).toBe(0)
    expect((await list(c, { orderTypeList: '7' })).body.data.total).toBe(3)
  })

  it('does not let member B cancel member A’s order', async () => {
    const { order } = await placeForA()
    const res = await cancel(b, order.id)
    expect(res.body).toMatchObject({ success: false, errCode: 'ORDER.NOT_FOUND' })
    expect((await details(a, order.id)).body.data.status).toBe(0)
  })

  it('cancels before the merchant confirms, giving the stock and the coupon back', async () => {
    const before = await stockOf(t, stockedId)
    const { order, memberCouponId } = await placeForA()
    expect(await stockOf(t, stockedId)).toBe(before! - 3)
    expect(await couponRow(t, memberCouponId)).toMatchObject({ status: 'reserved', orderId: order.id })
    const res = await cancel(a, order.id)
    expect(res.body).toMatchObject({ success: true, code: 1, data: true })
    expect((await details(a, order.id)).body.data).toMatchObject({ status: 6, cancelType: 1 })
    expect(await stockOf(t, stockedId)).toBe(before)
    expect(await couponRow(t, memberCouponId)).toMatchObject({ status: 'available', orderId: null })
    // A second cancel changes nothing more.
    expect((await cancel(a, order.id)).body).toMatchObject({ success: true, data: true })
    expect(await stockOf(t, stockedId)).toBe(before)
  })

  it('refuses to cancel once the merchant has confirmed', async () => {
    for (const status of [2, 8]) {
      const { order, memberCouponId } = await placeForA()
      const stock = await stockOf(t, stockedId)
      await t.db.update(orders).set({ status }).where(eq(orders.id, order.id))
      const res = await cancel(a, order.id, 'zh-hk')
      expect(res.body).toMatchObject({
        success: false,
        errCode: 'ORDER.CONFIRMED',
        errMsg: '訂單已確認，無法取消',
      })
      expect((await cancel(a, order.id)).body.errMsg).toBe(
        'This order has been confirmed and can no longer be cancelled',
      )
      expect((await details(a, order.id)).body.data.status).toBe(status)
      expect(await stockOf(t, stockedId)).toBe(stock)
      expect((await couponRow(t, memberCouponId)).status).toBe('reserved')
    }
  })

  it('answers the same cancel sent twice at once with one release', async () => {
    const before = await stockOf(t, stockedId)
    const { order } = await placeForA()
    const sends = await Promise.all([cancel(a, order.id), cancel(a, order.id)])
    expect(sends.map((res) => res.body.data)).toEqual([true, true])
    expect(await stockOf(t, stockedId)).toBe(before)
  })

  it('counts the member’s usable coupons and placed orders (member area, account deletion)', async () => {
    const c = await registerMember(t)
    const get = async (path: string, query: Record<string, number> = { brandId: t.brandId }) =>
      (await as(t, c.token, `/api/member/member/${path}`, { query })).body.data
    // The brand's starter set, issued on joining (server/db/seed/coupons.ts), counts from the start.
    const starters: number = await get('memberCoupon/getAvailableCouponQuantity')
    expect(starters).toBeGreaterThan(0)
    const welcome = await giveCoupon(t, c.memberId, t.brandId, 'WELCOME20')
    await giveCoupon(t, c.memberId, t.brandId, 'MILKTEA15')
    await giveCoupon(t, c.memberId, t.harbourId, 'DIMSUM30')
    expect(await get('memberCoupon/getAvailableCouponQuantity')).toBe(starters + 2)
    const lines = [cartLine(plainFoods(pickup)[0]!, centralId, 10)]
    const placed = await placeAtQuote(t, c, pickupOrder(t, centralId, lines, { memberCouponId: welcome }))
    expect(await get('memberCoupon/getAvailableCouponQuantity')).toBe(starters + 1)
    expect(await get('accountLogOut/getMemberAccountCoupons')).toEqual({ coupons: starters + 1 })
    expect(await get('accountLogOut/getMemberAccountCoupons', {})).toEqual({ coupons: starters + 2 })
    expect(await get('accountLogOut/getMemberAccountOrders')).toEqual({ orders: 1 })
    expect(await get('accountLogOut/getMemberAccountOrders', { brandId: t.harbourId })).toEqual({ orders: 0 })
    await cancel(c, placed.body.data.id)
    expect(await get('memberCoupon/getAvailableCouponQuantity')).toBe(starters + 2)
    t.clock.advance(400 * 24 * 60 * 60_000)
    expect(await get('memberCoupon/getAvailableCouponQuantity')).toBe(0)
    t.clock.advance(-400 * 24 * 60 * 60_000)
  })
})
