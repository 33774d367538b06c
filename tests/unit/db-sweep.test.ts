import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/db/database'
import { getDayData, setDayData } from '../../src/db/dayData'
import { nextBusinessDayStart, sweepBusinessDay } from '../../src/db/sweep'
import { resetDatabase } from './helpers/resetDatabase'

// 2025-03-10 05:00:00 at UTC+8 is 2025-03-09 21:00:00 UTC.
const ROLLOVER = Date.UTC(2025, 2, 9, 21, 0, 0)
const JUST_BEFORE = ROLLOVER - 1000 // 04:59:59 UTC+8, still business day 2025-03-09

beforeEach(resetDatabase)

async function seedDay(now: number) {
  await setDayData('remark', '1:menu:7', 'No onions', { now })
  await setDayData('remark', '2:menu:7', 'Kept', { now, keep: true })
  await setDayData('remark', '3:qr:t1', 'Also kept', { now, keep: true })
  await db.carts.put({
    key: 'c1',
    restaurantId: 1,
    scope: '7',
    businessDay: '2025-03-09',
    lines: [],
    updatedAt: now,
  })
  await db.atlasCache.put({ key: 'a1', brandId: 1, day: '2025-03-09', data: [], savedAt: now })
}

describe('business-day sweep', () => {
  it('keeps everything at 04:59:59 UTC+8: the day has not rolled over yet', async () => {
    await seedDay(JUST_BEFORE - 60_000)
    const removed = await sweepBusinessDay(JUST_BEFORE)
    expect(removed).toMatchObject({ appData: 0, carts: 0, atlasCache: 0 })
    expect(await getDayData('remark', '1:menu:7', JUST_BEFORE)).toBe('No onions')
    expect(await db.carts.count()).toBe(1)
    expect(await db.atlasCache.count()).toBe(1)
  })

  it('at 05:00:00 UTC+8 removes app_ records, carts and atlas entries of the previous day, keeping login and settings', async () => {
    await seedDay(JUST_BEFORE - 60_000)
    await db.carts.put({
      key: 'c2',
      restaurantId: 1,
      scope: '1',
      businessDay: '2025-03-10',
      lines: [],
      updatedAt: ROLLOVER,
    })
    await db.atlasCache.put({ key: 'a2', brandId: 1, day: '2025-03-10', data: [], savedAt: ROLLOVER })

    const removed = await sweepBusinessDay(ROLLOVER)

    expect(removed).toMatchObject({ appData: 1, carts: 1, atlasCache: 1 })
    expect(await db.appData.get('app_remark:1:menu:7')).toBeUndefined()
    expect(await getDayData('remark', '2:menu:7', ROLLOVER)).toBe('Kept')
    expect(await getDayData('remark', '3:qr:t1', ROLLOVER)).toBe('Also kept')
    expect((await db.carts.toArray()).map((cart) => cart.key)).toEqual(['c2'])
    expect((await db.atlasCache.toArray()).map((entry) => entry.key)).toEqual(['a2'])
  })

  it('reads a record of an earlier business day as missing even before the sweep ran', async () => {
    await setDayData('remark', '1:menu:7', 'Table A12', { now: JUST_BEFORE })
    expect(await getDayData('remark', '1:menu:7', JUST_BEFORE)).toBe('Table A12')
    expect(await getDayData('remark', '1:menu:7', ROLLOVER)).toBeUndefined()
  })

  it('drops offline copies of API answers older than 30 days, keeps recent ones', async () => {
    const day = 24 * 60 * 60 * 1000
    await db.apiCache.put({ key: 'old', envelope: { success: true, code: 1 }, savedAt: ROLLOVER - 31 * day })
    await db.apiCache.put({ key: 'recent', envelope: { success: true, code: 1 }, savedAt: ROLLOVER - day })
    await sweepBusinessDay(ROLLOVER)
    expect((await db.apiCache.toArray()).map((entry) => entry.key)).toEqual(['recent'])
  })
})

describe('next business-day start', () => {
  it('is the coming 05:00 UTC+8, and a full day later once 05:00 is reached', () => {
    expect(nextBusinessDayStart(JUST_BEFORE)).toBe(ROLLOVER)
    expect(nextBusinessDayStart(ROLLOVER)).toBe(ROLLOVER + 24 * 60 * 60 * 1000)
    expect(nextBusinessDayStart(ROLLOVER + 12 * 60 * 60 * 1000)).toBe(ROLLOVER + 24 * 60 * 60 * 1000)
  })
})
