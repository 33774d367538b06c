import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, type CallOptions, call, demoIds, startTestApp, type TestApp } from './harness'

/** Every call with a request that leaves out its first required field. */
const MISSING_FIELD_CALLS: [string, CallOptions, string][] = [
  ['/api/system/public/memberSetting/get', {}, 'brandId'],
  ['/api/system/restaurantExt/getBySettingNameList', { query: { settingNameList: 'A' } }, 'brandId'],
  ['/api/system/public/carousel/get', {}, 'brandId'],
  ['/api/restaurant/brand/getBrandByAlias', {}, 'alias'],
  ['/api/restaurant/brand/getSeo', {}, 'brandId'],
  ['/api/restaurant/public/brand/getBrandRestaurantList', {}, 'brandId'],
  ['/api/restaurant/brand/getBrandConfigInfo', { form: {} }, 'brandId'],
  ['/api/restaurant/public/brand/getBrandBottomFunction', {}, 'brandId'],
  ['/api/member-web/system/getResourceInfo', { form: { brandId: 1 } }, 'type'],
  ['/api/member/userOptLog/insert', { json: { logType: 1, optTime: 1 } }, 'id'],
  ['/api/system/public/systemAlarmErrorLogs/add', { json: { errorType: 4 } }, 'id'],
]

const MISSING_MESSAGE = {
  'zh-cn': (field: string) => `缺少必填参数：${field}`,
  en: (field: string) => `Missing required parameter: ${field}`,
  'zh-hk': (field: string) => `缺少必填參數：${field}`,
} as const

