import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call, demoIds, startTestApp, type TestApp, UNKNOWN_ID } from './harness'

describe.each(BACKENDS)('system service on $name', (backend) => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof demoIds>>
  beforeAll(async () => {
    t = await startTestApp(backend)
    ids = await demoIds(t.app)
  })
  afterAll(() => t.close())

  describe('GET system/public/memberSetting/get', () => {
    it('answers the brand membership options', async () => {
      const res = await call(t.app, '/api/system/public/memberSetting/get', {
        query: { brandId: ids.demoId },
      })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        success: true,
        code: 1,
        data: {
          brandId: ids.demoId,
          guestOrdering: true,
          debugMemberIds: [10001],
          pointsName: '港記分',
          pointsName1: 'Kong Kee Points',
          pointsName2: '港记分',
          agreementRequired: true,
        },
      })
    })

    it('names brandId when it is missing or not a positive integer', async () => {
      const queries: Record<string, string>[] = [
        {},
        { brandId: 'abc' },
        { brandId: '0' },
        { brandId: '-3' },
        { brandId: '1.5' },
      ]
      for (const query of queries) {
        const res = await call(t.app, '/api/system/public/memberSetting/get', { query })
        expect(res.status).toBe(400)
        expect(res.body).toMatchObject({ success: false, code: 0, errCode: 'VALIDATION', field: 'brandId' })
      }
    })

    it('answers BRAND.NOT_FOUND for an unknown brand', async () => {
      const res = await call(t.app, '/api/system/public/memberSetting/get', {
        query: { brandId: UNKNOWN_ID },
      })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: false, code: 0, errCode: 'BRAND.NOT_FOUND' })
      expect(res.body.errMsg).toBe('This brand does not exist')
    })
  })

  describe('GET system/public/country/list', () => {
    it('lists the four countries with id 3 the 11-digit one', async () => {
      const res = await call(t.app, '/api/system/public/country/list')
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(
        res.body.data.map((c: { id: number; areaCode: string; phoneLength: number; name1: string }) => [
          c.id,
          c.areaCode,
          c.phoneLength,
          c.name1,
        ]),
      ).toEqual([
        [1, '+852', 8, 'Hong Kong'],
        [2, '+65', 8, 'Singapore'],
        [3, '+86', 11, 'Mainland China'],
        [4, '+853', 8, 'Macau'],
      ])
      expect(res.body.data[0]).toEqual({
        id: 1,
        name: '香港',
        name1: 'Hong Kong',
        name2: '香港',
        areaCode: '+852',
        phoneLength: 8,
      })
    })
  })

  describe('GET system/restaurantExt/getBySettingNameList', () => {
    const path = '/api/system/restaurantExt/getBySettingNameList'

    it('returns brand rows in the order asked, leaving out unknown names', async () => {
      const res = await call(t.app, path, {
        query: { brandId: ids.demoId, settingNameList: 'FOODINTERVAL,No_Such_Setting,App_Theme_Color' },
      })
      expect(res.body).toEqual({
        success: true,
        code: 1,
        data: [
          { settingName: 'FOODINTERVAL', valueChar: null, valueInt: 10 },
          { settingName: 'App_Theme_Color', valueChar: '190,28,66', valueInt: null },
        ],
      })
    })

    it('lets a restaurant row override the brand row', async () => {
      const res = await call(t.app, path, {
        query: {
          brandId: ids.demoId,
          restaurantId: ids.centralId,
          settingNameList: 'App_Theme_Color, FOODINTERVAL',
        },
      })
      expect(res.body.data).toEqual([
        { settingName: 'App_Theme_Color', valueChar: '190,28,66', valueInt: null },
        { settingName: 'FOODINTERVAL', valueChar: null, valueInt: 5 },
      ])
    })

    it('gives the second brand its own theme colour', async () => {
      const res = await call(t.app, path, {
        query: { brandId: ids.harbourId, settingNameList: 'App_Theme_Color' },
      })
      expect(res.body.data).toEqual([
        { settingName: 'App_Theme_Color', valueChar: '#0b6e4f', valueInt: null },
      ])
    })

    it('names the bad parameter', async () => {
      const cases: [Record<string, string | number>, string][] = [
        [{ brandId: ids.demoId }, 'settingNameList'],
        [{ brandId: ids.demoId, settingNameList: ',,' }, 'settingNameList'],
        [{ brandId: ids.demoId, settingNameList: 'ok,<script>' }, 'settingNameList'],
        [{ brandId: ids.demoId, settingNameList: 'A', restaurantId: 'x' }, 'restaurantId'],
        [{ settingNameList: 'A' }, 'brandId'],
      ]
      for (const [query, field] of cases) {
        const res = await call(t.app, path, { query })
        expect(res.status, JSON.stringify(query)).toBe(400)
        expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
      }
    })

    it('refuses a restaurant of another brand', async () => {
      const res = await call(t.app, path, {
        query: { brandId: ids.harbourId, restaurantId: ids.centralId, settingNameList: 'FOODINTERVAL' },
      })
      expect(res.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    })
  })

  describe('GET system/public/carousel/get', () => {
    it('lists the visible slides in order with served images', async () => {
      const res = await call(t.app, '/api/system/public/carousel/get', { query: { brandId: ids.demoId } })
      expect(res.body.success).toBe(true)
      const slides = res.body.data as { imageUrl: string; sort: number; title1: string }[]
      expect(slides.length).toBe(3)
      expect(slides.map((s) => s.sort)).toEqual([1, 2, 3])
      expect(Object.keys(slides[0]!).sort()).toEqual([
        'id',
        'imageUrl',
        'linkUrl',
        'sort',
        'title',
        'title1',
        'title2',
      ])
      for (const slide of slides) {
        const image = await t.app.request(slide.imageUrl)
        expect(image.status).toBe(200)
        expect(image.headers.get('content-type')).toBe('image/svg+xml')
      }
    })

    it('names brandId', async () => {
      const res = await call(t.app, '/api/system/public/carousel/get', { query: { brandId: '1e3' } })
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'brandId' })
    })
  })
})
