import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '../../server/db/schema'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import { type Member, registerMember, startOrderApp } from './orderHelpers'

/**
 * The coupon centre: member-web/coupon/collectList (guests too) and member-web/coupon/collect
 * (stock and the member's limit under concurrency). Demo data: server/db/seed/couponCentre.ts.
 */

type Listed = { couponId: number; name1: string; left: number | null; limit: number; held: number }
type Group = { id: number; name1: string; coupons: Listed[] }

describe.each(BACKENDS)('coupon centre on $name', (backend) => {
  let t: MemberTestApp

  beforeAll(async () => {
    ;({ t } = await startOrderApp(backend))
  })
  afterAll(() => t.close())

  const list = (member: Member | null, brandId = t.brandId, extra: Record<string, unknown> = {}) =>
    member
      ? as(t, member.token, '/api/member-web/coupon/collectList', { json: { brandId, ...extra } })
      : call(t.app, '/api/member-web/coupon/collectList', { json: { brandId, ...extra } })
  const collect = (
    member: Member,
    couponId: unknown,
    brandId = t.brandId,
    extra: Record<string, unknown> = {},
  ) => as(t, member.token, '/api/member-web/coupon/collect', { json: { brandId, couponId, ...extra } })
  const wallet = async (member: Member) =>
    (
      await as(t, member.token, '/api/member-web/member/getMemberCouponByMemberId', {
        json: { brandId: t.brandId },
      })
    ).body.data as { id: number; couponId: number; status: string }[]
  const listed = async (member: Member | null, brandId = t.brandId) =>
    ((await list(member, brandId)).body.data as Group[]).flatMap((group) => group.coupons)
  const seeded = async (name1: string) => (await listed(null)).find((coupon) => coupon.name1 === name1)!

  /** A collectable template of the demo brand with `total` copies (0 unlimited) and a member limit. */
  async function template(total: number, perMemberLimit = 1): Promise<number> {
    const [row] = await t.db
      .insert(coupons)
      .values({
        brandId: t.brandId,
        code: `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        name: '測試券',
        name1: 'Test coupon',
        name2: '测试券',
        couponType: 2,
        amount: '5.00',
        spend: '20.00',
        couponTypeName: '現金券',
        couponTypeName1: 'Cash coupon',
        couponTypeName2: '现金券',
        totalQuantity: total,
        perMemberLimit,
        collectable: 1,
      })
      .returning({ id: coupons.id })
    return row!.id
  }

  it('shows a guest the brand’s groups with what is left; a member also sees what they hold', async () => {
    const guest = await list(null)
    expect(guest.body).toMatchObject({ success: true, code: 1 })
    const groups = guest.body.data as Group[]
    expect(groups.slice(0, 2).map((group) => group.name1)).toEqual(['Tea-time treats', 'This week only'])
    const limited = groups[1]!.coupons.find((coupon) => coupon.name1 === 'Limited $15 off')!
    expect(limited).toMatchObject({
      left: 3,
      limit: 1,
      held: 0,
      amount: '15.00',
      spend: '90.00',
      exclusive: 1,
    })
    const twice = groups[0]!.coupons.find((coupon) => coupon.name1 === '$8 off tea time')!
    expect(twice).toMatchObject({ left: null, limit: 2, held: 0, validDays: 14, endsAt: null })
    // Promo codes and the starter set are not in the centre.
    const names = groups.flatMap((group) => group.coupons.map((coupon) => coupon.name1))
    expect(names).not.toContain('Promo code $10 off')
    expect(names).not.toContain('New member $20 off')
    // The other brand's centre is its own.
    const harbour = (await listed(null, t.harbourId)).map((coupon) => coupon.name1)
    expect(harbour).toContain('$10 off dim sum')
    expect(harbour).not.toContain('$8 off tea time')

    const a = await registerMember(t)
    const collected = await collect(a, twice.couponId)
    expect(collected.body).toMatchObject({
      success: true,
      data: { coupon: { held: 1, limit: 2, left: null } },
    })
    expect((await listed(a)).find((coupon) => coupon.couponId === twice.couponId)).toMatchObject({ held: 1 })
    expect((await listed(null)).find((coupon) => coupon.couponId === twice.couponId)).toMatchObject({
      held: 0,
    })
  })

  it('puts a collected coupon in the wallet at once and holds the member to their limit', async () => {
    const a = await registerMember(t)
    const twice = await seeded('$8 off tea time')
    const first = await collect(a, twice.couponId)
    const id = first.body.data.memberCouponId as number
    expect((await wallet(a)).find((item) => item.id === id)).toMatchObject({
      couponId: twice.couponId,
      status: 'available',
    })
    expect((await collect(a, twice.couponId)).body).toMatchObject({ success: true })
    const third = await collect(a, twice.couponId, t.brandId, {})
    expect(third.status).toBe(200)
    expect(third.body).toMatchObject({ success: false, errCode: 'COUPON.COLLECT_LIMIT' })
    expect(third.body.errMsg).toBe('You have collected as many of this coupon as you may')
    expect((await wallet(a)).filter((item) => item.couponId === twice.couponId)).toHaveLength(2)
  })

  it('gives 20 members racing for a coupon with 5 left exactly 5 copies', async () => {
    const couponId = await template(5)
    const members = await Promise.all(Array.from({ length: 20 }, () => registerMember(t)))
    const started = performance.now()
    const answers = await Promise.all(members.map((member) => collect(member, couponId)))
    const elapsedMs = performance.now() - started
    const won = answers.filter((res) => res.body.success)
    expect(won).toHaveLength(5)
    expect(answers.filter((res) => res.body.errCode === 'COUPON.SOLD_OUT')).toHaveLength(15)
    expect(answers.every((res) => res.status === 200)).toBe(true)
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, couponId))
    expect(row!.issuedQuantity).toBe(5)
    expect((await listed(null)).find((coupon) => coupon.couponId === couponId)?.left).toBe(0)
    console.info(`${backend.name}: 20 racing collects took ${elapsedMs.toFixed(0)} ms`)
  })

  it('never lets one member’s concurrent collects pass their limit', async () => {
    const couponId = await template(0, 2)
    const a = await registerMember(t)
    const answers = await Promise.all(Array.from({ length: 20 }, () => collect(a, couponId)))
    expect(answers.filter((res) => res.body.success)).toHaveLength(2)
    expect(answers.filter((res) => res.body.errCode === 'COUPON.COLLECT_LIMIT')).toHaveLength(18)
    expect((await wallet(a)).filter((item) => item.couponId === couponId)).toHaveLength(2)
  })

  it('refuses a guest, another member’s id, other brands’ and unknown coupons, and bad input', async () => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    const twice = await seeded('$8 off tea time')
    const guest = await call(t.app, '/api/member-web/coupon/collect', {
      json: { brandId: t.brandId, couponId: twice.couponId },
    })
    expect(guest.status).toBe(401)
    expect((await collect(b, twice.couponId, t.brandId, { memberId: a.memberId })).status).toBe(403)
    expect((await list(b, t.brandId, { memberId: a.memberId })).status).toBe(403)
    expect((await list(null, t.brandId, { memberId: a.memberId })).status).toBe(403)
    expect((await collect(a, twice.couponId, t.harbourId)).body).toMatchObject({
      errCode: 'COUPON.NOT_COLLECTABLE',
    })
    expect((await collect(a, UNKNOWN_ID)).body).toMatchObject({ errCode: 'COUPON.NOT_COLLECTABLE' })
    expect((await collect(a, twice.couponId, UNKNOWN_ID)).body).toMatchObject({ errCode: 'BRAND.NOT_FOUND' })
    const promo = (await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!
    expect((await collect(a, promo.id)).body).toMatchObject({ errCode: 'COUPON.NOT_COLLECTABLE' })
    for (const [body, field] of [
      [{ brandId: t.brandId }, 'couponId'],
      [{ brandId: t.brandId, couponId: 'one' }, 'couponId'],
      [{ brandId: t.brandId, couponId: -1 }, 'couponId'],
      [{ couponId: twice.couponId }, 'brandId'],
    ] as const) {
      const res = await as(t, a.token, '/api/member-web/coupon/collect', { json: body })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
    }
    const bad = await call(t.app, '/api/member-web/coupon/collectList', { json: { brandId: 'demo' } })
    expect(bad.status).toBe(400)
    // B collecting changes nothing A holds.
    await collect(b, twice.couponId)
    expect((await listed(a)).find((coupon) => coupon.couponId === twice.couponId)?.held).toBe(0)
  })
})
