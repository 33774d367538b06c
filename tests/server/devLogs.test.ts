import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'

const log = (id: string, deviceId: string, optTime: number) => ({
  id,
  logType: 1,
  deviceId,
  contentType: 'navigation',
  contentId: '/shop/changeLang',
  optTime,
})

describe.each(BACKENDS)('GET dev/logs on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(backend, { seed: false })
  })
  afterAll(() => t.close())

  it('lists what the server stored for one device, once per record, oldest first', async () => {
    const device = 'device-dev-logs-1'
    await call(t.app, '/api/member/userOptLog/insert', {
      json: [
        log('dev-log-0002', device, 2000),
        log('dev-log-0001', device, 1000),
        log('dev-log-0003', 'other-device', 1),
      ],
    })
    await call(t.app, '/api/member/userOptLog/insert', { json: log('dev-log-0001', device, 1000) })
    const res = await call(t.app, `/api/dev/logs?deviceId=${device}`)
    expect(res.status).toBe(200)
    expect(res.body.data.operationLogs.map((row: { id: string }) => row.id)).toEqual([
      'dev-log-0001',
      'dev-log-0002',
    ])
  })

  it('names the field when the device id is missing', async () => {
    const res = await call(t.app, '/api/dev/logs')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'deviceId' })
  })

  it('answer a client on this machine only', async () => {
    const res = await call(t.app, '/api/dev/logs?deviceId=device-dev-logs-1', {
      remoteAddress: '198.51.100.4',
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ success: false, errCode: 'DEV.LOCAL_ONLY' })
  })
})

describe('dev calls in production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!, { seed: false, devTools: false })
  })
  afterAll(() => t.close())

  it('do not exist', async () => {
    const res = await call(t.app, '/api/dev/logs?deviceId=device-dev-logs-1')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false })
  })
})
