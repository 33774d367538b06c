import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorReports, operationLogs } from '../../server/db/schema'
import { parseEnv } from '../../server/env'
import { ipBucket } from '../../server/http/clientIp'
import { RedisRateStore } from '../../server/providers/rateStore'
import { LOG_RETENTION_DAYS, purgeExpiredRows } from '../../server/services/housekeeping'
import {
  LOG_BYTES_PER_DEVICE,
  LOG_KB_PER_IP,
  LOG_RECORDS_PER_DEVICE,
  LOG_WINDOW_MS,
} from '../../server/services/logIntake'
import { MAX_ERROR_REPORT_BYTES, MAX_OPERATION_LOG_BYTES, recordJsonBytes } from '../../src/domain/logs'
import { BACKENDS, type Backend, type CallResult, call, startTestApp, type TestApp } from './harness'
import { TestClock } from './memberHelpers'

const OPT_LOG = '/api/member/userOptLog/insert'
const ERROR_LOG = '/api/system/public/systemAlarmErrorLogs/add'
const DAY_MS = 24 * 60 * 60_000

let serial = 0
/** A fresh record id. */
const nextId = (prefix: string) => `${prefix}-${String(++serial).padStart(8, '0')}`

const operation = (extra: Record<string, unknown> = {}) => ({
  id: nextId('op'),
  logType: 1,
  appType: 7,
  contentType: 'route',
  contentId: '/shop/brand/index',
  optTime: 1_767_225_600_000,
  ...extra,
})

/** An error report with a full 8,000-character stack (~8.2 KB of JSON). */
const bigReport = () => ({
  id: nextId('rep'),
  errorType: 4,
  platformType: 2,
  deviceType: 1,
  appVersion: '2.2.9',
  errorContent: `TypeError: x is undefined\n${'    at render (app.js:1:1)\n'.repeat(285)}`.slice(0, 8000),
})

/** Stores: the database of each backend, and Redis (on PGlite) when TEST_REDIS_URL is set. */
const redisUrl = process.env.TEST_REDIS_URL
const STORES: { name: string; backend: Backend; redis: boolean }[] = [
  ...BACKENDS.map((backend) => ({ name: backend.name, backend, redis: false })),
  ...(redisUrl ? [{ name: 'redis', backend: { name: 'pglite' as const }, redis: true }] : []),
]

