import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/db/database'
import { ensureDeviceToken } from '../../src/db/device'
import { saveLogin } from '../../src/db/login'
import { logNavigation, reportError, reportPaymentError } from '../../src/db/logs'
import { deviceMirror } from '../../src/db/mirror'
import { setSetting } from '../../src/db/settings'
import type { ErrorReport, OperationLog } from '../../src/domain/logs'
import { resetDatabase } from './helpers/resetDatabase'

const T0 = Date.UTC(2025, 2, 10, 4, 0, 0)

beforeEach(async () => {
  await resetDatabase()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
})

const queuedReports = async () =>
  (await db.outbox.where('kind').equals('errorReport').toArray()).map(
    (record) => record.payload as ErrorReport,
  )

describe('navigation log', () => {
  it('never keeps the deletion reason a person typed, in the page or the page it came from', async () => {
    const id = await logNavigation('/accountDetection?reason=moving%20abroad&alias=demo#top', {
      from: '/logout?reason=moving',
    })
    const record = await db.outbox.get(id)
    expect(record?.payload).toMatchObject({
      contentId: '/accountDetection?reason=%5Bremoved%5D&alias=demo#top',
      param: JSON.stringify({ from: '/logout?reason=%5Bremoved%5D' }),
    })
    expect(JSON.stringify(record)).not.toContain('moving')
  })

  it('queues a record with app type, device token, member, brand, restaurant and time', async () => {
    await saveLogin({ id: 88, phone: '91234567' }, 'tok')
    await setSetting(deviceMirror, 'brandId', 3)
    await setSetting(deviceMirror, 'restaurantId', 21)
    const id = await logNavigation('/brand/index/abc', { from: 'tab' })
    const record = await db.outbox.get(id)
    expect(record?.kind).toBe('operationLog')
    expect(record?.payload).toMatchObject({
      id,
      logType: 1,
      appType: 7,
      deviceId: await ensureDeviceToken(),
      memberId: 88,
      brandId: 3,
      restaurantId: 21,
      contentId: '/brand/index/abc',
      param: JSON.stringify({ from: 'tab' }),
      optTime: T0,
    } satisfies Partial<OperationLog>)
  })
})

describe('error reports', () => {
  it('builds the SPEC §3 payload: type, platform 2, device, version, message and stack, user details', async () => {
    await saveLogin({ id: 88, phone: '91234567' }, 'tok-1')
    expect(await reportError(new TypeError('price is undefined'), 3)).toBe(true)
    const [report] = await queuedReports()
    expect(report).toMatchObject({
      errorType: 3,
      platformType: 2,
      deviceType: 1,
      appVersion: 'test',
      occurredAt: T0,
    })
    expect(report?.errorContent).toContain('TypeError: price is undefined')
    expect(report?.errorContent).toContain('db-logs.test.ts')
    expect(JSON.parse(report?.errorUserDetails ?? '{}')).toMatchObject({ token: '…', memberId: 88 })
  })

  it('queues at most one report every 5 s: a second one within 5 s is dropped, one after 5 s is queued', async () => {
    expect(await reportError(new Error('first'))).toBe(true)
    vi.setSystemTime(T0 + 4_999)
    expect(await reportError(new Error('second'))).toBe(false)
    expect(await queuedReports()).toHaveLength(1)

    vi.setSystemTime(T0 + 5_000)
    expect(await reportError(new Error('third'))).toBe(true)
    const reports = await queuedReports()
    expect(reports.map((report) => report.errorContent.split('\n')[0])).toEqual([
      'Error: first',
      'Error: third',
    ])
    expect(reports.every((report) => report.errorType === 4)).toBe(true)
  })

  it('keeps the throttle across a reload', async () => {
    expect(await reportError('boom')).toBe(true)
    vi.resetModules()
    const reloaded = await import('../../src/db/logs')
    vi.setSystemTime(T0 + 1_000)
    expect(await reloaded.reportError('boom again')).toBe(false)
    expect(await queuedReports()).toHaveLength(1)
  })

  it('two reports at the same moment still queue only one', async () => {
    const results = await Promise.all([reportError(new Error('a')), reportError(new Error('b'))])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await queuedReports()).toHaveLength(1)
  })

  it('describes values that are not Error objects', async () => {
    await reportError({ reason: 'card declined' })
    const [report] = await queuedReports()
    expect(report?.errorContent).toBe('{"reason":"card declined"}')
  })
})

describe('payment error reports', () => {
  it('queues a type 3 report of the failure, under the same 5 s throttle as the others', async () => {
    await saveLogin({ id: 88, phone: '91234567' }, 'tok-1')
    const failure = { step: 'cancel', orderId: 1201, payType: 20, errCode: 'ORDER.CONFIRMED' } as const
    expect(await reportPaymentError(failure)).toBe(true)
    vi.setSystemTime(T0 + 1_000)
    expect(await reportError(new Error('right after'))).toBe(false)
    const [report, ...others] = await queuedReports()
    expect(others).toEqual([])
    expect(report).toMatchObject({ errorType: 3, platformType: 2, appVersion: 'test', occurredAt: T0 })
    expect(report?.errorContent.split('\n')[0]).toBe('Payment cancel failed: ORDER.CONFIRMED')
    expect(JSON.parse(report?.errorUserDetails ?? '{}')).toMatchObject({ memberId: 88 })
  })
})
