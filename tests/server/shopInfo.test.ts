import { describe, expect, it } from 'vitest'
import { stripTags } from '../../src/domain/text'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { TestClock } from './memberHelpers'
import { useMenuApp } from './menuHelpers'

const API = '/api/restaurant'

describe.each(BACKENDS)('shop info calls on $name', (backend) => {
  // 12:00 in Hong Kong, within every seeded restaurant's hours; moved where the hours are the subject.
  const clock = new TestClock()
  const s = useMenuApp(backend, { member: { now: clock.now } })

  describe('POST restaurant/getRestaurantNew and restaurant/getRestaurantInfoById', () => {
    it('answers the restaurant with status, services and periods; both paths alike, form or JSON', async () => {
      const byForm = await call(s.t.app, `${API}/restaurant/getRestaurantNew`, {
        form: { restaurantId: s.ids.centralId },
      })
      expect(byForm.body).toMatchObject({
        success: true,
        code: 1,
        data: {
          id: s.ids.centralId,
          brandId: s.ids.demoId,
          name1: 'Kong Kee Café (Central)',
          openStatus: 3,
          openState: 'open',
          closed: false,
          shipanyStatus: 1,
          ziquService: 1,
          menuService: 1,
          menuTypes: [1, 4, 5, 7],
          services: ['delivery', 'pickup', 'scan', 'coldChain'],
          description1: 'The original shop in Central',
        },
      })
      expect(
        byForm.body.data.periods.map((p: { name1: string; startTime: string; endTime: string }) => [
          p.name1,
          p.startTime,
          p.endTime,
        ]),
      ).toEqual([
        ['Breakfast', '07:00', '11:00'],
        ['Lunch', '11:00', '15:00'],
        ['Afternoon tea', '14:30', '18:00'],
        ['Dinner', '18:00', '22:00'],
      ])
      const byJson = await call(s.t.app, `${API}/restaurant/getRestaurantInfoById`, {
        json: { restaurantId: s.ids.centralId, brandId: s.ids.demoId },
      })
      expect(byJson.body.data).toEqual(byForm.body.data)
    })

    it('derives busy and closed from openStatus', async () => {
      const busy = await call(s.t.app, `${API}/restaurant/getRestaurantNew`, {
        json: { restaurantId: s.ids.mongKokId },
      })
      expect(busy.body.data).toMatchObject({
        openState: 'busy',
        closed: false,
        services: ['delivery', 'pickup'],
      })
      const closed = await call(s.t.app, `${API}/restaurant/getRestaurantNew`, {
        json: { restaurantId: s.ids.tsimShaTsuiId },
      })
      expect(closed.body.data).toMatchObject({
        openStatus: 0,
        shipanyStatus: 0,
        openState: 'closed',
        closed: true,
      })
    })

    it('derives closed from the hours at the time, with when it opens; the flag comes first', async () => {
      const at2230 = 10.5 * 3_600_000
      clock.advance(at2230)
      try {
        const central = await call(s.t.app, `${API}/restaurant/getRestaurantNew`, {
          json: { restaurantId: s.ids.centralId },
        })
        // 07:00-22:00: at 22:30 it is closed until 07:00 the next day; Aberdeen's 07:00-23:00 is open.
        expect(central.body.data).toMatchObject({
          openStatus: 3,
          businessHours: '07:00-22:00',
          openState: 'closed',
          closed: true,
          opensAt: '2026-03-03T07:00:00+08:00',
        })
        const aberdeen = await call(s.t.app, `${API}/restaurant/getRestaurantNew`, {
          json: { restaurantId: s.ids.aberdeenId },
        })
        expect(aberdeen.body.data).toMatchObject({ openState: 'open', closed: false, opensAt: null })
        // Closed by its flag: no opening time to give.
        const closed = await call(s.t.app, `${API}/restaurant/getRestaurantNew`, {
          json: { restaurantId: s.ids.tsimShaTsuiId },
        })
        expect(closed.body.data).toMatchObject({ openState: 'closed', opensAt: null })
      } finally {
        clock.advance(-at2230)
      }
    })

    it('answers RESTAURANT.NOT_FOUND and names a bad restaurantId', async () => {
      for (const json of [
        { restaurantId: UNKNOWN_ID },
        { restaurantId: s.ids.centralId, brandId: s.ids.harbourId },
      ]) {
        const res = await call(s.t.app, `${API}/restaurant/getRestaurantInfoById`, { json })
        expect(res.status).toBe(200)
        expect(res.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
      }
      for (const json of [{}, { restaurantId: 'x' }, { restaurantId: 0 }]) {
        const res = await call(s.t.app, `${API}/restaurant/getRestaurantNew`, { json })
        expect(res.status).toBe(400)
        expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'restaurantId' })
      }
    })
  })

  describe('GET restaurant/period/getPeriodList', () => {
    it("lists the restaurant's meal periods in order of the day", async () => {
      const res = await call(s.t.app, `${API}/period/getPeriodList`, {
        query: { restaurantId: s.ids.aberdeenId },
      })
      expect(res.body.data.map((p: { name1: string }) => p.name1)).toEqual([
        'Morning dim sum',
        'Lunch',
        'Dinner',
      ])
      expect(Object.keys(res.body.data[0]).sort()).toEqual(
        ['endTime', 'id', 'name', 'name1', 'name2', 'restaurantId', 'startTime'].sort(),
      )
    })

    it('answers RESTAURANT.NOT_FOUND and names restaurantId', async () => {
      const unknown = await call(s.t.app, `${API}/period/getPeriodList`, {
        query: { restaurantId: UNKNOWN_ID },
      })
      expect(unknown.body.errCode).toBe('RESTAURANT.NOT_FOUND')
      const bad = await call(s.t.app, `${API}/period/getPeriodList`)
      expect(bad.body).toMatchObject({ errCode: 'VALIDATION', field: 'restaurantId' })
    })
  })

  describe('GET restaurant/restaurant/getShopKeywords', () => {
    it("gives the shop's name, the brand as serviceName, address and description in the request's language", async () => {
      const en = await call(s.t.app, `${API}/restaurant/getShopKeywords`, {
        query: { brandId: s.ids.demoId, restaurantId: s.ids.centralId },
        headers: { 'X-Locale': 'en' },
      })
      expect(en.body.data).toEqual({
        name: 'Kong Kee Café (Central)',
        serviceName: 'Kong Kee Café',
        address: 'G/F, 88 Wellington Street, Central, Hong Kong',
        description: 'The original shop in Central',
        keywords: '<h1>中環</h1> 茶餐廳, <b>奶茶</b>, 菠蘿油',
      })
      expect(stripTags(en.body.data.keywords)).toBe('中環 茶餐廳, 奶茶 , 菠蘿油')
      const hk = await call(s.t.app, `${API}/restaurant/getShopKeywords`, {
        query: { brandId: s.ids.demoId, restaurantId: s.ids.centralId },
        headers: { 'X-Locale': 'zh-hk' },
      })
      expect(hk.body.data).toMatchObject({ name: '港記茶餐廳（中環店）', serviceName: '港記茶餐廳' })
    })

    it('answers NOT_FOUND for unknown or mismatched ids and names missing ones', async () => {
      const other = await call(s.t.app, `${API}/restaurant/getShopKeywords`, {
        query: { brandId: s.ids.harbourId, restaurantId: s.ids.centralId },
      })
      expect(other.body.errCode).toBe('RESTAURANT.NOT_FOUND')
      const brand = await call(s.t.app, `${API}/restaurant/getShopKeywords`, {
        query: { brandId: UNKNOWN_ID, restaurantId: s.ids.centralId },
      })
      expect(brand.body.errCode).toBe('BRAND.NOT_FOUND')
      const missing = await call(s.t.app, `${API}/restaurant/getShopKeywords`, {
        query: { restaurantId: s.ids.centralId },
      })
      expect(missing.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    })
  })

  describe('WhatsApp subscription calls', () => {
    const byType = (query: Record<string, string | number>) =>
      call(s.t.app, `${API}/restaurantWhatsAppConfig/getByRestaurantIdAndOrderType`, { query })

    it("answers the restaurant's config for the order type, else its config for every type, else null", async () => {
      const pickup = await byType({ restaurantId: s.ids.centralId, orderType: 7 })
      expect(pickup.body.data).toMatchObject({
        brandId: s.ids.demoId,
        restaurantId: s.ids.centralId,
        orderType: 7,
        phone: '+85261234568',
      })
      expect(pickup.body.data.subscriptionLink).toMatch(/^https:\/\/wa\.me\/85261234568\?text=Tell%20me/)
      const delivery = await byType({ restaurantId: s.ids.centralId, orderType: 1 })
      expect(delivery.body.data).toMatchObject({ orderType: 0 })
      expect((await byType({ restaurantId: s.ids.mongKokId, orderType: 1 })).body).toMatchObject({
        success: true,
        data: null,
      })
    })

    it('getCheck answers the subscription link or null', async () => {
      const check = (query: Record<string, string | number>) =>
        call(s.t.app, `${API}/restaurantWhatsAppConfig/getCheck`, { query })
      const any = await check({ restaurantId: s.ids.centralId })
      expect(any.body.data).toMatch(/^https:\/\/wa\.me\/85261234568\?text=Subscribe%20to%20order%20updates/)
      expect((await check({ restaurantId: s.ids.centralId, orderType: 7 })).body.data).toMatch(/Tell%20me/)
      expect((await check({ restaurantId: s.ids.aberdeenId })).body.data).toBeNull()
      expect((await check({ restaurantId: UNKNOWN_ID })).body.errCode).toBe('RESTAURANT.NOT_FOUND')
      expect((await check({ restaurantId: s.ids.centralId, orderType: 'x' })).body.field).toBe('orderType')
    })

    it("getBrandCheck answers the brand's link or null", async () => {
      const check = (query: Record<string, string | number>) =>
        call(s.t.app, `${API}/whatsAppConfig/getBrandCheck`, { query })
      expect((await check({ brandId: s.ids.demoId })).body.data).toMatch(/^https:\/\/wa\.me\/85261234567\?/)
      expect((await check({ brandId: s.ids.harbourId })).body).toMatchObject({ success: true, data: null })
      expect((await check({ brandId: UNKNOWN_ID })).body.errCode).toBe('BRAND.NOT_FOUND')
      expect((await check({})).body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    })

    it('answers RESTAURANT.NOT_FOUND and names missing parameters', async () => {
      expect((await byType({ restaurantId: UNKNOWN_ID, orderType: 1 })).body.errCode).toBe(
        'RESTAURANT.NOT_FOUND',
      )
      const missing = await byType({ restaurantId: s.ids.centralId })
      expect(missing.status).toBe(400)
      expect(missing.body.field).toBe('orderType')
    })
  })
})
