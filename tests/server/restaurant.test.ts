import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripTags } from '../../src/domain/text'
import { BACKENDS, call, demoIds, startTestApp, type TestApp, UNKNOWN_ID } from './harness'

describe.each(BACKENDS)('restaurant service on $name', (backend) => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof demoIds>>
  beforeAll(async () => {
    t = await startTestApp(backend)
    ids = await demoIds(t.app)
  })
  afterAll(() => t.close())

  describe('GET restaurant/brand/getBrandByAlias', () => {
    it('finds a brand by alias, case-insensitively', async () => {
      const res = await call(t.app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: 'Harbour' } })
      expect(res.body).toMatchObject({
        success: true,
        code: 1,
        data: {
          id: ids.harbourId,
          alias: 'harbour',
          name: '海港點心海鮮酒家',
          name1: 'Harbour Dim Sum & Seafood',
        },
      })
      expect(Object.keys(res.body.data).sort()).toEqual([
        'alias',
        'description',
        'description1',
        'description2',
        'id',
        'logo',
        'name',
        'name1',
        'name2',
        'productName',
      ])
    })

    it('answers BRAND.NOT_FOUND and names a malformed alias', async () => {
      const missing = await call(t.app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: 'nope' } })
      expect(missing.body).toMatchObject({ success: false, errCode: 'BRAND.NOT_FOUND' })
      for (const alias of ['', 'a b', 'x'.repeat(65), '../etc']) {
        const bad = await call(t.app, '/api/restaurant/brand/getBrandByAlias', { query: { alias } })
        expect(bad.status).toBe(400)
        expect(bad.body.field).toBe('alias')
      }
    })
  })

  describe('GET restaurant/brand/getSeo', () => {
    it('gives the brand title in the request language and keywords with their HTML', async () => {
      const en = await call(t.app, '/api/restaurant/brand/getSeo', {
        query: { brandId: ids.demoId },
        headers: { 'X-Locale': 'en' },
      })
      expect(en.body.data.title).toBe('Kong Kee Café | Order online')
      expect(en.body.data.keywords).toContain('<b>')
      expect(stripTags(en.body.data.keywords)).toBe(
        '港式奶茶 , 菠蘿油, 茶餐廳 , Hong Kong milk tea, cha chaan teng',
      )
      const hk = await call(t.app, '/api/restaurant/brand/getSeo', {
        query: { brandId: ids.demoId },
        headers: { 'X-Locale': 'zh-hk' },
      })
      expect(hk.body.data.title).toBe('港記茶餐廳｜網上點餐')
    })

    it('uses the restaurant when given, and refuses one of another brand', async () => {
      const res = await call(t.app, '/api/restaurant/brand/getSeo', {
        query: { brandId: ids.demoId, restaurantId: ids.centralId },
        headers: { 'Accept-Language': 'zh-CN,zh;q=0.9' },
      })
      expect(res.body.data).toEqual({
        title: '港记茶餐厅（中环店） - 港记茶餐厅',
        keywords: '<h1>中環</h1> 茶餐廳, <b>奶茶</b>, 菠蘿油',
        description: '中环老字号',
      })
      const other = await call(t.app, '/api/restaurant/brand/getSeo', {
        query: { brandId: ids.harbourId, restaurantId: ids.centralId },
      })
      expect(other.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    })

    it('treats an empty restaurantId (SPEC §5 empty values) as absent', async () => {
      for (const restaurantId of ['', 'null', 'undefined', 'NaN']) {
        const res = await call(t.app, '/api/restaurant/brand/getSeo', {
          query: { brandId: ids.demoId, restaurantId },
          headers: { 'X-Locale': 'en' },
        })
        expect(res.body.data.title, restaurantId).toBe('Kong Kee Café | Order online')
      }
    })

    it('names the bad parameter', async () => {
      const res = await call(t.app, '/api/restaurant/brand/getSeo', {
        query: { brandId: ids.demoId, restaurantId: '99999999999' },
      })
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'restaurantId' })
    })
  })

  describe('GET restaurant/public/brand/getBrandRestaurantList', () => {
    it('lists open, busy, closed and unavailable restaurants with their menu types', async () => {
      const res = await call(t.app, '/api/restaurant/public/brand/getBrandRestaurantList', {
        query: { brandId: ids.demoId },
      })
      const list = res.body.data as Record<string, unknown>[]
      expect(list.map((r) => r.openStatus)).toEqual([3, 2, 0, 4])
      const central = list[0]!
      expect(central).toMatchObject({
        brandId: ids.demoId,
        mapX: '114.155100',
        mapY: '22.282300',
        ziquService: 1,
        menuService: 1,
        menuTypes: [1, 4, 5, 7],
      })
      expect(Object.keys(central).sort()).toEqual(
        [
          'address',
          'address1',
          'address2',
          'brandId',
          'businessHours',
          'id',
          'imageUrl',
          'keywords',
          'logo',
          'mapX',
          'mapY',
          'menuService',
          'menuTypes',
          'name',
          'name1',
          'name2',
          'openStatus',
          'phone',
          'shipanyStatus',
          'ziquService',
        ].sort(),
      )
      expect(list[3]).toMatchObject({ mapX: null, mapY: null })
      const harbour = await call(t.app, '/api/restaurant/public/brand/getBrandRestaurantList', {
        query: { brandId: ids.harbourId },
      })
      const types = new Set(
        [...list, ...harbour.body.data].flatMap((r: { menuTypes: number[] }) => r.menuTypes),
      )
      expect([...types].sort((a, b) => a - b)).toEqual([1, 4, 5, 7, 10])
    })

    it('answers BRAND.NOT_FOUND and names brandId', async () => {
      const unknown = await call(t.app, '/api/restaurant/public/brand/getBrandRestaurantList', {
        query: { brandId: UNKNOWN_ID },
      })
      expect(unknown.body.errCode).toBe('BRAND.NOT_FOUND')
      const bad = await call(t.app, '/api/restaurant/public/brand/getBrandRestaurantList')
      expect(bad.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    })
  })

  describe('POST restaurant/brand/getBrandConfigInfo', () => {
    const path = '/api/restaurant/brand/getBrandConfigInfo'
    const expected = () => ({
      brandId: ids.demoId,
      currencyPrefix: '$ ',
      orderTypes: [1, 2, 3, 7, 8],
      customerServiceEmail: 'hello@kongkee.example',
      customerServicePhone: '+852 2345 6789',
      whatsappNumber: '+85261234567',
    })

    it('accepts a form body, a JSON body and the query string alike', async () => {
      const form = await call(t.app, path, { form: { brandId: ids.demoId } })
      expect(form.body).toEqual({ success: true, code: 1, data: expected() })
      const json = await call(t.app, path, { json: { brandId: ids.demoId } })
      expect(json.body.data).toEqual(expected())
      const query = await call(t.app, path, { method: 'POST', query: { brandId: ids.demoId } })
      expect(query.body.data).toEqual(expected())
    })

    it('names brandId for a missing or wrongly typed value', async () => {
      for (const json of [
        {},
        { brandId: 'one' },
        { brandId: true },
        { brandId: [1] },
        { brandId: null },
        { brandId: 2 ** 31 },
      ]) {
        const res = await call(t.app, path, { json })
        expect(res.status, JSON.stringify(json)).toBe(400)
        expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
      }
    })

    it('refuses a body that is not an object', async () => {
      for (const json of [[1], 'text', 42, null]) {
        const res = await call(t.app, path, { json })
        expect(res.status).toBe(400)
        expect(res.body.field).toBe('body')
      }
    })
  })

  describe('GET restaurant/public/brand/getBrandBottomFunction', () => {
    it('lists home, ordering, order and account', async () => {
      const res = await call(t.app, '/api/restaurant/public/brand/getBrandBottomFunction', {
        query: { brandId: ids.harbourId },
      })
      expect(
        res.body.data.map((f: { functionKey: string; show: number; name1: string }) => [
          f.functionKey,
          f.name1,
          f.show,
        ]),
      ).toEqual([
        ['home', 'Home', 1],
        ['ordering', 'Ordering', 1],
        ['order', 'Orders', 1],
        ['account', 'Account', 1],
      ])
    })

    it('names brandId', async () => {
      const res = await call(t.app, '/api/restaurant/public/brand/getBrandBottomFunction', {
        query: { brandId: '' },
      })
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    })
  })
})