describe.each(STORES)('log intake limits with counters on $name', ({ backend, redis }) => {
  let t: TestApp
  const clock = new TestClock()
  beforeAll(async () => {
    const rates = redis ? new RedisRateStore(redisUrl!, `shop:test:logs:${Date.now()}:`) : undefined
    t = await startTestApp(backend, { seed: false, member: { now: clock.now, rates } })
  })
  afterAll(() => t.close())

  const rows = async (table: typeof errorReports | typeof operationLogs) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n
  const send = (path: string, json: unknown, device?: string, ip = '203.0.113.7', locale = 'en') =>
    call(t.app, path, {
      json,
      remoteAddress: ip,
      headers: { 'x-locale': locale, ...(device ? { 'x-device-token': device } : {}) },
    })
  const expectRateLimited = (res: CallResult) => {
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe(String(LOG_WINDOW_MS / 1000))
    expect(res.body).toEqual({
      success: false,
      code: -1,
      errCode: 'LOGS.RATE_LIMITED',
      errMsg: 'Too many records were sent from this device or network. Please try again in a few minutes.',
    })
  }

  it('report flood rate-limited and swept', async () => {
    const batch = () => Array.from({ length: 100 }, bigReport)
    const batchBytes = batch().reduce((sum, report) => sum + recordJsonBytes(report), 0)
    const ip = '198.51.100.20'
    // One device: as many full batches as its byte allowance holds, then 429 and nothing stored.
    const perDevice = Math.floor(LOG_BYTES_PER_DEVICE / batchBytes)
    expect(perDevice).toBeGreaterThanOrEqual(1)
    for (let n = 0; n < perDevice; n++)
      expect((await send(ERROR_LOG, batch(), 'flooder-0', ip)).status).toBe(200)
    const refused = batch()
    expectRateLimited(await send(ERROR_LOG, refused, 'flooder-0', ip))
    expect(await rows(errorReports)).toBe(perDevice * 100)
    // Translated.
    const zh = await send(ERROR_LOG, refused, 'flooder-0', ip, 'zh-hk')
    expect(zh.body.errMsg).toBe('此裝置或網絡提交的記錄過多，請幾分鐘後再試。')

    // New device tokens do not escape the per-IP allowance (5 MB per 10 minutes).
    const perIp = Math.floor((LOG_KB_PER_IP * 1024) / batchBytes)
    let device = 1
    while ((await rows(errorReports)) < perIp * 100) {
      const res = await send(ERROR_LOG, batch(), `flooder-${device++}`, ip)
      expect(res.status).toBe(200)
    }
    expectRateLimited(await send(ERROR_LOG, batch(), `flooder-${device++}`, ip))
    expectRateLimited(await send(ERROR_LOG, batch(), undefined, ip))
    expect(await rows(errorReports)).toBe(perIp * 100)
    // A client elsewhere is not affected, nor is a legitimate batch the flood met lost: it is accepted later.
    expect((await send(ERROR_LOG, [bigReport()], 'diner', '192.0.2.50')).body.success).toBe(true)
    if (!redis) {
      clock.advance(LOG_WINDOW_MS)
      expect((await send(ERROR_LOG, refused, 'flooder-0', ip)).body.data).toEqual({
        accepted: 100,
        duplicates: 0,
      })
    }
    const stored = await rows(errorReports)

    // Swept once past the retention, in bounded deletes, by the time they were received.
    clock.advance((LOG_RETENTION_DAYS - 1) * DAY_MS)
    expect((await purgeExpiredRows(t.db, clock.now())).errorReports).toBe(0)
    // The last batch came one window after the first.
    clock.advance(DAY_MS + LOG_WINDOW_MS)
    const purged = await purgeExpiredRows(t.db, clock.now(), { logPurgeBatch: 64 })
    expect(purged.errorReports).toBe(stored)
    expect(await rows(errorReports)).toBe(0)
  })

  it('counts records per device: a burst of small logs is cut at the records allowance', async () => {
    const ip = '198.51.100.30'
    const logs = (deviceId = 'busy-phone') => Array.from({ length: 100 }, () => operation({ deviceId }))
    for (let n = 0; n < LOG_RECORDS_PER_DEVICE / 100 - 1; n++) {
      expect((await send(OPT_LOG, logs(), 'busy-phone', ip)).status).toBe(200)
    }
    // Error reports draw on the same allowance: 99 fit, then one operation log more does not.
    const reports = Array.from({ length: 99 }, () => ({ ...bigReport(), errorContent: 'TypeError' }))
    expect((await send(ERROR_LOG, reports, 'busy-phone', ip)).status).toBe(200)
    expect((await send(OPT_LOG, logs().slice(0, 1), 'busy-phone', ip)).status).toBe(200)
    expectRateLimited(await send(OPT_LOG, logs().slice(0, 1), 'busy-phone', ip))
    // Another phone on the same network goes on.
    expect((await send(OPT_LOG, logs('quiet-phone'), 'quiet-phone', ip)).status).toBe(200)
    // The development call the browser tests read still answers.
    const dev = await call(t.app, '/api/dev/logs', { query: { deviceId: 'busy-phone' } })
    expect(dev.body.data.operationLogs).toHaveLength(LOG_RECORDS_PER_DEVICE - 99)
  })

  it('refuses a record larger than its bound as VALIDATION naming it, and stores none of the batch', async () => {
    const before = await rows(operationLogs)
    // 3,000 Chinese characters are 9,000 bytes.
    const tooBig = operation({ param: '奶'.repeat(3000) })
    expect(recordJsonBytes(tooBig)).toBeGreaterThan(MAX_OPERATION_LOG_BYTES)
    const inBatch = await send(OPT_LOG, [operation(), tooBig], 'sizer')
    expect(inBatch.status).toBe(400)
    expect(inBatch.body).toEqual({
      success: false,
      code: 0,
      errCode: 'VALIDATION',
      field: '1',
      errMsg: 'The record 1 is larger than 8 KB',
    })
    const alone = await send(OPT_LOG, tooBig, 'sizer', undefined, 'zh-cn')
    expect(alone.body).toMatchObject({ errCode: 'VALIDATION', field: 'body', errMsg: '记录 body 超过 8 KB' })
    expect(await rows(operationLogs)).toBe(before)

    const report = { ...bigReport(), errorContent: '錯'.repeat(6000) }
    expect(recordJsonBytes(report)).toBeGreaterThan(MAX_ERROR_REPORT_BYTES)
    const res = await send(ERROR_LOG, [bigReport(), bigReport(), report], 'sizer')
    expect(res.body).toMatchObject({
      errCode: 'VALIDATION',
      field: '2',
      errMsg: 'The record 2 is larger than 16 KB',
    })
    // A record at the bound is taken.
    const fits = operation({ param: 'p'.repeat(4000), operationSteps: 's'.repeat(2000) })
    expect(recordJsonBytes(fits)).toBeLessThanOrEqual(MAX_OPERATION_LOG_BYTES)
    expect((await send(OPT_LOG, fits, 'sizer')).body.success).toBe(true)
  })

  it('a concurrent burst from one device stores exactly its allowance', async () => {
    const batch = () => Array.from({ length: 100 }, bigReport)
    const batchBytes = batch().reduce((sum, report) => sum + recordJsonBytes(report), 0)
    const perDevice = Math.floor(LOG_BYTES_PER_DEVICE / batchBytes)
    const before = await rows(errorReports)
    const answers = await Promise.all(
      Array.from({ length: perDevice * 3 }, () => send(ERROR_LOG, batch(), 'burst-device', '198.51.100.99')),
    )
    expect(answers.filter((res) => res.status === 200)).toHaveLength(perDevice)
    expect(answers.filter((res) => res.status === 429)).toHaveLength(perDevice * 2)
    expect((await rows(errorReports)) - before).toBe(perDevice * 100)
  })
})

