import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, ShopDatabase } from '../../src/db/database'
import { enqueue, OUTBOX_BATCH_SIZE, retryDelayMs } from '../../src/db/outbox'
import { MAX_ERROR_REPORT_BYTES, MAX_OPERATION_LOG_BYTES, recordJsonBytes } from '../../src/domain/logs'
import { OUTBOX_ENDPOINT, replayOutbox } from '../../src/sync/logSync'
import { type LocalApi, startLocalApi, unusedApiBase } from './helpers/localApi'
import { resetDatabase } from './helpers/resetDatabase'

let api: LocalApi

beforeAll(async () => {
  api = await startLocalApi()
})
afterAll(() => api.close())
beforeEach(async () => {
  await resetDatabase()
  api.seen.length = 0
  api.handler = () => ({ json: { success: true, code: 1 } })
  vi.stubEnv('VITE_API_BASE', api.base)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const navigation = (n: number) => ({
  logType: 1,
  contentId: `/brand/index/${n}`,
  optTime: 1_700_000_000_000 + n,
})

/** Ids the server received, per request, from JSON array bodies. */
const receivedIds = () =>
  api.seen.map((request) => (JSON.parse(request.body) as Array<{ id: string }>).map((r) => r.id))

describe('outbox', () => {
  it('keeps queued records across a reload (a new database connection)', async () => {
    const id = await enqueue('operationLog', navigation(1))
    db.close()
    const reloaded = new ShopDatabase()
    const stored = await reloaded.outbox.get(id)
    expect(stored).toMatchObject({
      kind: 'operationLog',
      attempts: 0,
      payload: { id, contentId: '/brand/index/1' },
    })
    reloaded.close()
    await db.open()
  })

  it('refuses a payload the server would reject forever', async () => {
    await expect(enqueue('operationLog', { logType: 1, optTime: -5 })).rejects.toThrow(/optTime/)
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends queued records as a JSON array with their ids and deletes what the server accepted', async () => {
    const ids = [await enqueue('operationLog', navigation(1)), await enqueue('operationLog', navigation(2))]
    const result = await replayOutbox()
    expect(result).toMatchObject({ sent: 2, failed: 0, skipped: false })
    expect(api.seen).toHaveLength(1)
    expect(api.seen[0]?.path).toBe(`/api/${OUTBOX_ENDPOINT.operationLog}`)
    expect(api.seen[0]?.headers['content-type']).toContain('application/json')
    expect(receivedIds().map((batch) => [...batch].sort())).toEqual([[...ids].sort()])
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps refused records with a growing back-off and does not retry them before it ends', async () => {
    api.handler = () => ({ status: 500, json: { success: false, code: 0, errCode: 'INTERNAL' } })
    const id = await enqueue('operationLog', navigation(1))
    const start = Date.now()

    expect(await replayOutbox({ now: () => start })).toMatchObject({ sent: 0, failed: 1 })
    expect(await db.outbox.get(id)).toMatchObject({
      attempts: 1,
      nextAttemptAt: start + retryDelayMs(1),
      lastError: 'INTERNAL',
    })

    await replayOutbox({ now: () => start + 1_000 })
    expect(api.seen).toHaveLength(1)

    await replayOutbox({ now: () => start + retryDelayMs(1) })
    expect(await db.outbox.get(id)).toMatchObject({
      attempts: 2,
      nextAttemptAt: start + retryDelayMs(1) + retryDelayMs(2),
    })
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1))

    api.handler = () => ({ json: { success: true, code: 1 } })
    await replayOutbox({ includeBackedOff: true })
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps everything when the server cannot be reached', async () => {
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    await enqueue('operationLog', navigation(1))
    await enqueue('errorReport', {
      errorType: 4,
      platformType: 2,
      deviceType: 1,
      appVersion: 'test',
      errorContent: 'TypeError: x is undefined',
    })
    const result = await replayOutbox()
    expect(result).toMatchObject({ sent: 0, networkFailed: true })
    expect(await db.outbox.count()).toBe(2)
  })

  it('sends batches of at most 100 records per POST, each kind to its own endpoint', async () => {
    for (let n = 0; n < OUTBOX_BATCH_SIZE + 5; n++) await enqueue('operationLog', navigation(n))
    await enqueue('errorReport', {
      errorType: 3,
      platformType: 2,
      deviceType: 2,
      appVersion: 'test',
      errorContent: 'pay failed',
    })
    const result = await replayOutbox()
    expect(result.sent).toBe(OUTBOX_BATCH_SIZE + 6)
    expect(api.seen.map((request) => request.path)).toEqual([
      `/api/${OUTBOX_ENDPOINT.operationLog}`,
      `/api/${OUTBOX_ENDPOINT.operationLog}`,
      `/api/${OUTBOX_ENDPOINT.errorReport}`,
    ])
    expect(receivedIds().map((batch) => batch.length)).toEqual([OUTBOX_BATCH_SIZE, 5, 1])
    expect(await db.outbox.count()).toBe(0)
  })

  it('when the server refuses a batch as malformed, the other records still get through one by one', async () => {
    const good = await enqueue('operationLog', navigation(1))
    const bad = await enqueue('operationLog', navigation(2))
    api.handler = (request) =>
      request.body.includes(bad)
        ? { status: 400, json: { success: false, code: 0, errCode: 'VALIDATION', field: '1.param' } }
        : { json: { success: true, code: 1 } }
    const result = await replayOutbox()
    expect(result).toMatchObject({ sent: 1, failed: 1 })
    expect(await db.outbox.get(good)).toBeUndefined()
    expect(await db.outbox.get(bad)).toMatchObject({ attempts: 1, lastError: 'VALIDATION' })
  })

  it('keeps a whole batch refused for a rate limit (429) queued, backed off, without splitting it', async () => {
    const ids = [await enqueue('operationLog', navigation(1)), await enqueue('operationLog', navigation(2))]
    api.handler = () => ({
      status: 429,
      json: { success: false, code: -1, errCode: 'LOGS.RATE_LIMITED', errMsg: 'Too many records' },
    })
    const start = Date.now()
    expect(await replayOutbox({ now: () => start })).toMatchObject({
      sent: 0,
      failed: 2,
      networkFailed: false,
    })
    expect(api.seen).toHaveLength(1)
    for (const id of ids) {
      expect(await db.outbox.get(id)).toMatchObject({
        attempts: 1,
        nextAttemptAt: start + retryDelayMs(1),
        lastError: 'LOGS.RATE_LIMITED',
      })
    }
    // Once the server takes logs again, both arrive.
    api.handler = () => ({ json: { success: true, code: 1 } })
    expect(await replayOutbox({ now: () => start + retryDelayMs(1) })).toMatchObject({ sent: 2 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('trims free text so a queued record never exceeds the server’s size bound', async () => {
    const logId = await enqueue('operationLog', { ...navigation(1), param: '奶'.repeat(4000) })
    const reportId = await enqueue('errorReport', {
      errorType: 4,
      platformType: 2,
      deviceType: 1,
      appVersion: 'test',
      errorContent: `錯誤：${'堆疊'.repeat(3990)}`,
    })
    const log = (await db.outbox.get(logId))?.payload as { param: string; contentId: string }
    const report = (await db.outbox.get(reportId))?.payload as { errorContent: string }
    expect(recordJsonBytes(log)).toBeLessThanOrEqual(MAX_OPERATION_LOG_BYTES)
    expect(log.param.length).toBeGreaterThan(2000)
    expect(log.contentId).toBe('/brand/index/1')
    expect(recordJsonBytes(report)).toBeLessThanOrEqual(MAX_ERROR_REPORT_BYTES)
    expect(report.errorContent.startsWith('錯誤：堆疊')).toBe(true)
  })

  it('runs one replay at a time: concurrent calls in a tab send each record once', async () => {
    for (let n = 0; n < 3; n++) await enqueue('operationLog', navigation(n))
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    api.handler = async () => {
      await gate
      return { json: { success: true, code: 1 } }
    }
    const first = replayOutbox()
    const second = replayOutbox()
    await vi.waitFor(() => expect(api.seen).toHaveLength(1))
    release()
    await Promise.all([first, second])
    expect(receivedIds().flat()).toHaveLength(3)
    expect(new Set(receivedIds().flat()).size).toBe(3)
  })

  it('runs one replay at a time across tabs: a second tab skips while the first one sends', async () => {
    await enqueue('operationLog', navigation(1))
    const otherTab = new ShopDatabase()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    api.handler = async () => {
      await gate
      return { json: { success: true, code: 1 } }
    }
    const first = replayOutbox()
    await vi.waitFor(() => expect(api.seen).toHaveLength(1))
    const second = await replayOutbox({ database: otherTab })
    expect(second.skipped).toBe(true)
    release()
    expect(await first).toMatchObject({ sent: 1, skipped: false })
    expect(api.seen).toHaveLength(1)
    // The lease is released: the other tab may replay now.
    expect((await replayOutbox({ database: otherTab })).skipped).toBe(false)
    otherTab.close()
  })

  it('picks up records queued while a replay was running', async () => {
    await enqueue('operationLog', navigation(1))
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    api.handler = async () => {
      await gate
      return { json: { success: true, code: 1 } }
    }
    const first = replayOutbox()
    await vi.waitFor(() => expect(api.seen).toHaveLength(1))
    const late = await enqueue('operationLog', navigation(2))
    const second = replayOutbox()
    release()
    await Promise.all([first, second])
    expect(receivedIds().flat()).toContain(late)
    expect(await db.outbox.count()).toBe(0)
  })
})
