import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberTokens, rateCounters, smsCodes } from '../../server/db/schemaMember'
import { restaurants, shopValues } from '../../server/db/schemaRestaurant'
import { purgeExpiredRows, REVOKED_TOKEN_KEEP_MS, SMS_CODE_KEEP_MS } from '../../server/services/housekeeping'
import { BACKENDS, call } from './harness'
import { as, type MemberTestApp, registerMember, sendCode, startMemberApp } from './memberHelpers'

const HOUR_MS = 60 * 60_000

describe.each(BACKENDS)('housekeeping of member rows on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())

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
    const [restaurant] = await t.db.select({ id: restaurants.id }).from(restaurants).limit(1)
    const saved = await call(t.app, '/api/restaurant/shopRedis/add', {
      form: { restaurantId: restaurant!.id, key: 'housekeeping', value: 'cart' },
    })
    expect(saved.body.success).toBe(true)
    expect((await purgeExpiredRows(t.db, t.clock.now())).shopValues).toBe(0)
    t.clock.advance(25 * HOUR_MS)
    expect((await purgeExpiredRows(t.db, t.clock.now())).shopValues).toBe(1)
    expect(await t.db.select().from(shopValues)).toEqual([])
  })
})
