import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiNotice } from '../../src/api/client'
import { forgetRecords, records } from '../../src/data/records'
import type { AtlasCacheRequest } from '../../src/db/atlasCache'
import { atlasCacheKey, atlasLookupPrefix, readAtlas, saveAtlas } from '../../src/db/atlasCache'
import { db } from '../../src/db/database'
import { sweepBusinessDay } from '../../src/db/sweep'
import { atlasRead, atlasResult } from '../../src/features/restaurants/atlasRead'
import { type LocalApi, pointAppAt, startLocalApi, unusedApiBase } from './helpers/localApi'
import { atlasRestaurant } from './helpers/menuFixtures'
import { resetDatabase } from './helpers/resetDatabase'

// 2025-03-10 12:34:56 at UTC+8 (business day 2025-03-10).
const NOON = Date.UTC(2025, 2, 10, 4, 34, 56)
const MINUTE = 60_000
// 2025-03-11 05:00:00 at UTC+8: the next business day.
const NEXT_DAY = Date.UTC(2025, 2, 10, 21, 0, 0)

beforeEach(resetDatabase)

describe('atlas cache keys', () => {
  it('name the lookup, the position and the minute at UTC+8', () => {
    expect(atlasCacheKey({ brandId: 1, type: 1 }, NOON)).toBe('atlas|1||1||2025-03-10 12:34')
    expect(atlasCacheKey({ brandId: 1, restaurantId: 5, type: 2, mapX: 114.1551, mapY: 22.2823 }, NOON)).toBe(
      'atlas|1|5|2|114.1551,22.2823|2025-03-10 12:34',
    )
    // The same minute gives the same key; the next minute another.
    expect(atlasCacheKey({ brandId: 1 }, NOON + 3000)).toBe(atlasCacheKey({ brandId: 1 }, NOON))
    expect(atlasCacheKey({ brandId: 1 }, NOON + MINUTE)).not.toBe(atlasCacheKey({ brandId: 1 }, NOON))
  })

  it('keep lookups of other brands, restaurants and services apart', () => {
    const prefixes = new Set(
      [
        { brandId: 1 },
        { brandId: 1, type: 1 },
        { brandId: 1, type: 2 },
        { brandId: 1, restaurantId: 5 },
        { brandId: 12 },
      ].map(atlasLookupPrefix),
    )
    expect(prefixes.size).toBe(5)
    // "brand 1" is not a prefix of "brand 12".
    expect(atlasLookupPrefix({ brandId: 12 }).startsWith(atlasLookupPrefix({ brandId: 1 }))).toBe(false)
  })
})

describe('saveAtlas and readAtlas', () => {
  it('store the answer with its brand and business day, and read it back', async () => {
    const list = [
      atlasRestaurant(1),
      atlasRestaurant(2, { closed: true, openState: 'closed', openStatus: 0 }),
    ]
    await saveAtlas({ brandId: 1, type: 1 }, list, NOON)
    const stored = await db.atlasCache.toArray()
    expect(stored).toEqual([
      { key: 'atlas|1||1||2025-03-10 12:34', brandId: 1, day: '2025-03-10', data: list, savedAt: NOON },
    ])
    expect(await readAtlas({ brandId: 1, type: 1 }, NOON + MINUTE)).toEqual({
      restaurants: list,
      savedAt: NOON,
    })
  })

  it('replace older entries of the same lookup (earlier minutes, other positions) on save', async () => {
    await saveAtlas({ brandId: 1, type: 1 }, [atlasRestaurant(1)], NOON)
    await saveAtlas({ brandId: 1, type: 1, mapX: 114.2, mapY: 22.3 }, [atlasRestaurant(2)], NOON + MINUTE)
    await saveAtlas({ brandId: 1, type: 1, mapX: 114.2, mapY: 22.3 }, [atlasRestaurant(3)], NOON + 2 * MINUTE)
    expect((await db.atlasCache.toArray()).map((entry) => entry.key)).toEqual([
      'atlas|1||1|114.2,22.3|2025-03-10 12:36',
    ])
    // Offline, a lookup without a position gets the last list of the same lookup.
    expect(
      (await readAtlas({ brandId: 1, type: 1 }, NOON + 3 * MINUTE))?.restaurants.map((r) => r.id),
    ).toEqual([3])
  })

  it('keep the other service list and other brands; drop the brand’s entries of earlier days', async () => {
    await saveAtlas({ brandId: 1, type: 1 }, [atlasRestaurant(1)], NOON)
    await saveAtlas({ brandId: 1, type: 2 }, [atlasRestaurant(2)], NOON)
    await saveAtlas({ brandId: 7, type: 1 }, [atlasRestaurant(7)], NOON)
    await saveAtlas({ brandId: 1, restaurantId: 5 }, [atlasRestaurant(5)], NOON)
    expect(await db.atlasCache.count()).toBe(4)

    await saveAtlas({ brandId: 1, type: 2 }, [atlasRestaurant(9)], NEXT_DAY)
    expect((await db.atlasCache.toArray()).map((entry) => entry.key).sort()).toEqual([
      'atlas|1||2||2025-03-11 05:00',
      'atlas|7||1||2025-03-10 12:34',
    ])
  })

  it('read nothing of an earlier business day, before the 05:00 sweep removes it', async () => {
    await saveAtlas({ brandId: 1, type: 1 }, [atlasRestaurant(1)], NOON)
    expect(await readAtlas({ brandId: 1, type: 1 }, NEXT_DAY - 1000)).toBeDefined()
    expect(await readAtlas({ brandId: 1, type: 1 }, NEXT_DAY)).toBeUndefined()
    expect(await readAtlas({ brandId: 1, type: 2 }, NOON)).toBeUndefined()
    await sweepBusinessDay(NEXT_DAY)
    expect(await db.atlasCache.count()).toBe(0)
  })
})

