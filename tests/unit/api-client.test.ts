import { i18n, setupI18n } from '@lingui/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiNotice, createApiClient } from '../../src/api/client'
import { API_TIMEOUT_MS, browserTransport } from '../../src/api/transport'
import { browserApi } from '../../src/data/browserApi'
import { db } from '../../src/db/database'
import { ensureDeviceToken } from '../../src/db/device'
import { getSession, saveLogin } from '../../src/db/login'
import { deviceMirror } from '../../src/db/mirror'
import { setSetting } from '../../src/db/settings'
import { type LocalApi, pointAppAt, startLocalApi, unusedApiBase } from './helpers/localApi'
import { resetDatabase } from './helpers/resetDatabase'

let api: LocalApi
let notices: ApiNotice[]
let restore: () => void

beforeAll(async () => {
  api = await startLocalApi()
})
afterAll(() => api.close())
beforeEach(async () => {
  await resetDatabase()
  ;({ notices, restore } = pointAppAt(api))
  api.handler = () => ({ json: { success: true, code: 1, data: { ok: true } } })
})
afterEach(() => {
  restore()
  vi.useRealTimers()
})

describe('api client requests', () => {
  it('sends the DESIGN §4 headers; a guest gets the device token and no Authorization', async () => {
    i18n.loadAndActivate({ locale: 'zh-hk', messages: {} })
    const answer = await browserApi.get('restaurant/brand/getBrandByAlias', {
      alias: 'demo',
      restaurantId: undefined,
    })
    expect(answer).toEqual({ success: true, code: 1, data: { ok: true } })
    const [request] = api.seen
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/api/restaurant/brand/getBrandByAlias')
    expect(request?.query.toString()).toBe('alias=demo')
    expect(request?.headers).toMatchObject({
      'x-app-type': '7',
      'x-app-version': 'test',
      'x-device-token': await ensureDeviceToken(),
      'x-locale': 'zh-hk',
    })
    expect(request?.headers['x-device-info']).toEqual(expect.any(String))
    expect(request?.headers.authorization).toBeUndefined()
  })

  it('adds the bearer token once logged in, and form-encodes POST bodies unless json is asked for', async () => {
    await saveLogin({ id: 5, phone: '91234567' }, 'secret-token')
    await browserApi.post('restaurant/brand/getBrandConfigInfo', { brandId: 1, ids: [3, 4], note: null })
    await browserApi.post('member/userOptLog/insert', { id: 'abc', nested: { a: 1 } }, { json: true })
    const [form, json] = api.seen
    expect(form?.headers.authorization).toBe('Bearer secret-token')
    expect(form?.headers['content-type']).toContain('application/x-www-form-urlencoded')
    expect(form?.body).toBe('brandId=1&ids=3%2C4')
    expect(json?.headers['content-type']).toContain('application/json')
    expect(JSON.parse(json?.body ?? '')).toEqual({ id: 'abc', nested: { a: 1 } })
  })

  it('returns the envelope body of HTTP errors to the caller', async () => {
    api.handler = () => ({
      status: 400,
      json: { success: false, code: 0, errCode: 'VALIDATION', errMsg: 'alias is required', field: 'alias' },
    })
    const answer = await browserApi.get('restaurant/brand/getBrandByAlias')
    expect(answer).toEqual({
      success: false,
      code: 0,
      errCode: 'VALIDATION',
      errMsg: 'alias is required',
      field: 'alias',
    })
    expect(notices).toEqual([])
  })

  it('on 401 clears the stored login and announces it', async () => {
    await saveLogin({ id: 5, phone: '91234567' }, 'expired-token')
    await setSetting(deviceMirror, 'selectedAddressId', 9)
    api.handler = () => ({
      status: 401,
      json: { success: false, code: 0, errCode: 'AUTH.UNAUTHORIZED', errMsg: 'Login required' },
    })
    const answer = await browserApi.get('member/getMemberInfoOth1')
    expect(answer.errCode).toBe('AUTH.UNAUTHORIZED')
    expect(await getSession()).toMatchObject({ token: null, member: null, loggedIn: false })
    expect(await db.settings.get('selectedAddressId')).toBeUndefined()
    expect(notices).toEqual([
      { kind: 'unauthorized', message: 'Your login has expired, please log in again.' },
    ])
  })
})

describe('api client failures', () => {
  it('times out after 15 s with NETWORK.TIMEOUT and a translated message, and announces it', async () => {
    api.handler = () => 'hang'
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    const pending = browserApi.get('system/public/country/list').finally(() => {
      settled = true
    })
    // Real-time polling: vi.waitFor would move the fake clock itself.
    while (api.seen.length === 0) await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toEqual({
      success: false,
      code: 0,
      errCode: 'NETWORK.TIMEOUT',
      errMsg: 'Network request timeout! Please refresh and try again!',
    })
    expect(notices.map((notice) => notice.kind)).toEqual(['timeout'])
    expect(API_TIMEOUT_MS).toBe(15_000)
  })

  it('reports an unreachable server as NETWORK.OFFLINE, never throwing', async () => {
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const answer = await browserApi.post('restaurant/brand/getBrandConfigInfo', { brandId: 1 })
    expect(answer).toEqual({
      success: false,
      code: 0,
      errCode: 'NETWORK.OFFLINE',
      errMsg: 'Network connection is unstable, please try again!',
    })
    expect(notices).toEqual([
      { kind: 'offline', message: 'Network connection is unstable, please try again!' },
    ])
  })

  it('says offline, not unstable, when the browser has no network', async () => {
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    vi.stubGlobal('navigator', { onLine: false })
    try {
      const answer = await browserApi.get('system/public/country/list')
      const message = 'You are offline. Please try again when you are back online.'
      expect(answer).toMatchObject({ success: false, errCode: 'NETWORK.OFFLINE', errMsg: message })
      expect(notices).toEqual([{ kind: 'offline', message }])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('words no failure while no language is active yet (a loader at start), and never throws', async () => {
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const client = createApiClient({
      transport: browserTransport,
      headers: async () => ({}),
      i18n: setupI18n(),
    })
    const answer = await client.post('order/qrcode/scanTableQrcodeNew', { qrCode: 'abc' })
    expect(answer).toEqual({ success: false, code: 0, errCode: 'NETWORK.OFFLINE', errMsg: '' })
  })

  it('treats a body that is not an envelope (a proxy error page) as a network failure', async () => {
    api.handler = () => ({ status: 502, text: '<html>Bad gateway</html>' })
    const answer = await browserApi.get('system/public/country/list')
    expect(answer).toMatchObject({ success: false, errCode: 'NETWORK.BAD_RESPONSE' })
    expect(notices.map((notice) => notice.kind)).toEqual(['offline'])
  })
})