describe('log intake configuration', () => {
  it('reads the per-IP allowances and the retention, refusing values no batch or sweep could live with', () => {
    const env = parseEnv({
      LOG_RECORDS_PER_IP_10MIN: '50000',
      LOG_KB_PER_IP_10MIN: '20480',
      LOG_RETENTION_DAYS: '7',
    })
    expect(env).toMatchObject({
      LOG_RECORDS_PER_IP_10MIN: 50_000,
      LOG_KB_PER_IP_10MIN: 20_480,
      LOG_RETENTION_DAYS: 7,
    })
    expect(parseEnv({}).LOG_RETENTION_DAYS).toBeUndefined()
    for (const [key, value, message] of [
      ['LOG_RECORDS_PER_IP_10MIN', '99', 'must be at least 100 (one full batch)'],
      ['LOG_KB_PER_IP_10MIN', '512', 'must be at least 1024 (one full 1 MB body)'],
      ['LOG_RETENTION_DAYS', '0', 'must be between 1 and 3650'],
      ['LOG_RETENTION_DAYS', 'forever', 'must be a whole number of days'],
    ] as const) {
      expect(() => parseEnv({ [key]: value })).toThrow(`Invalid configuration: ${key} ${message}`)
    }
  })

  it('applies a configured per-IP allowance', async () => {
    const t = await startTestApp(BACKENDS[0]!, { seed: false, member: { logRecordsPerIp10Min: 150 } })
    try {
      const batch = () => Array.from({ length: 100 }, () => operation())
      const send = (device: string) =>
        call(t.app, OPT_LOG, { json: batch(), headers: { 'x-device-token': device } })
      expect((await send('a')).status).toBe(200)
      expect((await send('b')).status).toBe(429)
    } finally {
      await t.close()
    }
  })

  it('counts IPv6 clients per /64 network', () => {
    expect(ipBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(ipBucket('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(ipBucket('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(ipBucket('::1')).toBe('0:0:0:0::/64')
    expect(ipBucket('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(ipBucket('203.0.113.9')).toBe('203.0.113.9')
  })
})
