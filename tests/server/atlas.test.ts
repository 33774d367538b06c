import { describe, expect, it } from 'vitest'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { TestClock } from './memberHelpers'
import { useMenuApp } from './menuHelpers'

const ATLAS = '/api/restaurant/restaurantInfo/getRestaurantInfoAtlas'

/** Independent great-circle distance (spherical law of cosines), metres. */
function cosineDistance(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180
  const cos =
    Math.sin(lat1 * rad) * Math.sin(lat2 * rad) +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lon2 - lon1) * rad)
  return 6_371_008.8 * Math.acos(Math.min(1, cos))
}

describe.each(BACKENDS)('restaurant/restaurantInfo/getRestaurantInfoAtlas on $name', (backend) => {
  // 12:00 in Hong Kong, within every seeded restaurant's hours (tests/server/shopInfo.test.ts moves it).
  const s = useMenuApp(backend, { member: { now: new TestClock().now } })

  const atlas = (query: Record<string, string | number>) => call(s.t.app, ATLAS, { query })

  it('lists the brand with status and no distance, by id, without a position', async () => {
    const res = await atlas({ brandId: s.ids.demoId })
    expect(res.body).toMatchObject({ success: true, code: 1 })
    const list = res.body.data as Record<string, unknown>[]
    expect(list.map((r) => r.id)).toEqual(
      [s.ids.centralId, s.ids.mongKokId, s.ids.tsimShaTsuiId, s.ids.kwunTongId].sort((a, b) => a - b),
    )
    const byId = new Map(list.map((r) => [r.id, r]))
    expect(byId.get(s.ids.centralId)).toMatchObject({ openState: 'open', closed: false, distance: null })
    expect(byId.get(s.ids.mongKokId)).toMatchObject({ openStatus: 2, openState: 'busy', closed: false })
    expect(byId.get(s.ids.tsimShaTsuiId)).toMatchObject({ openStatus: 0, openState: 'closed', closed: true })
    expect(byId.get(s.ids.kwunTongId)).toMatchObject({
      openStatus: 4,
      openState: 'unavailable',
      closed: false,
      mapX: null,
      mapY: null,
    })
    // The brand list's restaurant (BrandRestaurant) plus the status and distance.
    const listed = await call(s.t.app, '/api/restaurant/public/brand/getBrandRestaurantList', {
      query: { brandId: s.ids.demoId },
    })
    expect(Object.keys(byId.get(s.ids.centralId)!).sort()).toEqual(
      [...Object.keys(listed.body.data[0]), 'closed', 'distance', 'opensAt', 'openState'].sort(),
    )
  })

  it('gives metres from the diner and sorts nearest first, restaurants without a position last', async () => {
    // The diner stands at the Tsim Sha Tsui shop.
    const res = await atlas({ brandId: s.ids.demoId, mapX: '114.1742', mapY: 22.2989 })
    const list = res.body.data as { id: number; distance: number | null; mapX: string; mapY: string }[]
    expect(list.map((r) => r.id)).toEqual([
      s.ids.tsimShaTsuiId,
      s.ids.mongKokId,
      s.ids.centralId,
      s.ids.kwunTongId,
    ])
    expect(list[0]!.distance).toBe(0)
    for (const restaurant of list.slice(1, 3)) {
      const expected = cosineDistance(114.1742, 22.2989, Number(restaurant.mapX), Number(restaurant.mapY))
      expect(Math.abs(restaurant.distance! - expected)).toBeLessThanOrEqual(1)
    }
    expect(list[2]!.distance).toBeGreaterThan(2_500)
    expect(list[2]!.distance).toBeLessThan(2_800)
    expect(list[3]!.distance).toBeNull()
  })

  it('filters by pick-up (type 1) or scan ordering (type 2); 0 or empty is every restaurant', async () => {
    const scan = await atlas({ brandId: s.ids.demoId, type: 2 })
    expect(scan.body.data.map((r: { id: number }) => r.id)).toEqual([s.ids.centralId, s.ids.kwunTongId])
    const pickup = await atlas({ brandId: s.ids.harbourId, type: 1 })
    expect(pickup.body.data.map((r: { id: number }) => r.id)).toEqual([s.ids.aberdeenId, s.ids.saiKungId])
    for (const type of [0, '']) {
      expect((await atlas({ brandId: s.ids.demoId, type })).body.data).toHaveLength(4)
    }
  })

  it('marks closed, in a list of one way of ordering, a shop whose state refuses it now', async () => {
    const closedOf = async (type: number) => {
      const list = (await atlas({ brandId: s.ids.demoId, type })).body.data as {
        id: number
        closed: boolean
      }[]
      return new Map(list.map((r) => [r.id, r.closed]))
    }
    const pickup = await closedOf(1)
    // Busy refuses delivery only; service unavailable (4) refuses pick-up too.
    expect(pickup.get(s.ids.mongKokId)).toBe(false)
    expect(pickup.get(s.ids.kwunTongId)).toBe(true)
    expect(pickup.get(s.ids.tsimShaTsuiId)).toBe(true)
    expect(pickup.get(s.ids.centralId)).toBe(false)
    // SPEC §4 does not check the shop state for scan orders.
    expect((await closedOf(2)).get(s.ids.kwunTongId)).toBe(false)
  })

  it('answers one restaurant by restaurantId (of the brand when both are given)', async () => {
    const one = await atlas({ restaurantId: s.ids.aberdeenId, mapX: '114.1545', mapY: '22.2477' })
    expect(one.body.data).toHaveLength(1)
    expect(one.body.data[0]).toMatchObject({ id: s.ids.aberdeenId, distance: 0, closed: false })
    const both = await atlas({ brandId: s.ids.demoId, restaurantId: s.ids.centralId })
    expect(both.body.data.map((r: { id: number }) => r.id)).toEqual([s.ids.centralId])
    const filteredOut = await atlas({ restaurantId: s.ids.mongKokId, type: 2 })
    expect(filteredOut.body).toMatchObject({ success: true, data: [] })
    const empty = await atlas({ brandId: '', restaurantId: s.ids.centralId })
    expect(empty.body.data).toHaveLength(1)
  })

  it('answers NOT_FOUND for unknown or mismatched ids', async () => {
    expect((await atlas({ brandId: UNKNOWN_ID })).body).toMatchObject({
      success: false,
      code: 0,
      errCode: 'BRAND.NOT_FOUND',
    })
    expect((await atlas({ restaurantId: UNKNOWN_ID })).body.errCode).toBe('RESTAURANT.NOT_FOUND')
    const mismatch = await atlas({ brandId: s.ids.harbourId, restaurantId: s.ids.centralId })
    expect(mismatch.status).toBe(200)
    expect(mismatch.body.errCode).toBe('RESTAURANT.NOT_FOUND')
  })

  it.each([
    [{}, 'brandId'],
    [{ brandId: 'abc' }, 'brandId'],
    [{ restaurantId: -1 }, 'restaurantId'],
    [{ brandId: 1, type: 3 }, 'type'],
    [{ brandId: 1, mapX: '114.17' }, 'mapY'],
    [{ brandId: 1, mapY: '22.3' }, 'mapX'],
    [{ brandId: 1, mapX: '181', mapY: '22.3' }, 'mapX'],
    [{ brandId: 1, mapX: '114', mapY: '22,3' }, 'mapY'],
    [{ brandId: 1, mapX: '114', mapY: '-91' }, 'mapY'],
  ])('names the bad parameter of %o', async (query, field) => {
    const res = await atlas(query as Record<string, string | number>)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
  })
})
