import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffStampCard, StampCardView } from '../../src/domain/contract/stamps'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { cartLine, pickupOrder, placeAtQuote, plainFoods } from './orderHelpers'
import {
  type Member,
  placeDelivery,
  placePickup,
  registerMember,
  type StaffTestApp,
  staff,
  startStaffApp,
} from './staffHelpers'

/**
 * Stamp cards (issue 39 item 3): a stamp per qualifying completed order, once whatever retries or
 * races; a full card turns into one reward coupon in the wallet and starts again; a refund takes
 * the stamp back (off the card, else the unspent reward, else owed by the next stamp); each
 * member reads only their own cards.
 */

type WalletItem = { id: number; source: string; status: string }

describe.each(BACKENDS)('stamp cards on $name', (backend) => {
  let t: StaffTestApp
  /** A card of 3 pick-up stamps, any spend, rewarding the demo brand's STAMPS30 template. */
  let quick: StaffStampCard
  beforeAll(async () => {
    t = await startStaffApp(backend)
    const made = await createCard({ code: 'quick', stampsNeeded: 3, orderTypes: '7', couponCode: 'stamps30' })
    expect(made.body).toMatchObject({
      success: true,
      data: { stampsNeeded: 3, orderTypes: [7], minSpend: '0.00' },
    })
    quick = made.body.data
  })
  afterAll(() => t.close())

  function createCard(fields: Record<string, unknown>) {
    return staff(t, 'stampCards', {
      brandId: t.brandId,
      name: '印花卡',
      name1: 'Stamp card',
      name2: '集点卡',
      ...fields,
    })
  }
  const cards = async (member: Member, brandId = t.brandId) => {
    const res = await as(t, member.token, '/api/member-web/stampCard/list', { query: { brandId } })
    expect(res.body.success).toBe(true)
    return res.body.data.list as StampCardView[]
  }
  const card = async (member: Member, id = quick.id) => (await cards(member)).find((c) => c.id === id)!
  const stampRewards = async (member: Member) => {
    const res = await as(t, member.token, '/api/member/member/getMemberCoupon/v2', {
      json: { brandId: t.brandId, pageSize: 50 },
    })
    return (res.body.data.list as WalletItem[]).filter((item) => item.source === 'stamps')
  }
  const confirmed = async (member: Member) => {
    const { orderId } = await placePickup(t, member)
    await staff(t, 'orders/confirm', { orderId })
    return orderId
  }
  const complete = (orderId: number) => staff(t, 'orders/status', { orderId, status: 5 })
  const completed = async (member: Member) => {
    const orderId = await confirmed(member)
    expect((await complete(orderId)).body.data.status).toBe(5)
    return orderId
  }

  it('lists and creates cards through the staff API, refusing bad ones with a reason', async () => {
    const list = (await staff(t, `stampCards?brandId=${t.brandId}`)).body.data
    expect(list.list.map((c: StaffStampCard) => c.code)).toEqual(['cafe', 'quick'])
    expect(list.list[0]).toMatchObject({
      stampsNeeded: 8,
      orderTypes: [1, 7],
      minSpend: '40.00',
      reward: { name1: '$30 off (stamp card reward)', amount: '30.00' },
    })
    expect((await createCard({ code: 'QUICK', stampsNeeded: 4, couponCode: 'STAMPS30' })).body).toMatchObject(
      {
        success: false,
        errCode: 'STAMP.CODE_TAKEN',
        field: 'code',
      },
    )
    expect((await createCard({ code: 'x', stampsNeeded: 4, couponCode: 'NOPE' })).body).toMatchObject({
      errCode: 'COUPON.CODE_NOT_FOUND',
      field: 'couponCode',
    })
    for (const [field, value, named] of [
      ['stampsNeeded', 1, 'stampsNeeded'],
      ['stampsNeeded', 51, 'stampsNeeded'],
      ['orderTypes', '7,5', 'orderTypes.1'],
      ['minSpend', '-1', 'minSpend'],
      ['code', 'a b', 'code'],
    ] as const) {
      const res = await createCard({ code: 'bad', stampsNeeded: 4, couponCode: 'STAMPS30', [field]: value })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: named })
    }
  })

  it('stamps a qualifying completed order once, however often the completion is sent', async () => {
    const member = await registerMember(t)
    expect(await card(member)).toMatchObject({ stamps: 0, stampsOwed: 0, rewardsEarned: 0 })
    const orderId = await confirmed(member)
    const moves = await Promise.all(Array.from({ length: 10 }, () => complete(orderId)))
    expect(moves.every((res) => res.body.success && res.body.data.status === 5)).toBe(true)
    await complete(orderId)
    expect(await card(member)).toMatchObject({ stamps: 1, stampsNeeded: 3 })
    // The seeded café card takes pick-up orders of $40 or more: this one too.
    const cafe = (await cards(member)).find((c) => c.name1 === 'Kong Kee stamp card')
    expect(cafe).toMatchObject({ stamps: 1, stampsNeeded: 8 })
  })

  it('gives no stamp to an order of another type or under the minimum spend', async () => {
    const deliveryOnly = (
      await createCard({ code: 'delivery', stampsNeeded: 5, orderTypes: [1], couponCode: 'STAMPS30' })
    ).body.data as StaffStampCard
    const bigSpend = (
      await createCard({ code: 'big', stampsNeeded: 5, minSpend: '5000', couponCode: 'STAMPS30' })
    ).body.data as StaffStampCard
    const member = await registerMember(t)
    await completed(member)
    expect(await card(member, deliveryOnly.id)).toMatchObject({ stamps: 0 })
    expect(await card(member, bigSpend.id)).toMatchObject({ stamps: 0 })
    expect(await card(member)).toMatchObject({ stamps: 1 })
    // A delivery order is the delivery card's, and not the pick-up card's.
    const orderId = await placeDelivery(t, member)
    await staff(t, 'orders/confirm', { orderId })
    await complete(orderId)
    expect(await card(member, deliveryOnly.id)).toMatchObject({ stamps: 1 })
    expect(await card(member)).toMatchObject({ stamps: 1 })
  })

  it('turns the Nth stamp into one reward coupon and starts a new card', async () => {
    const member = await registerMember(t)
    await completed(member)
    await completed(member)
    expect(await stampRewards(member)).toEqual([])
    const third = await confirmed(member)
    await Promise.all(Array.from({ length: 5 }, () => complete(third)))
    expect(await card(member)).toMatchObject({ stamps: 0, rewardsEarned: 1 })
    expect(await stampRewards(member)).toEqual([expect.objectContaining({ source: 'stamps' })])
    await completed(member)
    expect(await card(member)).toMatchObject({ stamps: 1, rewardsEarned: 1 })
  })

  it('takes a refunded stamp off the card, else withdraws the unspent reward, else owes it', async () => {
    const member = await registerMember(t)
    const first = await completed(member)
    await staff(t, 'orders/cancel', { orderId: first })
    await staff(t, 'orders/cancel', { orderId: first })
    expect(await card(member)).toMatchObject({ stamps: 0, stampsOwed: 0 })

    // Full card, reward unspent: the refund withdraws it and the card goes back to 2 of 3.
    const orders = [await completed(member), await completed(member), await completed(member)]
    expect(await stampRewards(member)).toHaveLength(1)
    await staff(t, 'orders/cancel', { orderId: orders[2] })
    expect(await card(member)).toMatchObject({ stamps: 2, rewardsEarned: 0, stampsOwed: 0 })
    expect(await stampRewards(member)).toEqual([])

    // Full again, and the reward spent on an order the restaurant took: the refund leaves it and owes the stamp.
    await completed(member)
    const [reward] = await stampRewards(member)
    const lines = [
      cartLine(plainFoods(t.pickup)[0]!, t.centralId, 10),
      cartLine(plainFoods(t.pickup)[1]!, t.centralId, 3),
    ]
    const paid = await placeAtQuote(
      t,
      member,
      pickupOrder(t, t.centralId, lines, { memberCouponId: reward!.id }),
    )
    expect(paid.body).toMatchObject({ success: true })
    await staff(t, 'orders/confirm', { orderId: paid.body.data.id })
    await staff(t, 'orders/cancel', { orderId: orders[0] })
    expect(await card(member)).toMatchObject({ stamps: 0, stampsOwed: 1, rewardsEarned: 1 })
    // The next stamp pays the debt, the one after goes on the card.
    await completed(member)
    expect(await card(member)).toMatchObject({ stamps: 0, stampsOwed: 0 })
    await completed(member)
    expect(await card(member)).toMatchObject({ stamps: 1, stampsOwed: 0, rewardsEarned: 1 })
  })

  // A real race on PostgreSQL; PGlite's one connection runs them one after another (same figures).
  it('counts 20 orders of one member completed at once: 20 stamps, every reward once', async () => {
    const member = await registerMember(t)
    const orderIds: number[] = []
    for (let n = 0; n < 20; n++) orderIds.push(await confirmed(member))
    // No points to earn: the points ledger's lock on the member would otherwise queue the completions.
    await staff(t, 'points/rate', { brandId: t.brandId, pointsPerDollar: '0' })
    const moves = await Promise.all(orderIds.map(complete))
    await staff(t, 'points/rate', { brandId: t.brandId, pointsPerDollar: '1.00' })
    expect(moves.every((res) => res.body.success && res.body.data.status === 5)).toBe(true)
    // 20 stamps: 6 full cards of 3 and 2 on the seventh; 2 of 8 and 4 on the third café card.
    expect(await card(member)).toMatchObject({ stamps: 2, rewardsEarned: 6 })
    const cafe = (await cards(member)).find((c) => c.name1 === 'Kong Kee stamp card')
    expect(cafe).toMatchObject({ stamps: 4, rewardsEarned: 2 })
    expect(await stampRewards(member)).toHaveLength(8)
  })

  it('shows members their own cards only, and refuses guests and bad input', async () => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    await completed(a)
    expect(await card(a)).toMatchObject({ stamps: 1 })
    expect(await card(b)).toMatchObject({ stamps: 0 })
    const other = await as(t, b.token, '/api/member-web/stampCard/list', {
      query: { brandId: t.brandId, memberId: a.memberId },
    })
    expect(other.status).toBe(403)
    expect(other.body).toMatchObject({ success: false, errCode: 'AUTH.FORBIDDEN' })
    const guest = await call(t.app, '/api/member-web/stampCard/list', { query: { brandId: t.brandId } })
    expect(guest.status).toBe(401)
    expect(guest.body).toMatchObject({ success: false, errCode: 'AUTH.UNAUTHORIZED' })
    const bad = await as(t, a.token, '/api/member-web/stampCard/list', { query: { brandId: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    const unknown = await as(t, a.token, '/api/member-web/stampCard/list', { query: { brandId: 99999 } })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'BRAND.NOT_FOUND' })
    // The harbour brand's card is its own, with no stamps from the demo brand's orders.
    expect(await cards(a, t.harbourId)).toEqual([
      expect.objectContaining({ name1: 'Harbour stamp card', stamps: 0, stampsNeeded: 6, orderTypes: [] }),
    ])
  })
})
