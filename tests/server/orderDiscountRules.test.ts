import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { DiscountRuleSchema, ROUNDING_MODE } from '../../src/domain/pricing/schemas'
import { checkoutPrice } from '../../src/features/checkout/checkoutPrice'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import type { MemberTestApp } from './memberHelpers'
import { cartLine, type Member, pickupOrder, plainFoods, registerMember, startOrderApp } from './orderHelpers'

/** GET order/public/discountRules: the rules addOrder2 prices with, so the checkout shows the same discount. */

describe.each(BACKENDS)('discount rules for the checkout on $name', (backend) => {
  let t: MemberTestApp
  let centralId: number
  let pickup: ShopMenu
  let member: Member

  beforeAll(async () => {
    ;({ t, centralId, pickup } = await startOrderApp(backend))
    member = await registerMember(t)
  })
  afterAll(() => t.close())

  const rules = (query: Record<string, string | number>) =>
    call(t.app, '/api/order/public/discountRules', { query })

  it('lists the brand’s live rules, each one the pricing engine takes, without a token', async () => {
    const res = await rules({ brandId: t.brandId, restaurantId: centralId })
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.data.map((rule: { remark2: string }) => rule.remark2)).toEqual([
      '$10 off delivery orders over $80',
      '10% off pick-up orders over $100',
    ])
    for (const rule of res.body.data) expect(v.is(DiscountRuleSchema, rule)).toBe(true)
  })

  it('gives the discount addOrder2 gives: the client’s figures are the server’s', async () => {
    const list = (await rules({ brandId: t.brandId, restaurantId: centralId })).body.data
    const [food] = plainFoods(pickup)
    const lines = [cartLine(food!, centralId, 6)]
    const shown = checkoutPrice({
      cart: lines,
      restaurantId: centralId,
      orderType: 7,
      menuType: 7,
      deliveryFee: '0.00',
      // The demo brand's settings (server/db/seed/settings.ts).
      settings: { servicePercent: 0, roundingMode: ROUNDING_MODE.roundHalf, memberDiscountRounding: 1 },
      minimum: null,
      rules: list,
      memberDiscount: null,
      coupons: [],
      chosenCouponId: null,
    })
    expect(Number(shown.result.discount)).toBeGreaterThan(0)
    const res = await call(t.app, '/api/order/addOrder2', {
      json: {
        ...pickupOrder(t, centralId, lines),
        submissionKey: `k-rules-${backend.name}-${Date.now()}`,
        expectedPrice: shown.result.price,
      },
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(res.body.success, res.text).toBe(true)
    expect(res.body.data.priceResult).toMatchObject({
      discount: shown.result.discount,
      price: shown.result.price,
    })
  })

  it('refuses a restaurant of another brand and a missing parameter', async () => {
    const other = await rules({ brandId: UNKNOWN_ID, restaurantId: centralId })
    expect(other.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    const missing = await rules({ brandId: t.brandId })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errCode: 'VALIDATION' })
    expect(missing.text).toContain('restaurantId')
  })
})
