import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLACEMENT_DEFAULTS } from '../../src/domain/placementLimits'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { cartLine, pickupOrder, plainFoods, quote } from './orderHelpers'
import { type Member, registerMember, type StaffTestApp, staff, startStaffApp } from './staffHelpers'

/**
 * The staff calls of the placement caps (issue 34 item 4): a brand reads and sets what one member
 * may order, a restaurant overrides it, and the next order and the cart's settings follow at once.
 */

const DEFAULT_LIMITS = {
  rate: { limit: PLACEMENT_DEFAULTS.rateLimit, minutes: PLACEMENT_DEFAULTS.rateMinutes },
  openLimit: PLACEMENT_DEFAULTS.openLimit,
  lineUnits: PLACEMENT_DEFAULTS.lineUnits,
  maxTotal: PLACEMENT_DEFAULTS.maxTotal,
}

describe.each(BACKENDS)('staff placement caps on $name', (backend) => {
  let t: StaffTestApp
  beforeAll(async () => {
    t = await startStaffApp(backend)
  })
  afterAll(() => t.close())

  const read = (query: string) => staff(t, `limits?${query}`)
  const set = (body: Record<string, unknown>) => staff(t, 'limits', body)
  const restore = () => set({ brandId: t.brandId, ...PLACEMENT_DEFAULTS })

  it('reads the seeded caps of a brand and of a restaurant', async () => {
    expect((await read(`brandId=${t.brandId}`)).body).toMatchObject({
      success: true,
      data: { brandId: t.brandId, restaurantId: null, limits: DEFAULT_LIMITS },
    })
    expect((await read(`brandId=${t.harbourId}`)).body.data.limits.maxTotal).toBe('20000.00')
    expect((await read(`brandId=${t.brandId}&restaurantId=${t.centralId}`)).body.data).toEqual({
      brandId: t.brandId,
      restaurantId: t.centralId,
      limits: DEFAULT_LIMITS,
    })
  })

  it('sets a brand’s caps, which the next order and the cart meet, and turns one off with 0', async () => {
    const diner: Member = await registerMember(t)
    const food = plainFoods(t.pickup)[0]!
    const order = (units: number) => pickupOrder(t, t.centralId, [cartLine(food, t.centralId, units)])
    const place = (payload: Record<string, unknown>, expectedPrice: string) =>
      as(t, diner.token, '/api/order/addOrder2', { json: { ...payload, expectedPrice } })
    const four = order(4)
    const fourPrice = await quote(t, diner, four)
    try {
      const changed = await set({
        brandId: t.brandId,
        lineUnits: 4,
        maxTotal: new Decimal(fourPrice).minus('0.01').toFixed(2),
        rateLimit: '2',
      })
      expect(changed.body.data.limits).toEqual({
        ...DEFAULT_LIMITS,
        rate: { limit: 2, minutes: PLACEMENT_DEFAULTS.rateMinutes },
        lineUnits: 4,
        maxTotal: new Decimal(fourPrice).minus('0.01').toFixed(2),
      })
      // The cart's settings call reads the new units at once.
      const cart = await call(t.app, '/api/system/restaurantExt/getBySettingNameList', {
        query: { brandId: t.brandId, restaurantId: t.centralId, settingNameList: 'ORDER_LINE_MAX_UNITS' },
      })
      expect(cart.body.data).toEqual([
        expect.objectContaining({ settingName: 'ORDER_LINE_MAX_UNITS', valueInt: 4 }),
      ])

      expect((await place(order(5), fourPrice)).body).toMatchObject({
        success: false,
        errCode: 'ORDER.LINE_UNITS_LIMIT',
      })
      expect((await place(four, fourPrice)).body).toMatchObject({
        success: false,
        errCode: 'ORDER.TOTAL_LIMIT',
      })
      await set({ brandId: t.brandId, maxTotal: fourPrice })
      expect((await place(four, fourPrice)).body).toMatchObject({ success: true })

      const off = await set({ brandId: t.brandId, lineUnits: 0, maxTotal: '0' })
      expect(off.body.data.limits).toMatchObject({ lineUnits: null, maxTotal: null })
      const many = order(500)
      const manyPrice = await quote(t, diner, many)
      expect((await place(many, manyPrice)).body).toMatchObject({ success: true })
      // Two placed within the window: the third is refused, before its price is looked at.
      expect((await place(order(1), manyPrice)).body).toMatchObject({
        success: false,
        errCode: 'ORDER.RATE_LIMITED',
        data: { limit: 2 },
      })
    } finally {
      await restore()
    }
    expect((await read(`brandId=${t.brandId}`)).body.data.limits).toEqual(DEFAULT_LIMITS)
  })

  it('a restaurant’s caps override the brand’s there only', async () => {
    const brandWide = await read(`brandId=${t.brandId}`)
    const own = await set({ brandId: t.brandId, restaurantId: t.centralId, openLimit: 3, rateMinutes: 60 })
    try {
      expect(own.body.data).toEqual({
        brandId: t.brandId,
        restaurantId: t.centralId,
        limits: {
          ...DEFAULT_LIMITS,
          rate: { limit: PLACEMENT_DEFAULTS.rateLimit, minutes: 60 },
          openLimit: 3,
        },
      })
      expect((await read(`brandId=${t.brandId}`)).body.data).toEqual(brandWide.body.data)
    } finally {
      await set({ brandId: t.brandId, restaurantId: t.centralId, openLimit: 25, rateMinutes: 10 })
    }
  })

  it('refuses bad caps, no cap, unknown brands and restaurants of another brand', async () => {
    for (const body of [
      { brandId: t.brandId },
      { brandId: t.brandId, lineUnits: -1 },
      { brandId: t.brandId, lineUnits: 10_000 },
      { brandId: t.brandId, rateMinutes: 1_441 },
      { brandId: t.brandId, openLimit: 1.5 },
      { brandId: t.brandId, rateLimit: '2x' },
      { brandId: t.brandId, maxTotal: '-5.00' },
      { brandId: t.brandId, maxTotal: '1.234' },
      { brandId: t.brandId, maxTotal: 150 },
      { brandId: t.brandId, maxTotal: '9'.repeat(100_000) },
      { lineUnits: 3 },
    ]) {
      const res = await set(body)
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body.errCode]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
        'VALIDATION',
      ])
    }
    expect((await set({ brandId: 999_999, lineUnits: 3 })).body.errCode).toBe('BRAND.NOT_FOUND')
    expect((await read('brandId=999999')).body.errCode).toBe('BRAND.NOT_FOUND')
    expect((await set({ brandId: t.harbourId, restaurantId: t.centralId, lineUnits: 3 })).body.errCode).toBe(
      'RESTAURANT.NOT_FOUND',
    )
    expect((await read(`brandId=${t.brandId}`)).body.data.limits).toEqual(DEFAULT_LIMITS)
  })

  it('answers 401 without the staff token', async () => {
    expect((await staff(t, `limits?brandId=${t.brandId}`, undefined, null)).status).toBe(401)
    expect((await staff(t, 'limits', { brandId: t.brandId, lineUnits: 1 }, null)).status).toBe(401)
    expect((await read(`brandId=${t.brandId}`)).body.data.limits.lineUnits).toBe(99)
  })
})
