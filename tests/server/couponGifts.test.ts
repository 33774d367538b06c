import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeExpiredRows } from '../../server/services/housekeeping'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import {
  cartLine,
  couponRow,
  giveCoupon,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/**
 * Sending a coupon to a friend (/sendSingle): member-web/coupon/sendInfo, sendSingle, cancelGift,
 * giftInfo and claimGift — one claim, never the giver's own, never another member's coupon, and the
 * coupon back with the giver when the link is cancelled or expires.
 */

const DAY_MS = 24 * 60 * 60_000

describe.each(BACKENDS)('coupon gifts on $name', (backend) => {
  let t: MemberTestApp
  let centralId: number
  let pickupFoods: ReturnType<typeof plainFoods>

  beforeAll(async () => {
    const started = await startOrderApp(backend)
    ;({ t, centralId } = started)
    pickupFoods = plainFoods(started.pickup)
  })
  afterAll(() => t.close())

  const post = (member: Member | null, path: string, json: Record<string, unknown>) =>
    member
      ? as(t, member.token, `/api/member-web/coupon/${path}`, { json })
      : call(t.app, `/api/member-web/coupon/${path}`, { json })
  const send = (member: Member, memberCouponId: unknown, brandId = t.brandId) =>
    post(member, 'sendSingle', { brandId, memberCouponId })
  const info = (member: Member, memberCouponId: number) =>
    post(member, 'sendInfo', { brandId: t.brandId, memberCouponId })
  const claim = (member: Member, code: string) => post(member, 'claimGift', { code })
  const wallet = async (member: Member) =>
    (
      (
        await as(t, member.token, '/api/member-web/member/getMemberCouponByMemberId', {
          json: { brandId: t.brandId },
        })
      ).body.data as { id: number; couponId: number; status: string }[]
    ).map((item) => item.id)
  /** A fresh member with a WELCOME20 copy of their own (besides the starter set). */
  async function giver() {
    const member = await registerMember(t)
    const couponId = await giveCoupon(t, member.memberId, t.brandId, 'WELCOME20')
    return { member, couponId }
  }

  it('holds the coupon while the link is open and moves it to the friend who claims it', async () => {
    const { member: a, couponId } = await giver()
    const b = await registerMember(t)
    expect((await info(a, couponId)).body.data).toMatchObject({ sendable: true, gift: null })
    const made = await send(a, couponId)
    expect(made.body).toMatchObject({ success: true, data: { state: 'open', code: expect.any(String) } })
    const code = made.body.data.code as string
    expect(code).toMatch(/^[0-9a-f]{32}$/)
    // Held by the link: not usable, not sendable again (the same link answers).
    expect(await wallet(a)).not.toContain(couponId)
    expect((await couponRow(t, couponId)).status).toBe('sending')
    expect((await send(a, couponId)).body.data.code).toBe(code)
    expect((await info(a, couponId)).body.data).toMatchObject({
      sendable: false,
      gift: { code, state: 'open' },
    })

    // A guest sees the coupon and the state; the giver is told it is theirs.
    const seen = await post(null, 'giftInfo', { code })
    expect(seen.body.data).toMatchObject({
      state: 'open',
      own: false,
      brandId: t.brandId,
      coupon: { id: couponId, name1: 'New member $20 off', amount: '20.00' },
    })
    expect((await post(a, 'giftInfo', { code })).body.data.own).toBe(true)
    const own = await claim(a, code)
    expect(own.body).toMatchObject({ success: false, errCode: 'GIFT.OWN' })
    expect(own.body.errMsg).toBe('You cannot claim a coupon you sent yourself')

    const claimed = await claim(b, code)
    expect(claimed.body).toMatchObject({
      success: true,
      data: { name1: 'New member $20 off', status: 'available' },
    })
    const bCopy = claimed.body.data.id as number
    expect(await wallet(b)).toContain(bCopy)
    expect(await wallet(a)).not.toContain(couponId)
    expect((await couponRow(t, couponId)).status).toBe('gifted')
    // The friend's copy lasts as long as the giver's did.
    expect((await couponRow(t, bCopy)).validUntil).toEqual((await couponRow(t, couponId)).validUntil)
    expect((await post(null, 'giftInfo', { code })).body.data.state).toBe('claimed')
    expect((await info(a, couponId)).body.data).toMatchObject({ sendable: false, gift: { state: 'claimed' } })
    const again = await claim(await registerMember(t), code)
    expect(again.body).toMatchObject({ success: false, errCode: 'GIFT.CLOSED', data: { state: 'claimed' } })
    expect((await post(a, 'cancelGift', { code })).body).toMatchObject({ errCode: 'GIFT.CLOSED' })
  })

  it('lets 20 racing friends claim one link once', async () => {
    const { member: a, couponId } = await giver()
    const code = (await send(a, couponId)).body.data.code as string
    const friends = await Promise.all(Array.from({ length: 20 }, () => registerMember(t)))
    const answers = await Promise.all(friends.map((friend) => claim(friend, code)))
    expect(answers.filter((res) => res.body.success)).toHaveLength(1)
    expect(answers.filter((res) => res.body.errCode === 'GIFT.CLOSED')).toHaveLength(19)
    const owners = await Promise.all(friends.map(async (friend) => (await wallet(friend)).length))
    const starters = Math.min(...owners)
    expect(owners.filter((n) => n === starters + 1)).toHaveLength(1)
  })

  it('never both sends and spends a coupon sent with an order at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const { member: a, couponId } = await giver()
      const lines = [cartLine(pickupFoods[0]!, centralId, 10)]
      const [placed, made] = await Promise.all([
        placeAtQuote(t, a, pickupOrder(t, centralId, lines, { memberCouponId: couponId })),
        send(a, couponId),
      ])
      expect([placed.body.success, made.body.success].filter(Boolean)).toHaveLength(1)
      const status = (await couponRow(t, couponId)).status
      expect(status).toBe(made.body.success ? 'sending' : 'reserved')
    }
  })

  it('gives the coupon back when the giver cancels or the link expires', async () => {
    const { member: a, couponId } = await giver()
    const b = await registerMember(t)
    const code = (await send(a, couponId)).body.data.code as string
    expect((await post(b, 'cancelGift', { code })).body).toMatchObject({ errCode: 'GIFT.NOT_FOUND' })
    const cancelled = await post(a, 'cancelGift', { code })
    expect(cancelled.body).toMatchObject({ success: true, data: { state: 'cancelled' } })
    expect(await wallet(a)).toContain(couponId)
    const late = await claim(b, code)
    expect(late.body).toMatchObject({ errCode: 'GIFT.CLOSED', data: { state: 'cancelled' } })
    expect(late.body.errMsg).toBe('The sender cancelled this gift')

    // Expired on read: the friend is told, the giver holds it again.
    const second = (await send(a, couponId)).body.data.code as string
    expect(second).not.toBe(code)
    t.clock.advance(7 * DAY_MS + 1)
    const expired = await claim(b, second)
    expect(expired.body).toMatchObject({ errCode: 'GIFT.CLOSED', data: { state: 'expired' } })
    expect((await couponRow(t, couponId)).status).toBe('available')
    t.clock.advance(-(7 * DAY_MS + 1))

    // Expired by housekeeping, before anyone opens it.
    const third = (await send(a, couponId)).body.data.code as string
    t.clock.advance(7 * DAY_MS + 1)
    expect((await purgeExpiredRows(t.db, t.clock.now())).giftLinksExpired).toBeGreaterThanOrEqual(1)
    expect((await couponRow(t, couponId)).status).toBe('available')
    expect((await post(null, 'giftInfo', { code: third })).body.data.state).toBe('expired')
    t.clock.advance(-(7 * DAY_MS + 1))
  })

  it('never lets member B send, see the sending of, or cancel member A’s coupon', async () => {
    const { member: a, couponId } = await giver()
    const b = await registerMember(t)
    expect((await send(b, couponId)).body).toMatchObject({ success: false, errCode: 'GIFT.NOT_SENDABLE' })
    expect((await info(b, couponId)).body).toMatchObject({ success: false, errCode: 'GIFT.NOT_SENDABLE' })
    expect((await couponRow(t, couponId)).status).toBe('available')
    for (const path of ['sendSingle', 'sendInfo']) {
      const res = await post(b, path, { brandId: t.brandId, memberCouponId: couponId, memberId: a.memberId })
      expect(res.status).toBe(403)
    }
    const code = (await send(a, couponId)).body.data.code as string
    for (const path of ['cancelGift', 'claimGift']) {
      expect((await post(b, path, { code, memberId: a.memberId })).status).toBe(403)
    }
    expect((await post(null, 'giftInfo', { code, memberId: a.memberId })).status).toBe(403)
    // Used up or of another brand: not sendable.
    expect((await send(a, couponId, t.harbourId)).body).toMatchObject({ errCode: 'GIFT.NOT_SENDABLE' })
    expect((await send(a, UNKNOWN_ID)).body).toMatchObject({ errCode: 'GIFT.NOT_SENDABLE' })
  })

  it('answers guests 401 where a member is needed, unknown links and bad input 4xx', async () => {
    const a = await registerMember(t)
    for (const path of ['sendSingle', 'sendInfo', 'cancelGift', 'claimGift']) {
      const res = await post(null, path, { brandId: t.brandId, memberCouponId: 1, code: '0'.repeat(32) })
      expect(res.status).toBe(401)
    }
    expect((await post(null, 'giftInfo', { code: '0'.repeat(32) })).body).toMatchObject({
      success: false,
      errCode: 'GIFT.NOT_FOUND',
    })
    for (const body of [{}, { code: 'short' }, { code: 'bad code with spaces!!' }, { code: 7 }]) {
      const res = await post(a, 'claimGift', body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'code' })
    }
    for (const body of [{ brandId: t.brandId }, { brandId: t.brandId, memberCouponId: 'x' }]) {
      const res = await post(a, 'sendSingle', body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'memberCouponId' })
    }
  })
})
