import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedCartLines } from '../../server/db/schemaCart'
import { errorReports, operationLogs } from '../../server/db/schemaLogs'
import { memberTokens, rateCounters, smsCodes } from '../../server/db/schemaMember'
import { shopValues } from '../../server/db/schemaRestaurant'
import {
  LOG_RETENTION_DAYS,
  PAST_CART_LINE_KEEP_MS,
  purgeExpiredRows,
  REVOKED_TOKEN_KEEP_MS,
  SMS_CODE_KEEP_MS,
} from '../../server/services/housekeeping'
import { BACKENDS, call, demoIds } from './harness'
import { as, type MemberTestApp, registerMember, sendCode, startMemberApp } from './memberHelpers'
import { loadMenu, tableCodes } from './menuHelpers'
import { cartLine, newKey, plainFoods } from './orderHelpers'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

describe.each(BACKENDS)('housekeeping of member rows on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())

  // First, while the clock is at noon in Hong Kong and the shop takes scan orders.
  it('purges a table cart’s sent lines two days after they were added, never the cart’s own', async () => {
    const { centralId } = await demoIds(t.app)
    const [table] = await tableCodes(t.db, centralId)
    const food = plainFoods(await loadMenu(t.app, centralId, 4))[0]!
    const lineId = () => newKey().replace(/[^A-Za-z0-9]/g, '')
    const add = (id: string) =>
      call(t.app, '/api/order/tableCart/change', {
        json: {
          qrCode: table,
          guestKey: 'housekeeping-phone-1',
          changes: [{ kind: 'add', lineId: id, line: cartLine(food, centralId, 1) }],
        },
      })
    const sentId = lineId()
    const view = (await add(sentId)).body.data
    const member = await registerMember(t)
    const send = (expectedPrice: string) =>
      as(t, member.token, '/api/order/tableCart/send', {
        json: { qrCode: table, generation: view.generation, version: view.version, expectedPrice },
      })
    const quoted = await send('99999.99')
    expect((await send(quoted.body.data.price)).body.success).toBe(true)
    const keptId = lineId()
    await add(keptId)
    const lineIds = async () => (await t.db.select().from(sharedCartLines)).map((row) => row.lineId)
    expect(await lineIds()).toEqual([sentId, keptId])

    t.clock.advance(PAST_CART_LINE_KEEP_MS)
    expect((await purgeExpiredRows(t.db, t.clock.now())).pastCartLines).toBe(0)
    t.clock.advance(1)
    expect((await purgeExpiredRows(t.db, t.clock.now())).pastCartLines).toBe(1)
    // The line still in the cart stays, however old.
    expect(await lineIds()).toEqual([keptId])
  })

  it('keeps live rows, then purges expired counters and codes and long-revoked tokens', async () => {
    const member = await registerMember(t)
    expect((await as(t, member.token, '/api/member/logout', { method: 'POST' })).body.success).toBe(true)
    const countRows = async () => ({
      counters: (await t.db.select().from(rateCounters)).length,
      codes: (await t.db.select().from(smsCodes)).length,
      tokens: (await t.db.select().from(memberTokens).where(eq(memberTokens.memberId, member.memberId)))
        .length,
    })
    const before = await countRows()
    expect(before.counters).toBeGreaterThan(0)
    expect(before.codes).toBeGreaterThan(0)
    expect(before.tokens).toBe(1)

    // Nothing has expired yet: the send limits and the code are still in force.
    expect(await purgeExpiredRows(t.db, t.clock.now())).toEqual({
      rateCounters: 0,
      smsCodes: 0,
      revokedTokens: 0,
      shopValues: 0,
      pastCartLines: 0,
      invites: 0,
      operationLogs: 0,
      errorReports: 0,
      giftLinksExpired: 0,
    })

    // Past the hourly send window and an hour past the code's expiry.
    t.clock.advance(HOUR_MS + SMS_CODE_KEEP_MS)
    const purged = await purgeExpiredRows(t.db, t.clock.now())
    expect(purged.rateCounters).toBe(before.counters)
    expect(purged.smsCodes).toBe(before.codes)
    expect(purged.revokedTokens).toBe(0)
    expect(await countRows()).toEqual({ counters: 0, codes: 0, tokens: 1 })

    t.clock.advance(REVOKED_TOKEN_KEEP_MS)
    expect((await purgeExpiredRows(t.db, t.clock.now())).revokedTokens).toBe(1)
    expect((await countRows()).tokens).toBe(0)
    // The revoked token stays refused once its row is gone.
    const after = await as(t, member.token, '/api/member/member/getMemberInfoOth1', { method: 'POST' })
    expect(after.status).toBe(401)
  })

  it('a purge never breaks the limits: the phone can be sent a new code', async () => {
    const member = await registerMember(t)
    t.clock.advance(HOUR_MS + SMS_CODE_KEEP_MS)
    await purgeExpiredRows(t.db, t.clock.now())
    const code = await sendCode(t, member.phone)
    expect(code).toMatch(/^\d{6}$/)
  })

  it('purges shopRedis values a day after their last write', async () => {
    const { centralId } = await demoIds(t.app)
    const [tableA1] = await tableCodes(t.db, centralId)
    const saved = await call(t.app, '/api/restaurant/shopRedis/add', {
      form: { restaurantId: centralId, key: `table:${tableA1}:housekeeping`, value: 'cart' },
    })
    expect(saved.body.success).toBe(true)
    expect((await purgeExpiredRows(t.db, t.clock.now())).shopValues).toBe(0)
    t.clock.advance(25 * HOUR_MS)
    expect((await purgeExpiredRows(t.db, t.clock.now())).shopValues).toBe(1)
    expect(await t.db.select().from(shopValues)).toEqual([])
  })

  it(`purges operation logs and error reports ${LOG_RETENTION_DAYS} days after they arrived, or as configured`, async () => {
    const sendLogs = async (tag: string) => {
      const opt = await call(t.app, '/api/member/userOptLog/insert', {
        json: [1, 2, 3].map((n) => ({ id: `${tag}-op-${n}`, logType: 1, optTime: 1_767_225_600_000 })),
      })
      const report = await call(t.app, '/api/system/public/systemAlarmErrorLogs/add', {
        json: {
          id: `${tag}-report`,
          errorType: 4,
          platformType: 2,
          deviceType: 1,
          appVersion: '1',
          errorContent: 'x',
        },
      })
      expect([opt.body.success, report.body.success]).toEqual([true, true])
    }
    const ids = async () => ({
      logs: (await t.db.select({ id: operationLogs.id }).from(operationLogs)).map((row) => row.id).sort(),
      reports: (await t.db.select({ id: errorReports.id }).from(errorReports)).map((row) => row.id),
    })
    await sendLogs('older')
    t.clock.advance(10 * DAY_MS)
    await sendLogs('newer')
    t.clock.advance((LOG_RETENTION_DAYS - 10) * DAY_MS)
    // The older ones are exactly as old as the retention: still kept.
    expect(await purgeExpiredRows(t.db, t.clock.now())).toMatchObject({ operationLogs: 0, errorReports: 0 })
    t.clock.advance(1)
    expect(await purgeExpiredRows(t.db, t.clock.now(), { logPurgeBatch: 2 })).toMatchObject({
      operationLogs: 3,
      errorReports: 1,
    })
    expect(await ids()).toEqual({
      logs: ['newer-op-1', 'newer-op-2', 'newer-op-3'],
      reports: ['newer-report'],
    })
    // A shorter configured retention (LOG_RETENTION_DAYS=7) takes the rest.
    expect(await purgeExpiredRows(t.db, t.clock.now(), { logRetentionDays: 7 })).toMatchObject({
      operationLogs: 3,
      errorReports: 1,
    })
    expect(await ids()).toEqual({ logs: [], reports: [] })
  })
})
