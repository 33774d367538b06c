import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { as, type MemberTestApp, newIp } from './memberHelpers'
import {
  cartLine,
  giveCoupon,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/**
 * The checkout's coupons: member-web/member/getMemberCouponByMemberId (the member's own, of the
 * brand, not used or expired) and member-web/coupon/exchange (promo codes with SPEC §8's messages,
 * guessing bounded). Demo data: server/db/seed/coupons.ts.
 */

describe.each(BACKENDS)('checkout coupons on $name', (backend) => {
  let t: MemberTestApp
  let centralId: number
  let pickupFoods: ReturnType<typeof plainFoods>

  beforeAll(async () => {
    const started = await startOrderApp(backend)
    ;({ t, centralId } = started)
    pickupFoods = plainFoods(started.pickup)
  })
  afterAll(() => t.close())

  const list = (member: Member, brandId = t.brandId, extra: Record<string, unknown> = {}) =>
    as(t, member.token, '/api/member-web/member/getMemberCouponByMemberId', { json: { brandId, ...extra } })
  const exchange = (
    member: Member,
    code: unknown,
    options: { brandId?: number; ip?: string; locale?: string } = {},
  ) =>
    as(
      t,
      member.token,
      '/api/member-web/coupon/exchange',
      {
        json: { code, brandId: options.brandId ?? t.brandId },
        headers: { 'x-forwarded-for': options.ip ?? newIp() },
      },
      options.locale,
    )
  const codesOf = async (member: Member, brandId = t.brandId) =>
    ((await list(member, brandId)).body.data as { id: number }[]).map((item) => item.id)

  it('gives a new member the brand’s starter set: usable and unusable coupons of every kind', async () => {
    const a = await registerMember(t)
    const res = await list(a, t.brandId, { memberId: a.memberId })
    expect(res.body).toMatchObject({ success: true, code: 1 })
    const items = res.body.data as Record<string, unknown>[]
    expect(items.map((item) => item.name1).sort()).toEqual([
      '$10 off every $50',
      '$50 off a feast over $500',
      '10% off for regulars',
      '15% off at tea time',
      'New member $20 off',
    ])
    expect(items.find((item) => item.name1 === '15% off at tea time')).toEqual({
      id: expect.any(Number),
      couponId: expect.any(Number),
      couponType: 1,
      amount: '0.00',
      discount: '15.00',
      spend: '50.00',
      billMinAmount: '30.00',
      accumulate: 0,
      exclusive: 0,
      orderTypes: '',
      name: '奶茶時段85折',
      name1: '15% off at tea time',
      name2: '奶茶时段85折',
      couponTypeName: '折扣券',
      couponTypeName1: 'Discount coupon',
      couponTypeName2: '折扣券',
      validFrom: '2026-03-02T12:00:00+08:00',
      validTo: '2026-04-01T12:00:00+08:00',
      status: 'available',
    })
    expect(items.find((item) => item.name1 === '$10 off every $50')).toMatchObject({
      couponType: 2,
      amount: '10.00',
      accumulate: 1,
      billMinAmount: '40.00',
    })
    // Not a member of Harbour yet: none of its coupons.
    expect((await list(a, t.harbourId)).body.data).toEqual([])
  })

  it('lists only the member’s own coupons of the brand, not expired or used, reserved ones last', async () => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    const starters = await codesOf(a)
    const theirs = await giveCoupon(t, b.memberId, t.brandId, 'WELCOME20')
    const harbour = await giveCoupon(t, a.memberId, t.harbourId, 'DIMSUM30')
    const expired = await giveCoupon(t, a.memberId, t.brandId, 'SUMMER25')
    expect(await codesOf(a)).toEqual(starters)
    expect(await codesOf(a)).not.toContain(theirs)
    expect(await codesOf(a)).not.toContain(expired)
    expect(await codesOf(a, t.harbourId)).toEqual([harbour])

    const welcome = ((await list(a)).body.data as { id: number; name1: string }[]).find(
      (item) => item.name1 === 'New member $20 off',
    )!
    const lines = [cartLine(pickupFoods[0]!, centralId, 10)]
    const placed = await placeAtQuote(t, a, pickupOrder(t, centralId, lines, { memberCouponId: welcome.id }))
    expect(placed.body.success).toBe(true)
    const after = (await list(a)).body.data as { id: number; status: string }[]
    expect(after.at(-1)).toMatchObject({ id: welcome.id, status: 'reserved' })
    expect(after.slice(0, -1).every((item) => item.status === 'available')).toBe(true)

    t.clock.advance(31 * 24 * 60 * 60_000)
    expect((await list(a)).body.data).toEqual([])
    t.clock.advance(-31 * 24 * 60 * 60_000)
  })

  it('refuses another member, a guest, an unknown brand and bad parameters', async () => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    expect((await list(b, t.brandId, { memberId: a.memberId })).status).toBe(403)
    const guest = await call(t.app, '/api/member-web/member/getMemberCouponByMemberId', {
      json: { brandId: t.brandId },
    })
    expect(guest.status).toBe(401)
    expect((await list(a, UNKNOWN_ID)).body).toMatchObject({ errCode: 'BRAND.NOT_FOUND' })
    for (const [body, field] of [
      [{}, 'brandId'],
      [{ brandId: 'demo' }, 'brandId'],
      [{ brandId: t.brandId, memberId: 'me' }, 'memberId'],
    ] as const) {
      const res = await as(t, a.token, '/api/member-web/member/getMemberCouponByMemberId', { json: body })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
    }
  })

  it('redeems a promo code once (any case), then says the limit is reached', async () => {
    const a = await registerMember(t)
    const res = await exchange(a, ' welcome10 ')
    expect(res.body).toMatchObject({
      success: true,
      data: { name1: 'Promo code $10 off', amount: '10.00', spend: '60.00', status: 'available' },
    })
    expect(res.body.data.validTo).toBe('2026-03-16T12:00:00+08:00')
    expect(await codesOf(a)).toContain(res.body.data.id)
    const again = await exchange(a, 'WELCOME10', { locale: 'zh-hk' })
    expect(again.body).toMatchObject({
      success: false,
      errCode: 'COUPON.LIMIT_REACHED',
      errMsg: '已達兌換上限',
      field: 'code',
    })
  })

  it('answers SPEC’s messages: unknown code, every copy given out, an unused promo code held', async () => {
    const a = await registerMember(t)
    const unknown = await exchange(a, 'NOSUCHCODE')
    expect(unknown.body).toMatchObject({
      errCode: 'COUPON.CODE_NOT_FOUND',
      errMsg: 'This coupon code does not exist',
    })
    // Another brand's code, a code that is no promo code, an expired one: none exists here.
    for (const code of ['HARBOUR15', 'WELCOME20', 'SUMMER25'])
      expect((await exchange(a, code)).body.errCode).toBe('COUPON.CODE_NOT_FOUND')
    const sold = await exchange(a, 'GRANDOPEN')
    expect(sold.body).toMatchObject({
      errCode: 'COUPON.LIMIT_REACHED',
      errMsg: 'This coupon has reached its redemption limit',
    })

    const b = await registerMember(t)
    const welcome = await exchange(b, 'WELCOME10')
    expect(welcome.body.success).toBe(true)
    const second = await exchange(b, 'HAPPYHOUR', { locale: 'zh-cn' })
    expect(second.body).toMatchObject({
      errCode: 'COUPON.UNUSED_PROMO',
      errMsg: '请先使用您的优惠码，再兑换新的优惠码',
    })
    // Once the promo coupon is on an order, a new code can be redeemed.
    const lines = [cartLine(pickupFoods[0]!, centralId, 10)]
    const placed = await placeAtQuote(
      t,
      b,
      pickupOrder(t, centralId, lines, { memberCouponId: welcome.body.data.id }),
    )
    expect(placed.body.data.priceResult.coupon).toBe('10.00')
    expect((await exchange(b, 'HAPPYHOUR')).body).toMatchObject({
      success: true,
      data: { discount: '20.00' },
    })
    // A promo code of the other brand is that brand's business.
    expect((await exchange(b, 'HARBOUR15', { brandId: t.harbourId })).body.success).toBe(true)
  })

  it('issues one copy when the same member sends a code ten times at once', async () => {
    const a = await registerMember(t)
    const results = await Promise.all(Array.from({ length: 10 }, () => exchange(a, 'WELCOME10')))
    expect(results.filter((res) => res.body.success)).toHaveLength(1)
    expect(results.filter((res) => res.body.errCode === 'COUPON.LIMIT_REACHED')).toHaveLength(9)
  })

  it('stops guessing: 5 unknown codes lock the member for 15 minutes, right codes included', async () => {
    const a = await registerMember(t)
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await exchange(a, `GUESS${attempt}`)).body.errCode).toBe('COUPON.CODE_NOT_FOUND')
    const locked = await exchange(a, 'WELCOME10')
    expect(locked.body).toMatchObject({
      success: false,
      errCode: 'COUPON.TOO_MANY_ATTEMPTS',
      errMsg: 'Too many wrong coupon codes. Please try again later.',
    })
    expect(await codesOf(a)).toHaveLength((await codesOf(await registerMember(t))).length)
    t.clock.advance(15 * 60_000)
    expect((await exchange(a, 'WELCOME10')).body.success).toBe(true)
    t.clock.advance(-15 * 60_000)
  })

  it('stops guessing from one IP across members: 30 unknown codes an hour', async () => {
    const ip = newIp()
    for (let member = 0; member < 6; member += 1) {
      const guesser = await registerMember(t)
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await exchange(guesser, `IP${member}X${attempt}`, { ip })).body.errCode).toBe(
          'COUPON.CODE_NOT_FOUND',
        )
    }
    const fresh = await registerMember(t)
    expect((await exchange(fresh, 'WELCOME10', { ip })).body.errCode).toBe('COUPON.TOO_MANY_ATTEMPTS')
    expect((await exchange(fresh, 'WELCOME10')).body.success).toBe(true)
  })

  it.each([
    [{ brandId: 1 }, 'code'],
    [{ code: '', brandId: 1 }, 'code'],
    [{ code: 'DROP TABLE coupons;', brandId: 1 }, 'code'],
    [{ code: 'X'.repeat(33), brandId: 1 }, 'code'],
    [{ code: ['WELCOME10'], brandId: 1 }, 'code'],
    [{ code: 'WELCOME10' }, 'brandId'],
    [{ code: 'WELCOME10', brandId: -1 }, 'brandId'],
  ])('exchange %j → 400 VALIDATION %s', async (body, field) => {
    const a = await registerMember(t)
    const res = await as(t, a.token, '/api/member-web/coupon/exchange', { json: body })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
  })

  it('needs a token and a brand that exists', async () => {
    const guest = await call(t.app, '/api/member-web/coupon/exchange', {
      json: { code: 'WELCOME10', brandId: t.brandId },
    })
    expect(guest.status).toBe(401)
    const a = await registerMember(t)
    expect((await exchange(a, 'WELCOME10', { brandId: UNKNOWN_ID })).body.errCode).toBe('BRAND.NOT_FOUND')
  })
})
