import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, orders } from '../../server/db/schema'
import { BACKENDS } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import {
  addOrder,
  cartLine,
  couponRow,
  giveCoupon,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  quote,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/**
 * Issue 38 item 2, the coupon rules at placement (docs/pricing.md 9): an exclusive coupon drops the
 * discount rule (never both), a coupon for other order types is refused with COUPON.ORDER_TYPE.
 * The demo brand's pick-up rule takes 10 % over $100; the cart here is well over it.
 */

describe.each(BACKENDS)('coupon rules at placement on $name', (backend) => {
  let t: MemberTestApp
  let centralId: number
  let pickup: Awaited<ReturnType<typeof startOrderApp>>['pickup']
  beforeAll(async () => {
    ;({ t, centralId, pickup } = await startOrderApp(backend))
    const template = (code: string, fields: Partial<typeof coupons.$inferInsert>) => ({
      brandId: t.brandId,
      code,
      couponType: 2,
      amount: '5.00',
      name: code,
      name1: code,
      name2: code,
      couponTypeName: '現金券',
      couponTypeName1: 'Cash coupon',
      couponTypeName2: '现金券',
      validDays: 30,
      ...fields,
    })
    await t.db
      .insert(coupons)
      .values([
        template('TESTEXCL5', { exclusive: 1 }),
        template('TESTDELIV5', { orderTypes: '2' }),
        template('TESTPICK5', { orderTypes: '3' }),
      ])
  })
  afterAll(() => t.close())

  const bigPickup = (extra: Record<string, unknown> = {}) =>
    pickupOrder(t, centralId, [cartLine(plainFoods(pickup)[0]!, centralId, 10)], extra)
  const withCoupon = async (member: Member, code: string) => giveCoupon(t, member.memberId, t.brandId, code)

  it('an exclusive coupon drops the pick-up rule: never both, and the order keeps no rule', async () => {
    const a = await registerMember(t)
    const couponId = await withCoupon(a, 'TESTEXCL5')
    const plain = await placeAtQuote(t, a, bigPickup())
    expect(plain.body.data.priceResult).toMatchObject({ discountReason: null })
    const ruleOff = plain.body.data.priceResult.discount as string
    expect(Number(ruleOff)).toBeGreaterThan(5)

    // A client that expected the rule and the coupon together is refused with the server's figures.
    const both = (Number(plain.body.data.priceResult.price) - 5).toFixed(2)
    const refused = await addOrder(t, a, bigPickup({ memberCouponId: couponId, expectedPrice: both }))
    expect(refused.body).toMatchObject({
      success: false,
      errCode: 'ORDER.PRICE_CHANGED',
      data: { discount: '0.00', discountReason: 'exclusive', coupon: '5.00' },
    })
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'available' })

    const placed = await placeAtQuote(t, a, bigPickup({ memberCouponId: couponId }))
    expect(placed.body.success, placed.text).toBe(true)
    expect(placed.body.data.priceResult).toMatchObject({
      discount: '0.00',
      discountReason: 'exclusive',
      coupon: '5.00',
    })
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.body.data.id))
    expect(row).toMatchObject({ discountRuleId: null, memberCouponId: couponId })
  })

  it('refuses a coupon for delivery on a pick-up order, translated, and leaves the coupon in the wallet', async () => {
    const a = await registerMember(t)
    const couponId = await withCoupon(a, 'TESTDELIV5')
    const listed = await as(t, a.token, '/api/member-web/member/getMemberCouponByMemberId', {
      json: { brandId: t.brandId },
    })
    expect(
      (listed.body.data as { id: number; orderTypes: string }[]).find((c) => c.id === couponId),
    ).toMatchObject({ orderTypes: '2' })
    const payload = bigPickup({ memberCouponId: couponId })
    const price = await quote(t, a, payload).catch(() => '1.00')
    for (const [locale, message] of [
      ['en', 'This coupon is not for this kind of order'],
      ['zh-hk', '此優惠券不適用於此類訂單'],
      ['zh-cn', '此优惠券不适用于此类订单'],
    ] as const) {
      const res = await addOrder(t, a, { ...payload, expectedPrice: price }, locale)
      expect(res.body).toMatchObject({ success: false, errCode: 'COUPON.ORDER_TYPE', errMsg: message })
    }
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'available', orderId: null })
  })

  it('takes a coupon for pick-up on a pick-up order', async () => {
    const a = await registerMember(t)
    const couponId = await withCoupon(a, 'TESTPICK5')
    const placed = await placeAtQuote(t, a, bigPickup({ memberCouponId: couponId }))
    expect(placed.body.success, placed.text).toBe(true)
    expect(placed.body.data.priceResult).toMatchObject({
      coupon: '5.00',
      couponReason: null,
      discountReason: null,
    })
  })
})