/** What a list screen opening on the request shows once the network has answered (or could not). */
async function loadAtlas(request: AtlasCacheRequest) {
  return atlasResult(await records.loadFresh(atlasRead(request)))
}

describe('the atlas record (the lists’ use of the cache)', () => {
  let api: LocalApi
  let notices: ApiNotice[]
  let restore: () => void

  beforeAll(async () => {
    api = await startLocalApi()
  })
  afterAll(() => api.close())
  beforeEach(() => {
    // Each test is a new page: nothing in memory, only what the device saved.
    forgetRecords()
    ;({ notices, restore } = pointAppAt(api))
  })
  afterEach(() => {
    restore()
  })

  it('sends brandId, type and the position (4 decimals) and keeps the answer', async () => {
    const list = [atlasRestaurant(1, { distance: 120 })]
    api.handler = () => ({ json: { success: true, code: 1, data: list } })
    const result = await loadAtlas({
      brandId: 1,
      restaurantId: 0,
      type: 1,
      mapX: 114.155123,
      mapY: 22.282349,
    })
    expect(result).toEqual({ restaurants: list, offline: false })
    const [seen] = api.seen
    expect(seen?.path).toBe('/api/restaurant/restaurantInfo/getRestaurantInfoAtlas')
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({
      brandId: '1',
      type: '1',
      mapX: '114.1551',
      mapY: '22.2823',
    })
    await expect.poll(() => db.atlasCache.count()).toBe(1)
  })

  it('offline, shows the saved list marked offline, without an error notice', async () => {
    const list = [atlasRestaurant(1)]
    api.handler = () => ({ json: { success: true, code: 1, data: list } })
    await loadAtlas({ brandId: 1, type: 2 })
    await expect.poll(() => db.atlasCache.count()).toBe(1)

    forgetRecords()
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const offline = await loadAtlas({ brandId: 1, type: 2 })
    expect(offline).toMatchObject({ restaurants: list, offline: true, savedAt: expect.any(Number) })
    expect(await loadAtlas({ brandId: 1, type: 1 })).toEqual({
      restaurants: [],
      offline: true,
      savedAt: undefined,
    })
    expect(notices).toEqual([])
  })

  it('gives an empty list, not an error, when the lookup fails on the server', async () => {
    api.handler = () => ({
      json: { success: false, code: 0, errCode: 'BRAND.NOT_FOUND', errMsg: 'Unknown brand' },
    })
    expect(await loadAtlas({ brandId: 99, type: 1 })).toEqual({ restaurants: [], offline: false })
    forgetRecords()
    api.handler = () => ({ status: 500, json: { success: false, code: 0, errCode: 'INTERNAL' } })
    expect(await loadAtlas({ brandId: 99, type: 1 })).toEqual({ restaurants: [], offline: false })
    expect(notices).toEqual([])
    expect(await db.atlasCache.count()).toBe(0)
  })
})
