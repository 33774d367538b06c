import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '../../server/db/schema'
import { sweepUnpaidOrders } from '../../server/services/staff/unpaidSweep'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { as, newIp } from './memberHelpers'
import {
  cartLine,
  giveCoupon,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  registerMember,
} from './orderHelpers'
import { type PayTestApp, startPayApp } from './payHelpers'

/**
 * Issue 38 item 2: the coupon wallet (member/getMemberCoupon/v2). Tabs usable / used / expired
 * with counts (usable == getAvailableCouponQuantity), paging, the order a coupon was used in, a
 * coupon of a cancelled or expired unpaid order back in the wallet, a one-use promo code redeemed
 * once by 20 members at once, and no member reading another's coupons.
 */

const STARTER = 'New member $20 off'
const DAY_MS = 24 * 60 * 60_000

type Page = {
  tab: string
  list: { id: number; name1: string; status: string; source: string; order: { id: number } | null }[]
  pageIndex: number
  pageSize: number
  total: number
  hasMore: boolean
  counts: { usable: number; used: number; expired: number }
}

describe.each(BACKENDS)('coupon wallet on $name', (backend) => {
  let t: PayTestApp
  beforeAll(async () => {
    t = await startPayApp(backend)
  })
  afterAll(() => t.close())

  const wallet = (member: Member, params: Record<string, unknown> = {}, locale?: string) =>
    as(
      t,
      member.token,
      '/api/member/member/getMemberCoupon/v2',
      { json: { brandId: t.brandId, ...params } },
      locale,
    )
  const page = async (member: Member, params: Record<string, unknown> = {}) => {
    const res = await wallet(member, params)
    expect(res.body.success, res.text).toBe(true)
    return res.body.data as Page
  }
  const available = async (member: Member) =>
    (
      await call(t.app, `/api/member/member/memberCoupon/getAvailableCouponQuantity?brandId=${t.brandId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      })
    ).body.data as number

  /** A pick-up order at Central with the member's starter coupon, paid by `payType` (1 later, 40 online). */
  async function placeWithStarter(member: Member, payType: number) {
    const usable = await page(member)
    const coupon = usable.list.find((item) => item.name1 === STARTER)!
    const lines = [cartLine(plainFoods(t.pickup)[0]!, t.ids.centralId, 10)]
    const placed = await placeAtQuote(
      t,
      member,
      pickupOrder(t, t.ids.centralId, lines, { payType, memberCouponId: coupon.id }),
    )
    expect(placed.body.success, JSON.stringify(placed.body)).toBe(true)
    return { couponId: coupon.id, orderId: placed.body.data.id as number }
  }

  it('lists the usable tab with every tab’s count; usable equals getAvailableCouponQuantity', async () => {
    const a = await registerMember(t)
    const usable = await page(a)
    expect(usable.tab).toBe('usable')
    expect(usable.counts).toEqual({ usable: 5, used: 0, expired: 0 })
    expect(usable.total).toBe(5)
    expect(usable.list.map((item) => item.status)).toEqual(Array(5).fill('available'))
    expect(usable.list.every((item) => item.source === 'join' && item.order === null)).toBe(true)
    expect(await available(a)).toBe(5)
    expect((await page(a, { tab: 'used' })).list).toEqual([])
  })

  it('pages a tab: pageSize coupons a page, hasMore until the last', async () => {
    const a = await registerMember(t)
    const first = await page(a, { pageSize: 2 })
    const second = await page(a, { pageSize: '2', pageIndex: '2' })
    const third = await page(a, { pageSize: 2, pageIndex: 3 })
    expect([first.list.length, second.list.length, third.list.length]).toEqual([2, 2, 1])
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false])
    const ids = [...first.list, ...second.list, ...third.list].map((item) => item.id)
    expect(new Set(ids).size).toBe(5)
    expect((await page(a, { pageSize: 2, pageIndex: 9 })).list).toEqual([])
  })

  it('moves a coupon to used with its order, and back to usable when the pay-later order is cancelled', async () => {
    const a = await registerMember(t)
    const { couponId, orderId } = await placeWithStarter(a, 1)
    const used = await page(a, { tab: 'used' })
    expect(used.counts).toEqual({ usable: 4, used: 1, expired: 0 })
    expect(used.list).toHaveLength(1)
    expect(used.list[0]).toMatchObject({
      id: couponId,
      status: 'reserved',
      order: { id: orderId, restaurantName1: expect.any(String), coupon: '20.00', status: 0 },
    })
    expect(await available(a)).toBe(4)
    // The detail asks by id, whatever the tab.
    const detail = await page(a, { memberCouponId: couponId })
    expect(detail).toMatchObject({ tab: 'used', total: 1, list: [{ id: couponId, order: { id: orderId } }] })

    const cancelled = await as(t, a.token, '/api/order/updateOrderStatus', { json: { orderId } })
    expect(cancelled.body.data).toBe(true)
    const back = await page(a)
    expect(back.counts).toEqual({ usable: 5, used: 0, expired: 0 })
    expect(back.list.find((item) => item.id === couponId)).toMatchObject({ status: 'available', order: null })
    expect(await available(a)).toBe(5)
  })

  it('gives the coupon of an online order back to the wallet when the unpaid sweep cancels it', async () => {
    const a = await registerMember(t)
    const { couponId } = await placeWithStarter(a, 40)
    expect((await page(a)).counts).toMatchObject({ usable: 4, used: 1 })
    const cancelled = await sweepUnpaidOrders(
      t.db,
      t.pay.events,
      new Date(t.clock.now().getTime() + 60 * 60_000),
    )
    expect(cancelled).toBeGreaterThanOrEqual(1)
    const back = await page(a)
    expect(back.counts).toEqual({ usable: 5, used: 0, expired: 0 })
    expect(back.list.map((item) => item.id)).toContain(couponId)
  })

  it('lists an expired coupon under expired, no longer usable or counted', async () => {
    const a = await registerMember(t)
    // HAPPYHOUR is valid for 7 days from issue: a week and a day later it has expired unused.
    const happy = await giveCoupon(t, a.memberId, t.brandId, 'HAPPYHOUR')
    expect((await page(a)).counts).toEqual({ usable: 6, used: 0, expired: 0 })
    t.clock.advance(8 * DAY_MS)
    try {
      const expired = await page(a, { tab: 'expired' })
      expect(expired.list.map((item) => item.id)).toContain(happy)
      expect(expired.counts.expired).toBeGreaterThanOrEqual(1)
      expect(expired.counts.usable + expired.counts.expired).toBe(6)
      expect(await available(a)).toBe(expired.counts.usable)
      expect((await page(a)).list.map((item) => item.id)).not.toContain(happy)
    } finally {
      t.clock.advance(-8 * DAY_MS)
    }
  })

  it('shows a redeemed promo code in the usable tab at once', async () => {
    const a = await registerMember(t)
    const res = await as(t, a.token, '/api/member-web/coupon/exchange', {
      json: { code: 'welcome10', brandId: t.brandId },
      headers: { 'x-forwarded-for': newIp() },
    })
    expect(res.body.success).toBe(true)
    const usable = await page(a)
    expect(usable.counts.usable).toBe(6)
    expect(usable.list.find((item) => item.id === res.body.data.id)).toMatchObject({ source: 'promo' })
  })

  it('redeems a one-use promo code once when 20 members send it at once', async () => {
    const code = `ONCE${Date.now() % 100000}`
    await t.db.insert(coupons).values({
      brandId: t.brandId,
      code,
      exchangeable: 1,
      totalQuantity: 1,
      couponType: 2,
      amount: '5.00',
      name: '一次券',
      name1: 'One-off',
      name2: '一次券',
      couponTypeName: '現金券',
      couponTypeName1: 'Cash coupon',
      couponTypeName2: '现金券',
      validDays: 30,
    })
    const members = await Promise.all(Array.from({ length: 20 }, () => registerMember(t)))
    const results = await Promise.all(
      members.map((member) =>
        as(t, member.token, '/api/member-web/coupon/exchange', {
          json: { code, brandId: t.brandId },
          headers: { 'x-forwarded-for': newIp() },
        }),
      ),
    )
    expect(results.filter((res) => res.body.success)).toHaveLength(1)
    expect(results.filter((res) => res.body.errCode === 'COUPON.LIMIT_REACHED')).toHaveLength(19)
    const winner = members[results.findIndex((res) => res.body.success)]!
    expect((await page(winner)).counts.usable).toBe(6)
  })

  it('lists a coupon in an open gift link under used, and a claimed one no more', async () => {
    const a = await registerMember(t)
    const coupon = (await page(a)).list[0]!
    const sent = await as(t, a.token, '/api/member-web/coupon/sendSingle', {
      json: { brandId: t.brandId, memberCouponId: coupon.id },
    })
    expect(sent.body.success, sent.text).toBe(true)
    const used = await page(a, { tab: 'used' })
    expect(used.counts).toEqual({ usable: 4, used: 1, expired: 0 })
    expect(used.list).toMatchObject([{ id: coupon.id, sending: true, order: null }])
    expect(await available(a)).toBe(4)

    const b = await registerMember(t)
    const claimed = await as(t, b.token, '/api/member-web/coupon/claimGift', {
      json: { code: sent.body.data.code },
    })
    expect(claimed.body.success, claimed.text).toBe(true)
    expect((await page(a, { tab: 'used' })).counts).toEqual({ usable: 4, used: 0, expired: 0 })
    const bUsable = await page(b)
    expect(bUsable.counts.usable).toBe(6)
    expect(bUsable.list.find((item) => item.source === 'gift')).toMatchObject({ sending: false })
  })

  it('never shows member B member A’s coupons or orders', async () => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    const { couponId, orderId } = await placeWithStarter(a, 1)
    // A's memberId with B's token: forbidden.
    const asA = await wallet(b, { memberId: a.memberId })
    expect(asA.status).toBe(403)
    expect(asA.body.errCode).toBe('AUTH.FORBIDDEN')
    // A's coupon id with B's token: nothing, in any tab.
    const byId = await page(b, { memberCouponId: couponId, tab: 'used' })
    expect(byId.list).toEqual([])
    const bUsed = await page(b, { tab: 'used' })
    expect(bUsed.list).toEqual([])
    expect(JSON.stringify(await page(b))).not.toContain(`"id":${orderId}`)
  })

  it('refuses a guest, an unknown brand and bad input with 4xx, never 500', async () => {
    const a = await registerMember(t)
    const guest = await call(t.app, '/api/member/member/getMemberCoupon/v2', { json: { brandId: t.brandId } })
    expect(guest.status).toBe(401)
    expect((await wallet(a, { brandId: UNKNOWN_ID })).body).toMatchObject({
      success: false,
      errCode: 'BRAND.NOT_FOUND',
    })
    for (const bad of [
      { tab: 'all' },
      { pageIndex: 0 },
      { pageSize: 51 },
      { pageSize: -1 },
      { pageIndex: 'x' },
      { brandId: 'x' },
      { memberCouponId: 'one' },
      { brandId: null, tab: 'used' },
    ]) {
      const res = await wallet(a, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.errCode).toBe('VALIDATION')
    }
  })
})