describe.each(BACKENDS)('envelope and errors on $name', (backend) => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof demoIds>>
  beforeAll(async () => {
    t = await startTestApp(backend)
    ids = await demoIds(t.app)
  })
  afterAll(() => t.close())

  it.each(MISSING_FIELD_CALLS)(
    '%s: 400 naming the field, errMsg in the X-Locale language',
    async (path, options, field) => {
      for (const [locale, message] of Object.entries(MISSING_MESSAGE)) {
        const res = await call(t.app, path, { ...options, headers: { 'X-Locale': locale } })
        expect(res.status).toBe(400)
        expect(res.body).toEqual({
          success: false,
          code: 0,
          errCode: 'VALIDATION',
          field,
          errMsg: message(field),
        })
      }
    },
  )

  it('falls back to Accept-Language, then English', async () => {
    const path = '/api/system/public/carousel/get'
    const cases: [Record<string, string>, string][] = [
      [{ 'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.8' }, '缺少必填參數：brandId'],
      [{ 'Accept-Language': 'zh-CN' }, '缺少必填参数：brandId'],
      [{ 'Accept-Language': 'zh-TW' }, '缺少必填參數：brandId'],
      [{ 'Accept-Language': 'fr-FR' }, 'Missing required parameter: brandId'],
      [{ 'X-Locale': 'klingon', 'Accept-Language': 'zh-CN' }, '缺少必填参数：brandId'],
      [{ 'X-Locale': 'ZH-HK', 'Accept-Language': 'en' }, '缺少必填參數：brandId'],
      [{}, 'Missing required parameter: brandId'],
    ]
    for (const [headers, errMsg] of cases) {
      const res = await call(t.app, path, { headers })
      expect(res.body.errMsg, JSON.stringify(headers)).toBe(errMsg)
    }
  })

  it('translates business errors too', async () => {
    const res = await call(t.app, '/api/restaurant/brand/getBrandByAlias', {
      query: { alias: 'gone' },
      headers: { 'X-Locale': 'zh-cn' },
    })
    expect(res.body).toEqual({ success: false, code: 0, errCode: 'BRAND.NOT_FOUND', errMsg: '品牌不存在' })
  })

  it('answers 404 envelopes for unknown API paths and methods', async () => {
    for (const [path, method] of [
      ['/api/nope', 'GET'],
      ['/api/system/public/country/list', 'POST'],
      ['/api', 'GET'],
      ['/api/member/userOptLog/insert', 'GET'],
    ] as const) {
      const res = await call(t.app, path, { method, headers: { 'X-Locale': 'en' } })
      expect(res.status, path).toBe(404)
      expect(res.body).toEqual({
        success: false,
        code: 0,
        errCode: 'NOT_FOUND',
        errMsg: 'This page cannot be opened. Please check the link.',
      })
    }
    const plain = await t.app.request('/elsewhere')
    expect(plain.status).toBe(404)
  })

  it('refuses bad JSON, unsupported content types and bodies over 1 MB with 400', async () => {
    const path = '/api/restaurant/brand/getBrandConfigInfo'
    const badJson = await call(t.app, path, {
      body: '{"brandId":',
      headers: { 'content-type': 'application/json', 'X-Locale': 'en' },
    })
    expect(badJson.status).toBe(400)
    expect(badJson.body).toMatchObject({
      errCode: 'VALIDATION',
      field: 'body',
      errMsg: 'The request body is not valid JSON',
    })

    const xml = await call(t.app, path, {
      body: '<brandId>1</brandId>',
      headers: { 'content-type': 'application/xml' },
    })
    expect(xml.status).toBe(400)
    expect(xml.body).toMatchObject({ errCode: 'VALIDATION', field: 'Content-Type' })

    const huge = JSON.stringify({ brandId: ids.demoId, padding: 'x'.repeat(1024 * 1024) })
    const big = await call(t.app, path, {
      body: huge,
      headers: { 'content-type': 'application/json', 'X-Locale': 'zh-hk' },
    })
    expect(big.status).toBe(400)
    expect(big.body).toEqual({
      success: false,
      code: 0,
      errCode: 'VALIDATION',
      field: 'body',
      errMsg: '請求內容超過 1 MB',
    })
  })

  it('refuses malformed app headers with 400 naming the header', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'X-App-Type': 'seven' }, 'X-App-Type'],
      [{ 'X-App-Version': 'v 1 <script>' }, 'X-App-Version'],
      [{ 'X-Device-Token': 'x'.repeat(300) }, 'X-Device-Token'],
    ]
    for (const [headers, field] of cases) {
      const res = await call(t.app, '/api/system/public/country/list', { headers })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
    }
    const fine = await call(t.app, '/api/system/public/country/list', {
      headers: {
        'X-App-Type': '7',
        'X-App-Version': '2.2.9',
        'X-Device-Token': 'guest-3f2a9c',
        'X-Device-Info': 'iPhone; iOS 17.4',
      },
    })
    expect(fine.status).toBe(200)
  })

  it('echoes a sane X-Request-Id, replaces an insane one, and logs 400s with it', async () => {
    const sane = await call(t.app, '/api/system/public/carousel/get', {
      headers: { 'X-Request-Id': 'client-req-12345' },
    })
    expect(sane.headers.get('x-request-id')).toBe('client-req-12345')
    const line = t.logLines.find((l) => l.reqId === 'client-req-12345' && l.msg === 'request rejected')
    expect(line).toMatchObject({ status: 400, path: '/api/system/public/carousel/get' })
    expect(t.logLines.find((l) => l.reqId === 'client-req-12345' && l.msg === 'bad input')).toMatchObject({
      field: 'brandId',
    })

    const insane = await call(t.app, '/api/system/public/country/list', {
      headers: { 'X-Request-Id': 'bad id with spaces' },
    })
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers /healthz after checking the database', async () => {
    const res = await t.app.request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('never answers 500 to garbage input', async () => {
    const garbage = [
      '',
      'null',
      '[]',
      '{}',
      '"x"',
      '{"brandId":{"$gt":1}}',
      '\u0000',
      '{"__proto__":{"brandId":1}}',
      '%%%',
      'brandId=%ZZ',
      '{"brandId":1e309}',
      '[[[[[[[[[[]]]]]]]]]]',
    ]
    const posts = [
      '/api/restaurant/brand/getBrandConfigInfo',
      '/api/member-web/system/getResourceInfo',
      '/api/member/userOptLog/insert',
      '/api/system/public/systemAlarmErrorLogs/add',
    ]
    const contentTypes = [
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]
    for (const path of posts) {
      for (const body of garbage) {
        for (const contentType of contentTypes) {
          const res = await call(t.app, path, { body, headers: { 'content-type': contentType } })
          expect(res.status, `${path} ${contentType} ${JSON.stringify(body)}`).toBeLessThan(500)
          expect(res.body.success).toBeTypeOf('boolean')
        }
      }
    }
    const gets = [
      '/api/system/public/memberSetting/get',
      '/api/restaurant/brand/getSeo',
      '/api/system/restaurantExt/getBySettingNameList',
      '/api/restaurant/brand/getBrandByAlias',
    ]
    const queries = [
      'brandId=%00',
      'brandId=1&brandId=2',
      'brandId=99999999999999999999',
      'alias=%E0%A4%A',
      `brandId=1&settingNameList=${'A,'.repeat(500)}`,
      'brandId=1&restaurantId=-0',
      'brandId=０１',
    ]
    for (const path of gets) {
      for (const query of queries) {
        const res = await t.app.request(`${path}?${query}`)
        expect(res.status, `${path}?${query}`).toBeLessThan(500)
      }
    }
  })
})
