import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverCommand } from './builtServer'
import { BACKENDS } from './harness'
import { as } from './memberHelpers'
import { listen, registerMember, STAFF_TOKEN, type StaffTestApp, staff, startStaffApp } from './staffHelpers'

/** The staff's coupon calls (GET/POST /api/staff/coupons, POST /api/staff/couponGroups) and `npm run staff -- coupons`. */

const run = promisify(execFile)

describe.each(BACKENDS)('staff coupons on $name', (backend) => {
  let t: StaffTestApp
  beforeAll(async () => {
    t = await startStaffApp(backend)
  })
  afterAll(() => t.close())

  const centre = async () =>
    (
      await as(t, (await registerMember(t)).token, '/api/member-web/coupon/collectList', {
        json: { brandId: t.brandId },
      })
    ).body.data as { id: number; name1: string; coupons: { couponId: number; left: number | null }[] }[]

  it('creates a group and a collectable coupon members see in the centre, then counts what is issued', async () => {
    const group = await staff(t, 'couponGroups', {
      brandId: t.brandId,
      code: 'late-night',
      name: '宵夜',
      name1: 'Late night',
      name2: '宵夜',
      sort: 9,
    })
    expect(group.body).toMatchObject({ success: true, data: { code: 'late-night', sort: 9 } })
    const created = await staff(t, 'coupons', {
      brandId: t.brandId,
      kind: 'collect',
      code: 'night5',
      name: '宵夜$5',
      name1: '$5 off late',
      name2: '宵夜$5',
      couponType: 2,
      amount: '5',
      spend: 30,
      totalQuantity: 5,
      perMemberLimit: 2,
      groupId: group.body.data.id,
    })
    expect(created.body).toMatchObject({
      success: true,
      data: { code: 'NIGHT5', kind: 'collect', amount: '5.00', spend: '30.00', left: 5, issuedQuantity: 0 },
    })
    const couponId = created.body.data.id as number
    const listed = (await centre()).find((shown) => shown.name1 === 'Late night')!
    expect(listed.coupons).toEqual([expect.objectContaining({ couponId, left: 5 })])

    const member = await registerMember(t)
    await as(t, member.token, '/api/member-web/coupon/collect', { json: { brandId: t.brandId, couponId } })
    const all = await staff(t, `coupons?brandId=${t.brandId}`)
    expect(all.body.data.groups).toContainEqual(expect.objectContaining({ code: 'late-night' }))
    expect(all.body.data.coupons.find((row: { id: number }) => row.id === couponId)).toMatchObject({
      issuedQuantity: 1,
      left: 4,
    })

    // A promo code is redeemed, not collected.
    const promo = await staff(t, 'coupons', {
      brandId: t.brandId,
      kind: 'promo',
      code: 'NIGHTCODE',
      name: '碼',
      name1: 'Code',
      name2: '码',
      couponType: 1,
      discount: '10',
    })
    expect(promo.body.data).toMatchObject({ kind: 'promo', discount: '10.00' })
    const redeemed = await as(t, member.token, '/api/member-web/coupon/exchange', {
      json: { brandId: t.brandId, code: 'nightcode' },
    })
    expect(redeemed.body).toMatchObject({ success: true, data: { name1: 'Code' } })
  })

  it('refuses a taken code, another brand’s group, bad rules and a missing token', async () => {
    const base = { brandId: t.brandId, kind: 'collect', name: '券', name1: 'C', name2: '券', couponType: 2 }
    expect((await staff(t, 'coupons', { ...base, code: 'WELCOME20' })).body).toMatchObject({
      success: false,
      errCode: 'COUPON.CODE_TAKEN',
    })
    const theirs = await staff(t, 'couponGroups', {
      brandId: t.harbourId,
      code: 'theirs',
      name: '他',
      name1: 'Theirs',
      name2: '他',
    })
    const crossed = await staff(t, 'coupons', { ...base, code: 'CROSS', groupId: theirs.body.data.id })
    expect(crossed.body).toMatchObject({ errCode: 'VALIDATION', field: 'groupId' })
    for (const [extra, field] of [
      [{ code: 'X1', couponType: 3 }, 'couponType'],
      [{ code: 'X2', amount: '-1' }, 'amount'],
      [{ code: 'X3', discount: '120' }, 'discount'],
      [{ code: 'X4', kind: 'gift' }, 'kind'],
      [{ code: 'bad code' }, 'code'],
      [{ code: 'X5', totalQuantity: -1 }, 'totalQuantity'],
      [{ code: 'X6', endsAt: 'tomorrow' }, 'endsAt'],
    ] as const) {
      const res = await staff(t, 'coupons', { ...base, ...extra })
      expect(res.status, JSON.stringify(extra)).toBe(400)
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
    }
    expect((await staff(t, `coupons?brandId=${t.brandId}`, undefined, null)).status).toBe(401)
    expect((await staff(t, 'coupons?brandId=987654')).body).toMatchObject({ errCode: 'BRAND.NOT_FOUND' })
  })

  it('lists and creates coupons from the command line', async () => {
    const server = await listen(t)
    try {
      const cli = async (args: string[]) => {
        try {
          return (
            await run(
              process.execPath,
              [...(await serverCommand('staff')), ...args, '--brand', String(t.brandId)],
              {
                env: { PATH: process.env.PATH ?? '', STAFF_URL: server.base, STAFF_TOKEN },
              },
            )
          ).stdout
        } catch (error) {
          return (error as { stderr: string }).stderr
        }
      }
      const made = await cli([
        'coupons',
        'create',
        'collect',
        'CLI8',
        'name=八折',
        'name1=CLI 20% off',
        'name2=八折',
        'couponType=1',
        'discount=20',
        'spend=50',
        'billMinAmount=15',
        'totalQuantity=30',
      ])
      expect(made).toMatch(
        /^Created #\d+ CLI8 \(collect\) CLI 20% off: 20% off; spend \$ 50, cap \$ 15, 1 per member, valid 30 days; 0 issued, 30 left$/m,
      )
      const listed = await cli(['coupons'])
      expect(listed).toContain('LASTCALL15 (collect) Limited $15 off: $ 15 off; spend $ 90, exclusive')
      expect(listed).toContain('47 issued, 3 left')
      expect(listed).toMatch(/group #\d+ tea-time Tea-time treats \(sort 1\)/)
      expect(await cli(['coupons', 'remove'])).toContain('coupons takes nothing, "create" or "group"')
    } finally {
      await server.stop()
    }
  })
})
