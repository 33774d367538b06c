import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'

/** What a client sees when the server itself fails: here, a database that has gone away. */
describe.each(BACKENDS)('server failures on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(backend)
    await t.closeDatabase()
  })
  afterAll(() => t.close())

  it('answers 500 INTERNAL without any detail, in the request language', async () => {
    const res = await call(t.app, '/api/restaurant/brand/getBrandByAlias', {
      query: { alias: 'demo' },
      headers: { 'X-Locale': 'zh-hk', 'X-Request-Id': 'failing-request-1' },
    })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ success: false, code: 0, errCode: 'INTERNAL', errMsg: '系統繁忙，請稍後再試' })
    expect(res.text).not.toMatch(/at |Error|stack|pglite|pool/i)
    const logged = t.logLines.find(
      (line) => line.reqId === 'failing-request-1' && line.msg === 'unhandled error',
    )
    expect(logged?.err).toBeDefined()
  })

  it('still answers bad input with 400, not 500', async () => {
    const res = await call(t.app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: '' } })
    expect(res.status).toBe(400)
  })

  it('reports the database down on /healthz', async () => {
    const res = await t.app.request('/healthz')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' })
  })
})
