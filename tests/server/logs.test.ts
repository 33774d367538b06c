import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorReports, operationLogs } from '../../server/db/schema'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'

const OPT_LOG = '/api/member/userOptLog/insert'
const ERROR_LOG = '/api/system/public/systemAlarmErrorLogs/add'

const operation = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  logType: 1,
  appType: 7,
  brandId: 1,
  contentType: 'navigation',
  contentId: '/shop/brand/index',
  optTime: 1_767_225_600_000,
  ...extra,
})

const report = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  errorType: 4,
  platformType: 2,
  deviceType: 1,
  appVersion: '2.2.9',
  errorContent: 'TypeError: cannot read properties of undefined',
  ...extra,
})

describe.each(BACKENDS)('log calls on $name', (backend) => {
  let t: TestApp
  const rowsOf = async (id: string) =>
    (await t.db.select({ n: count() }).from(operationLogs).where(eq(operationLogs.id, id)))[0]!.n
  beforeAll(async () => {
    t = await startTestApp(backend, { seed: false })
  })
  afterAll(() => t.close())

  describe('POST member/userOptLog/insert', () => {
    it('stores a single record and answers accepted', async () => {
      const res = await call(t.app, OPT_LOG, {
        json: operation('single-0001', { memberId: 42, keywords: 'menu' }),
      })
      expect(res.body).toEqual({ success: true, code: 1, data: { accepted: 1, duplicates: 0 } })
      const [row] = await t.db.select().from(operationLogs).where(eq(operationLogs.id, 'single-0001'))
      expect(row).toMatchObject({ logType: 1, appType: 7, memberId: '42', brandId: '1', keywords: 'menu' })
      expect(row!.optTime.toISOString()).toBe('2026-01-01T00:00:00.000Z')
    })

    it('stores a record sent twice once', async () => {
      const first = await call(t.app, OPT_LOG, { json: operation('retried-0001') })
      const second = await call(t.app, OPT_LOG, { json: operation('retried-0001', { contentId: 'changed' }) })
      expect(first.body.data).toEqual({ accepted: 1, duplicates: 0 })
      expect(second.body.data).toEqual({ accepted: 1, duplicates: 1 })
      expect(await rowsOf('retried-0001')).toBe(1)
      const [row] = await t.db.select().from(operationLogs).where(eq(operationLogs.id, 'retried-0001'))
      expect(row!.contentId).toBe('/shop/brand/index')
    })

    it('stores an array with duplicates once per id', async () => {
      const batch = [
        operation('batch-0001'),
        operation('batch-0002'),
        operation('batch-0001'),
        operation('batch-0003'),
      ]
      const res = await call(t.app, OPT_LOG, { json: batch })
      expect(res.body.data).toEqual({ accepted: 4, duplicates: 1 })
      for (const id of ['batch-0001', 'batch-0002', 'batch-0003']) expect(await rowsOf(id)).toBe(1)
    })

    it('accepts a form-encoded record and text/plain JSON (sendBeacon)', async () => {
      const form = await call(t.app, OPT_LOG, {
        form: { id: 'form-00001', logType: 2, optTime: 1_767_225_600_000 },
      })
      expect(form.body.data).toEqual({ accepted: 1, duplicates: 0 })
      const beacon = await call(t.app, OPT_LOG, {
        body: JSON.stringify(operation('beacon-0001')),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      })
      expect(beacon.body.data).toEqual({ accepted: 1, duplicates: 0 })
    })

    it('names the bad field of a record, with its index in a batch', async () => {
      const cases: [unknown, string][] = [
        [operation('short'), 'id'],
        [{ ...operation('missing-time-1'), optTime: undefined }, 'optTime'],
        [operation('bad-type-0001', { logType: 'one' }), 'logType'],
        [operation('far-future-01', { optTime: 1e20 }), 'optTime'],
        [operation('huge-apptype', { appType: 1e12 }), 'appType'],
        [[operation('fine-000001'), operation('fine-000002', { optTime: -1 })], '1.optTime'],
        [[], 'body'],
        [Array.from({ length: 101 }, (_, i) => operation(`many-${String(i).padStart(6, '0')}`)), 'body'],
        [operation('nul-char-001', { keywords: 'a\u0000b' }), 'keywords'],
      ]
      for (const [json, field] of cases) {
        const res = await call(t.app, OPT_LOG, { json })
        expect(res.status, field).toBe(400)
        expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
      }
      expect(await rowsOf('fine-000001')).toBe(0)
    })
  })

  describe('POST system/public/systemAlarmErrorLogs/add', () => {
    it('stores a report once and redacts the token in errorUserDetails', async () => {
      const token = 'f3a9c2e4b7d8a1c6e5f4b3a2d1c0e9f8'
      const body = report('report-0001', {
        errorUserDetails: `${token} 10001`,
        occurredAt: 1_767_225_600_000,
      })
      const first = await call(t.app, ERROR_LOG, { json: body })
      const again = await call(t.app, ERROR_LOG, { json: [body, report('report-0002', { errorType: 3 })] })
      expect(first.body).toEqual({ success: true, code: 1, data: { accepted: 1, duplicates: 0 } })
      expect(again.body.data).toEqual({ accepted: 2, duplicates: 1 })
      const rows = await t.db.select().from(errorReports).orderBy(errorReports.id)
      expect(rows.map((r) => [r.id, r.errorType])).toEqual([
        ['report-0001', 4],
        ['report-0002', 3],
      ])
      expect(rows[0]!.errorUserDetails).toBe('[redacted] 10001')
    })

    it('accepts a form-encoded report with numbers as text', async () => {
      const res = await call(t.app, ERROR_LOG, {
        form: {
          id: 'form-report-1',
          errorType: 3,
          platformType: 2,
          deviceType: 2,
          appVersion: '1.0.14',
          errorContent: 'pay',
        },
      })
      expect(res.body.data).toEqual({ accepted: 1, duplicates: 0 })
    })

    it('names the bad field', async () => {
      const cases: [unknown, string][] = [
        [report('bad-kind-001', { errorType: 5 }), 'errorType'],
        [report('bad-platform', { platformType: 1 }), 'platformType'],
        [report('no-content-1', { errorContent: undefined }), 'errorContent'],
        [report('long-content', { errorContent: 'x'.repeat(8001) }), 'errorContent'],
        [[report('ok-report-01'), report('bad-device-1', { deviceType: 3 })], '1.deviceType'],
      ]
      for (const [json, field] of cases) {
        const res = await call(t.app, ERROR_LOG, { json })
        expect(res.status, field).toBe(400)
        expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
      }
    })
  })
})
