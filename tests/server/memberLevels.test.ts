import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { levelOrders, memberCoupons } from '../../server/db/schema'
import { sweepEndedLevels } from '../../server/services/member/levelStarts'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { loadMenu } from './menuHelpers'
import {
  addAddress,
  addOrder,
  cartLine,
  deliveryOrder,
  type Member,
  newKey,
  pickupOrder,
  plainFoods,
  registerMember,
} from './orderHelpers'
import {
  confirmPay,
  orderOf,
  type PayTestApp,
  paidWithCallbackLost,
  press,
  STAFF_TOKEN,
  sendCallback,
  signedCallback,
  startPayApp,
} from './payHelpers'

/**
 * Issue 39 item 1: buying a membership level is an order paid like a meal; its term starts once
 * when the payment settles (never before, whatever callbacks replay), the level's discount is in
 * the next order's price, the term ends by itself and a refund takes it back.
 */

const DAY_MS = 24 * 60 * 60_000
const staffHeaders = { authorization: `Bearer ${STAFF_TOKEN}` }

describe.each(BACKENDS)('membership levels on $name', (backend) => {
  let t: PayTestApp
  beforeAll(async () => {
    t = await startPayApp(backend)
  })
  afterAll(() => t.close())

  const staff = (path: string, json?: Record<string, unknown>) =>
    call(t.app, `/api/staff/${path}`, { headers: staffHeaders, ...(json ? { json } : {}) })
  const equity = async (member: Member) =>
    (
      await as(t, member.token, '/api/restaurant/member/getMemberTypeEquity', {
        method: 'GET',
        query: { brandId: t.brandId },
      })
    ).body.data as { id: number; code?: string; name1: string; price: string; coupons: { name1: string }[] }[]
  const levelQueue = async (member: Member) =>
    (
      await as(t, member.token, '/api/member/memberPoints/getMemberLevelQueue', {
        method: 'GET',
        query: { brandId: t.brandId },
      })
    ).body.data
  const levelId = async (member: Member, name1: string) =>
    (await equity(member)).find((l) => l.name1 === name1)!.id
  const buy = (member: Member, body: Record<string, unknown>) =>
    as(t, member.token, '/api/order/addBuyMemberLevelOrder', {
      json: { brandId: t.brandId, payType: 40, submissionKey: newKey(), ...body },
    })
  /** The server's price figures of a pick-up order (its refusal of a price no order has). */
  async function priceOfPickup(member: Member) {
    const payload = pickupOrder(t, t.ids.centralId, [cartLine(plainFoods(t.pickup)[0]!, t.ids.centralId, 2)])
    const res = await addOrder(t, member, { ...payload, submissionKey: newKey(), expectedPrice: '99999.99' })
    expect(res.body.errCode).toBe('ORDER.PRICE_CHANGED')
    return res.body.data as { total: string; memberDiscountResult: string; price: string }
  }
  /** A new member holding the Gold level: its order paid and the callback delivered. */
  async function goldMember() {
    const member = await registerMember(t)
    const placed = await buy(member, { levelId: await levelId(member, 'Gold') })
    const orderId = placed.body.data.id as number
    const { body } = await paidWithCallbackLost(t, member, orderId)
    await sendCallback(t, signedCallback(body, t.clock.now()))
    return { member, orderId }
  }

  it('lists the levels with price, length and the coupons a bought term grants', async () => {
    const member = await registerMember(t)
    const levels = await equity(member)
    expect(levels.map((level) => level.name1)).toEqual(['Neighbour', 'Silver', 'Gold'])
    expect(levels[2]).toMatchObject({
      memberDiscount: '10.00',
      price: '188.00',
      validDays: 365,
      pointsRate: '2.00',
      coupons: [{ name1: '15% off at tea time', quantity: 2 }],
    })
    expect((await levelQueue(member)).level).toMatchObject({ name1: 'Neighbour' })
  })

  it('starts the level once when the payment settles, however many callbacks replay', async () => {
    const member = await registerMember(t)
    const before = await priceOfPickup(member)
    expect(before.memberDiscountResult).toBe('0.00')
    const placed = await buy(member, { levelId: await levelId(member, 'Gold') })
    expect(placed.body.data).toMatchObject({ orderType: 11, status: 0, orderPayType: 2 })
    expect(placed.body.data.priceResult).toMatchObject({ price: '188.00', memberDiscountResult: '0.00' })
    const orderId = placed.body.data.id as number
    const { body } = await paidWithCallbackLost(t, member, orderId)
    // Paid at the provider, not yet known here: the member is still at the lowest level.
    expect((await levelQueue(member)).level.name1).toBe('Neighbour')

    const signed = signedCallback(body, t.clock.now())
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCallback(t, signed)))
    expect(answers.filter((res) => res.body.data?.applied === true)).toHaveLength(1)
    const queue = await levelQueue(member)
    expect(queue.level.name1).toBe('Gold')
    expect(queue.levelEndsAt).toBe(new Date(t.clock.now().getTime() + 365 * DAY_MS).toISOString())
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 5 })
    const granted = await t.db
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, member.memberId), eq(memberCoupons.source, 'level')))
    expect(granted).toHaveLength(2)

    // The level's 10 % is in the next order's price.
    const after = await priceOfPickup(member)
    expect(after.memberDiscountResult).not.toBe('0.00')
    expect(Number(after.memberDiscountResult)).toBeCloseTo(Number(after.total) * 0.1, 2)
  })

  it("waives a delivered order's fee for a level with free delivery, on the price the server charges", async () => {
    const delivery = await loadMenu(t.app, t.ids.centralId, 1)
    const lines = [cartLine(plainFoods(delivery)[0]!, t.ids.centralId, 3)]
    const feeOf = async (member: Member) => {
      const payload = deliveryOrder(t, t.ids.centralId, lines, await addAddress(t, member))
      const res = await addOrder(t, member, {
        ...payload,
        submissionKey: newKey(),
        expectedPrice: '99999.99',
      })
      expect(res.body.errCode).toBe('ORDER.PRICE_CHANGED')
      return res.body.data.deliveryFee as string
    }
    expect(Number(await feeOf(await registerMember(t)))).toBeGreaterThan(0)
    const { member } = await goldMember()
    expect(await feeOf(member)).toBe('0.00')
  })

  it('answers a repeated submission with the first order, and refuses what cannot be bought', async () => {
    const member = await registerMember(t)
    const gold = await levelId(member, 'Gold')
    const body = { levelId: gold, submissionKey: newKey() }
    const [first, again] = await Promise.all([buy(member, body), buy(member, body)])
    expect(again.body.data.id).toBe(first.body.data.id)

    const silver = await buy(member, { levelId: await levelId(member, 'Silver') })
    expect(silver.body).toMatchObject({ success: false, errCode: 'LEVEL.NOT_FOR_SALE' })
    const other = await buy(member, { levelId: 999_999 })
    expect(other.body).toMatchObject({ success: false, errCode: 'VALIDATION' })
    const guest = await call(t.app, '/api/order/addBuyMemberLevelOrder', {
      json: { brandId: t.brandId, levelId: gold, payType: 40, submissionKey: newKey() },
    })
    expect(guest.status).toBe(401)
  })

  it('lets staff sell a level; a member above it is refused', async () => {
    const silver = {
      brandId: t.brandId,
      code: 'silver',
      level: 2,
      name: '銀卡會員',
      name1: 'Silver',
      name2: '银卡会员',
    }
    const seeded = { ...silver, memberDiscount: '5', pointsRate: '1.5' }
    const saved = await staff('levels', {
      ...seeded,
      price: '48',
      validDays: 90,
      coupons: [{ code: 'EVERY50' }],
    })
    expect(saved.body.data).toMatchObject({ price: '48.00', validDays: 90, coupons: [{ quantity: 1 }] })
    const { member } = await goldMember()
    const lower = await buy(member, { levelId: await levelId(member, 'Silver') })
    expect(lower.body).toMatchObject({ success: false, errCode: 'LEVEL.LOWER_THAN_HELD' })
    // Back as seeded: given, not sold.
    await staff('levels', seeded)
  })

  it('renews a running term from its end; two tabs buying at once add both terms', async () => {
    const member = await registerMember(t)
    const gold = await levelId(member, 'Gold')
    const [a, b] = await Promise.all([buy(member, { levelId: gold }), buy(member, { levelId: gold })])
    const paid = await Promise.all(
      [a, b].map(async (res) => {
        const { redirectUrl } = (await confirmPay(t, member, res.body.data.id)).body.data
        return press(t, redirectUrl, 'pay')
      }),
    )
    expect(paid).toHaveLength(2)
    const queue = await levelQueue(member)
    expect(queue.levelEndsAt).toBe(new Date(t.clock.now().getTime() + 730 * DAY_MS).toISOString())
  })

  it('ends the level on its date: reads at once, swept after', async () => {
    const { member } = await goldMember()
    t.clock.advance(366 * DAY_MS)
    try {
      const queue = await levelQueue(member)
      expect(queue).toMatchObject({ level: { name1: 'Neighbour' }, levelEndsAt: null })
      expect((await priceOfPickup(member)).memberDiscountResult).toBe('0.00')
      expect(await sweepEndedLevels(t.db, t.clock.now())).toBeGreaterThanOrEqual(1)
      expect(await sweepEndedLevels(t.db, t.clock.now())).toBe(0)
      expect((await levelQueue(member)).level.name1).toBe('Neighbour')
    } finally {
      t.clock.advance(-366 * DAY_MS)
    }
  })

  it('takes the level back when its order is refunded', async () => {
    const { member, orderId } = await goldMember()
    const cancelled = await staff('orders/cancel', { orderId })
    expect(cancelled.body.data).toMatchObject({ status: 6, refundProgress: 7 })
    expect(await levelQueue(member)).toMatchObject({ level: { name1: 'Neighbour' }, levelEndsAt: null })
    const [row] = await t.db.select().from(levelOrders).where(eq(levelOrders.orderId, orderId))
    expect(row!.endedAt).not.toBeNull()
  })

  it('starts a cash purchase when staff complete it, not before', async () => {
    const member = await registerMember(t)
    const placed = await buy(member, { levelId: await levelId(member, 'Gold'), payType: 1 })
    const orderId = placed.body.data.id as number
    expect(placed.body.data).toMatchObject({ orderPayType: 1, status: 0 })
    await staff('orders/confirm', { orderId })
    expect((await levelQueue(member)).level.name1).toBe('Neighbour')
    await staff('orders/status', { orderId, status: 5 })
    expect((await levelQueue(member)).level.name1).toBe('Gold')
  })

  it("keeps a member's level order to that member", async () => {
    const { orderId } = await goldMember()
    const other = await registerMember(t)
    const read = await as(t, other.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId } })
    expect(read.body).toMatchObject({ success: false, errCode: 'ORDER.NOT_FOUND' })
    const pay = await confirmPay(t, other, orderId)
    expect(pay.body.success).toBe(false)
    expect((await levelQueue(other)).level.name1).toBe('Neighbour')
  })
})
