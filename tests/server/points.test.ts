import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberBrands, memberCoupons, pointEntries } from '../../server/db/schema'
import { pointsForOrder } from '../../src/domain/points'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { as } from './memberHelpers'
import {
  type Member,
  placePickup,
  registerMember,
  type StaffTestApp,
  staff,
  startStaffApp,
} from './staffHelpers'

/**
 * Points (issue 38 item 4): earned once when an order completes, reversed once when it is refunded,
 * spent in exchanges that never overdraw the balance nor the stock, each member's own.
 */

describe.each(BACKENDS)('points on $name', (backend) => {
  let t: StaffTestApp
  beforeAll(async () => {
    t = await startStaffApp(backend)
  })
  afterAll(() => t.close())

  const post = (member: Member, path: string, json: Record<string, unknown>) =>
    as(t, member.token, `/api/member/${path}`, { json })
  const details = async (member: Member, extra: Record<string, unknown> = {}) =>
    (await post(member, 'member/pointDetails', { brandId: t.brandId, ...extra })).body
  const balance = async (member: Member) => {
    const queue = await as(t, member.token, '/api/member/memberPoints/getMemberLevelQueue', {
      query: { brandId: t.brandId },
    })
    return Number(queue.body.data.points)
  }
  /** The ledger itself: the stored balance and the sum of the member's entries. */
  const ledger = async (member: Member) => {
    const [sum] = await t.db
      .select({ total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)::text` })
      .from(pointEntries)
      .where(and(eq(pointEntries.memberId, member.memberId), eq(pointEntries.brandId, t.brandId)))
    const [row] = await t.db
      .select({ points: memberBrands.points })
      .from(memberBrands)
      .where(and(eq(memberBrands.memberId, member.memberId), eq(memberBrands.brandId, t.brandId)))
    return { sum: Number(sum!.total), stored: Number(row!.points) }
  }
  const adjust = (member: Member, points: number, note = 'welcome gift') =>
    staff(t, 'points/adjust', { brandId: t.brandId, memberId: member.memberId, points, note })
  const completedOrder = async (member: Member) => {
    const { orderId } = await placePickup(t, member)
    await staff(t, 'orders/confirm', { orderId })
    return orderId
  }
  const giftItem = async (code: string, cost: number, stock: number) =>
    (
      await staff(t, 'points/items', {
        brandId: t.brandId,
        kind: 'gift',
        code,
        name: '禮品',
        name1: 'Gift',
        name2: '礼品',
        cost,
        stock,
      })
    ).body.data as { id: number }

  it('earns the brand rate on the amount paid once, under 20 concurrent completions', async () => {
    const member = await registerMember(t)
    await staff(t, 'points/rate', { brandId: t.brandId, pointsPerDollar: '1.50' })
    const orderId = await completedOrder(member)
    const moves = await Promise.all(
      Array.from({ length: 20 }, () => staff(t, 'orders/status', { orderId, status: 5 })),
    )
    expect(moves.every((res) => res.body.success && res.body.data.status === 5)).toBe(true)
    const price = moves[0]!.body.data.priceResult.price as string
    const expected = pointsForOrder(price, '1.50')
    expect(expected).toBeGreaterThan(0)
    const page = await details(member)
    expect(page.data.list).toEqual([
      expect.objectContaining({ amount: expected, reason: 'orderEarned', orderId, shortfall: 0 }),
    ])
    expect(page.data.list[0].orderNo).toEqual(expect.any(String))
    expect(page.data.balance).toBe(expected)
    expect(await balance(member)).toBe(expected)
    // Completing again later changes nothing either.
    await staff(t, 'orders/status', { orderId, status: 5 })
    expect((await details(member)).data.total).toBe(1)
    expect(await ledger(member)).toEqual({ sum: expected, stored: expected })
    await staff(t, 'points/rate', { brandId: t.brandId, pointsPerDollar: '1.00' })
  })

  it('reverses the points once under 20 concurrent refunds, never below 0', async () => {
    const member = await registerMember(t)
    const orderId = await completedOrder(member)
    const completed = await staff(t, 'orders/status', { orderId, status: 5 })
    const earned = pointsForOrder(completed.body.data.priceResult.price, '1.00')
    await adjust(member, 7)
    const refunds = await Promise.all(
      Array.from({ length: 20 }, () => staff(t, 'orders/cancel', { orderId })),
    )
    expect(refunds.every((res) => res.body.success && res.body.data.status === 6)).toBe(true)
    const list = (await details(member)).data.list
    expect(list.filter((e: { reason: string }) => e.reason === 'orderRefunded')).toEqual([
      expect.objectContaining({ amount: -earned, orderId, shortfall: 0 }),
    ])
    expect(await balance(member)).toBe(7)
    expect(await ledger(member)).toEqual({ sum: 7, stored: 7 })

    // Spent before the refund: the balance goes to 0 and the entry records what could not be taken.
    const spender = await registerMember(t)
    const second = await completedOrder(spender)
    const done = await staff(t, 'orders/status', { orderId: second, status: 5 })
    const got = pointsForOrder(done.body.data.priceResult.price, '1.00')
    const item = await giftItem(`spend-${backend.name}`, got - 3, 5)
    expect(
      (await post(spender, 'memberPoints/exchange', { brandId: t.brandId, itemId: item.id })).body,
    ).toMatchObject({
      success: true,
      data: { balance: 3 },
    })
    await staff(t, 'orders/cancel', { orderId: second })
    const reversal = (await details(spender)).data.list[0]
    expect(reversal).toMatchObject({
      reason: 'orderRefunded',
      amount: -3,
      shortfall: got - 3,
      orderId: second,
    })
    expect(await ledger(spender)).toEqual({ sum: 0, stored: 0 })
  })

  it('never overdraws the balance nor the stock under 20 concurrent exchanges', async () => {
    const member = await registerMember(t)
    await adjust(member, 350)
    // Four items, so the item rows' locks do not queue the exchanges: only the balance's lock does.
    const items = await Promise.all([0, 1, 2, 3].map((n) => giftItem(`race-${n}-${backend.name}`, 100, 10)))
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(member, 'memberPoints/exchange', { brandId: t.brandId, itemId: items[n % 4]!.id }),
      ),
    )
    const won = tries.filter((res) => res.body.success)
    expect(won).toHaveLength(3)
    expect(new Set(won.map((res) => res.body.data.giftCode)).size).toBe(3)
    expect(
      tries.filter((res) => !res.body.success).every((res) => res.body.errCode === 'POINTS.INSUFFICIENT'),
    ).toBe(true)
    expect(await ledger(member)).toEqual({ sum: 50, stored: 50 })

    // Stock: 20 members, 4 left.
    const scarce = await giftItem(`scarce-${backend.name}`, 10, 4)
    const members = await Promise.all(Array.from({ length: 20 }, () => registerMember(t)))
    await Promise.all(members.map((m) => adjust(m, 10)))
    const rush = await Promise.all(
      members.map((m) => post(m, 'memberPoints/exchange', { brandId: t.brandId, itemId: scarce.id })),
    )
    expect(rush.filter((res) => res.body.success)).toHaveLength(4)
    expect(rush.filter((res) => res.body.errCode === 'POINTS.OUT_OF_STOCK')).toHaveLength(16)
    const offered = (await post(member, 'memberPoints/getExchangeItems', { brandId: t.brandId })).body.data
    expect(offered.items.find((i: { id: number }) => i.id === scarce.id).stock).toBe(0)
    const spent = await Promise.all(members.map((m) => ledger(m)))
    expect(spent.filter((l) => l.stored === 0 && l.sum === 0)).toHaveLength(4)
    expect(spent.filter((l) => l.stored === 10 && l.sum === 10)).toHaveLength(16)
  })

  it('exchanges points for a coupon put in the wallet, and reads the exchange back', async () => {
    const member = await registerMember(t)
    await adjust(member, 120)
    const { items } = (await post(member, 'memberPoints/getExchangeItems', { brandId: t.brandId })).body.data
    const coupon = items.find((i: { kind: string }) => i.kind === 'coupon')
    expect(coupon).toMatchObject({ cost: 100, couponId: expect.any(Number) })
    const made = (await post(member, 'memberPoints/exchange', { brandId: t.brandId, itemId: coupon.id })).body
    expect(made).toMatchObject({ success: true, data: { cost: 100, balance: 20, giftCode: null } })
    const [wallet] = await t.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.id, made.data.memberCouponId))
    expect(wallet).toMatchObject({ memberId: member.memberId, couponId: coupon.couponId, source: 'points' })
    const read = await post(member, 'memberPoints/getExchange', {
      brandId: t.brandId,
      exchangeId: made.data.id,
    })
    expect(read.body.data).toMatchObject({
      id: made.data.id,
      memberCouponId: made.data.memberCouponId,
      balance: 20,
    })
    const entry = (await details(member)).data.list[0]
    expect(entry).toMatchObject({
      reason: 'exchange',
      amount: -100,
      exchangeId: made.data.id,
      itemName1: '$10 coupon',
    })
  })

  it('keeps each member to their own points and exchanges', async () => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    await adjust(a, 200)
    const item = await giftItem(`own-${backend.name}`, 50, 10)
    const made = (await post(a, 'memberPoints/exchange', { brandId: t.brandId, itemId: item.id })).body.data
    // B naming A: 403; B's own history is empty; A's exchange is not found for B.
    for (const [path, extra] of [
      ['member/pointDetails', {}],
      ['memberPoints/getExchangeItems', {}],
      ['memberPoints/exchange', { itemId: item.id }],
      ['memberPoints/getExchange', { exchangeId: made.id }],
    ] as const) {
      const res = await post(b, path, { brandId: t.brandId, memberId: a.memberId, ...extra })
      expect(res.status, path).toBe(403)
    }
    expect((await details(b)).data).toMatchObject({ balance: 0, list: [], total: 0 })
    const peek = await post(b, 'memberPoints/getExchange', { brandId: t.brandId, exchangeId: made.id })
    expect(peek.body).toMatchObject({ success: false, errCode: 'POINTS.EXCHANGE_NOT_FOUND' })
    const spend = await post(b, 'memberPoints/exchange', { brandId: t.brandId, itemId: item.id })
    expect(spend.body).toMatchObject({ success: false, errCode: 'POINTS.INSUFFICIENT' })
    expect(await ledger(a)).toEqual({ sum: 150, stored: 150 })
    // Another brand's item is not offered here.
    const harbourItems = await staff(t, `points?brandId=${t.harbourId}`)
    const harbourItem = harbourItems.body.data.items[0]
    const cross = await post(a, 'memberPoints/exchange', { brandId: t.brandId, itemId: harbourItem.id })
    expect(cross.body).toMatchObject({ success: false, errCode: 'POINTS.ITEM_NOT_FOUND' })
  })

  it('pages the history newest first', async () => {
    const member = await registerMember(t)
    for (let i = 1; i <= 5; i++) await adjust(member, i, `bonus ${i}`)
    const first = (await details(member, { pageIndex: 1, pageSize: 2 })).data
    expect(first).toMatchObject({ total: 5, hasMore: true, balance: 15 })
    expect(first.list.map((e: { amount: number }) => e.amount)).toEqual([5, 4])
    const last = (await details(member, { pageIndex: 3, pageSize: 2 })).data
    expect(last.list).toEqual([expect.objectContaining({ amount: 1, reason: 'adjustment', note: 'bonus 1' })])
    expect(last.hasMore).toBe(false)
  })

  it('answers bad input with 4xx or a business error, never 500', async () => {
    const member = await registerMember(t)
    const anon = await call(t.app, '/api/member/member/pointDetails', { json: { brandId: t.brandId } })
    expect(anon.status).toBe(401)
    for (const [path, json] of [
      ['member/pointDetails', {}],
      ['member/pointDetails', { brandId: 'x' }],
      ['member/pointDetails', { brandId: t.brandId, pageSize: 500 }],
      ['memberPoints/exchange', { brandId: t.brandId }],
      ['memberPoints/exchange', { brandId: t.brandId, itemId: -1 }],
      ['memberPoints/getExchange', { brandId: t.brandId, exchangeId: 'a' }],
    ] as const) {
      const res = await post(member, path, json)
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(400)
      expect(res.body.errCode).toBe('VALIDATION')
    }
    const unknown = await post(member, 'memberPoints/getExchangeItems', { brandId: UNKNOWN_ID })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'BRAND.NOT_FOUND' })
    const noItem = await post(member, 'memberPoints/exchange', { brandId: t.brandId, itemId: UNKNOWN_ID })
    expect(noItem.body).toMatchObject({ success: false, errCode: 'POINTS.ITEM_NOT_FOUND' })
    // Staff: a removal beyond the balance is refused, bad rates and items are 400.
    expect((await adjust(member, -1)).body).toMatchObject({ success: false, errCode: 'POINTS.INSUFFICIENT' })
    expect((await adjust(member, 0)).status).toBe(400)
    expect((await staff(t, 'points/rate', { brandId: t.brandId, pointsPerDollar: '101' })).status).toBe(400)
    expect((await staff(t, 'points/rate', { brandId: t.brandId, pointsPerDollar: '-1' })).status).toBe(400)
    expect((await staff(t, 'points/items', { brandId: t.brandId, kind: 'gift', code: 'x' })).status).toBe(400)
    const badCoupon = await staff(t, 'points/items', {
      brandId: t.brandId,
      kind: 'coupon',
      code: 'nope',
      couponCode: 'NOSUCH',
      name: 'a',
      name1: 'a',
      name2: 'a',
      cost: 1,
      stock: 1,
    })
    expect(badCoupon.status).toBe(404)
    expect(await ledger(member)).toEqual({ sum: 0, stored: 0 })
  })
})
