import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { memberBrands, members } from '../../server/db/schemaMember'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'

type Member = Awaited<ReturnType<typeof registerMember>>

describe.each(BACKENDS)('member area on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let b: Member
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    a = await registerMember(t)
    b = await registerMember(t)
  })

  const update = (token: string, body: Record<string, unknown>, locale = 'en') =>
    as(t, token, '/api/member/member/updateMemberInfo', { json: body }, locale)
  const info = async (token: string) =>
    (await as(t, token, '/api/member/member/getMemberInfoOth1', { method: 'POST' })).body.data

  it('updates the profile and answers the saved MemberInfo', async () => {
    const res = await update(a.token, {
      name: '  陳大文 ',
      sex: 1,
      email: 'tai.man@example.com',
      birthday: '1990-02-28',
      headImg: `/uploads/member/${a.memberId}/1.png`,
    })
    expect(res.body.data).toMatchObject({
      id: a.memberId,
      name: '陳大文',
      memberName: '陳大文',
      sex: 1,
      email: 'tai.man@example.com',
      birthday: '1990-02-28',
      headImg: `/uploads/member/${a.memberId}/1.png`,
    })
    expect(await info(a.token)).toEqual(res.body.data)
    const form = await as(t, a.token, '/api/member/member/updateMemberInfo', {
      form: { sex: '2', email: '' },
    })
    expect(form.body.data).toMatchObject({ sex: 2, email: '', name: '陳大文' })
  })

  it.each([
    ['name', { name: '' }, 'Please enter your name'],
    ['name', { name: 'a'.repeat(31) }, 'The name can be at most 30 characters'],
    ['name', { name: 'Ann 😀' }, 'The name cannot contain emoji'],
    ['name', { name: '<script>x</script>' }, 'The name cannot contain < or >'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['birthday', { birthday: '1990-02-30' }, 'Invalid parameter: birthday'],
    ['birthday', { birthday: '2999-01-01' }, 'Invalid parameter: birthday'],
    ['sex', { sex: 3 }, 'Invalid parameter: sex'],
    ['headImg', { headImg: 'javascript:alert(1)' }, 'Invalid parameter: headImg'],
  ])('400 naming %s and nothing half-saved', async (field, bad, text) => {
    await update(a.token, { name: 'Before', email: 'before@example.com' })
    const res = await update(a.token, { name: 'After', email: 'after@example.com', ...bad })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field, errMsg: text })
    expect(await info(a.token)).toMatchObject({ name: 'Before', email: 'before@example.com' })
  })

  it('translates profile messages', async () => {
    expect((await update(a.token, { name: '😀' }, 'zh-hk')).body.errMsg).toBe('姓名不能包含表情符號')
    expect((await update(a.token, { email: 'x' }, 'zh-cn')).body.errMsg).toBe('请输入有效的邮箱地址')
  })

  it('getMemberInfoOth1: B cannot read A by memberId', async () => {
    const res = await as(t, b.token, '/api/member/member/getMemberInfoOth1', {
      form: { memberId: a.memberId },
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ success: false, errCode: 'AUTH.FORBIDDEN' })
    expect(JSON.stringify(res.body)).not.toContain(a.phone)
  })

  it('updateMemberInfo: B cannot change A', async () => {
    await update(a.token, { name: 'Alice' })
    const res = await update(b.token, { memberId: a.memberId, name: 'Mallory' })
    expect(res.status).toBe(403)
    expect(await info(a.token)).toMatchObject({ name: 'Alice' })
    expect(await info(b.token)).toMatchObject({ name: '' })
  })

  it('member level, points, wallet, discount and level queue of the joined brand', async () => {
    const q = { query: { brandId: t.brandId } }
    const type = await as(t, a.token, '/api/member/memberType/memberType', q)
    expect(type.body.data).toMatchObject({
      level: expect.any(Number),
      name: expect.any(String),
      memberDiscount: expect.any(String),
    })
    const coupons = await as(t, a.token, '/api/member/member/memberCoupon/getAvailableCouponQuantity', q)
    // A new member holds the brand's starter set (issued on joining), each listed for checkout.
    const listed = await as(t, a.token, '/api/member-web/member/getMemberCouponByMemberId', {
      json: { brandId: t.brandId },
    })
    expect(listed.body.data.length).toBeGreaterThan(0)
    expect(coupons.body).toEqual({ success: true, code: 1, data: listed.body.data.length })
    await t.db
      .update(memberBrands)
      .set({ walletStatus: 1, walletBalance: '12.50', points: '88.00' })
      .where(eq(memberBrands.memberId, a.memberId))
    const wallet = await as(t, a.token, '/api/member/memberWallet/getMemberWalletStatusByBrandId', q)
    expect(wallet.body.data).toEqual({ status: 1, balance: '12.50' })
    const discount = await as(t, a.token, '/api/member/public/memberDiscount/getMemberDiscountInfo', q)
    expect(discount.body.data).toEqual({
      memberDiscount: type.body.data.memberDiscount,
      freeDelivery: type.body.data.freeDelivery,
      levelName: type.body.data.name,
      levelName1: type.body.data.name1,
      levelName2: type.body.data.name2,
    })
    const guest = await call(t.app, '/api/member/public/memberDiscount/getMemberDiscountInfo', q)
    expect(guest.body).toEqual({ success: true, code: 1, data: null })
    const queue = await as(t, a.token, '/api/member/memberPoints/getMemberLevelQueue', q)
    expect(queue.body.data.joined).toBe(true)
    expect(queue.body.data.points).toBe('88.00')
    expect(queue.body.data.level.id).toBe(type.body.data.id)
    expect(queue.body.data.levels.length).toBeGreaterThan(0)
    const byMember = await as(t, a.token, '/api/restaurant/member/getMemberTypeByMemberId', {
      query: { brandId: t.brandId, memberId: a.memberId },
    })
    expect(byMember.body.data.id).toBe(type.body.data.id)
    const equity = await as(t, a.token, '/api/restaurant/member/getMemberTypeEquity', q)
    // The same levels, each with the coupons a bought term of it grants.
    const withoutCoupons = equity.body.data.map(({ coupons, ...level }: { coupons: unknown[] }) => {
      expect(Array.isArray(coupons)).toBe(true)
      return level
    })
    expect(withoutCoupons).toEqual(queue.body.data.levels)
  })

  it.each([
    '/api/member/memberType/memberType',
    '/api/member/member/memberCoupon/getAvailableCouponQuantity',
    '/api/member/memberWallet/getMemberWalletStatusByBrandId',
    '/api/member/memberPoints/getMemberLevelQueue',
    '/api/restaurant/member/getMemberTypeByMemberId',
  ])('%s: 401 without a token, 403 for another memberId, VALIDATION and BRAND.NOT_FOUND', async (path) => {
    expect((await call(t.app, path, { query: { brandId: t.brandId } })).status).toBe(401)
    const other = await as(t, b.token, path, { query: { brandId: t.brandId, memberId: a.memberId } })
    expect(other.status).toBe(403)
    const missing = await as(t, a.token, path)
    expect(missing.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    const unknown = await as(t, a.token, path, { query: { brandId: UNKNOWN_ID } })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'BRAND.NOT_FOUND' })
  })

  it('getMemberTypeEquity needs a token and a brand', async () => {
    expect(
      (await call(t.app, '/api/restaurant/member/getMemberTypeEquity', { query: { brandId: t.brandId } }))
        .status,
    ).toBe(401)
    expect((await as(t, a.token, '/api/restaurant/member/getMemberTypeEquity')).body.field).toBe('brandId')
  })

  it('a member outside the brand has no level there until joinBrand, which is idempotent', async () => {
    const q = { query: { brandId: t.harbourId } }
    expect((await as(t, a.token, '/api/member/memberType/memberType', q)).body.data).toBeNull()
    const queuePath = '/api/member/memberPoints/getMemberLevelQueue'
    expect((await as(t, a.token, queuePath, q)).body.data).toMatchObject({ joined: false, level: null })
    const body = { memberId: a.memberId, phone: a.phone, brandId: t.harbourId, appType: 7, webSource: 'pwa' }
    for (let i = 0; i < 2; i++) {
      const joined = await as(t, a.token, '/api/member-web/member/joinBrand', { form: body })
      expect(joined.body).toEqual({ success: true, code: 1, data: { brandId: t.harbourId, joined: true } })
    }
    expect((await as(t, a.token, '/api/member/memberType/memberType', q)).body.data).not.toBeNull()
    expect((await as(t, a.token, queuePath, q)).body.data.joined).toBe(true)
  })

  it('joinBrand: B cannot join A, nor with A’s phone; bad input is 400', async () => {
    const body = { memberId: a.memberId, phone: a.phone, brandId: t.harbourId }
    expect((await as(t, b.token, '/api/member-web/member/joinBrand', { form: body })).status).toBe(403)
    const phone = await as(t, b.token, '/api/member-web/member/joinBrand', {
      form: { ...body, memberId: b.memberId },
    })
    expect(phone.status).toBe(403)
    const rows = await t.db.select().from(memberBrands).where(eq(memberBrands.memberId, a.memberId))
    expect(rows.map((row) => row.brandId)).toEqual([t.brandId])
    const bad = await as(t, a.token, '/api/member-web/member/joinBrand', { form: { ...body, brandId: 'x' } })
    expect(bad.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    expect((await call(t.app, '/api/member-web/member/joinBrand', { form: body })).status).toBe(401)
  })

  it('a deleted member row never authenticates', async () => {
    await t.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, a.memberId))
    expect((await as(t, a.token, '/api/member/member/getMemberInfoOth1', { method: 'POST' })).status).toBe(
      401,
    )
  })
})
