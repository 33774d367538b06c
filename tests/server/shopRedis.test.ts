import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DatabaseShopValueStore,
  RedisShopValueStore,
  type ShopValueStore,
} from '../../server/services/restaurant/shopValues'
import { MAX_SHOP_VALUE_BYTES, SHOP_VALUE_TTL_MS } from '../../src/domain/menuApi'
import { BACKENDS, call, startTestApp, type TestApp, UNKNOWN_ID } from './harness'
import { TestClock } from './memberHelpers'
import { menuIds, useMenuApp } from './menuHelpers'

const API = '/api/restaurant/shopRedis'

describe.each(BACKENDS)('restaurant/shopRedis on $name', (backend) => {
  const clock = new TestClock()
  const s = useMenuApp(backend, { member: { now: clock.now } })

  const get = (key: string, restaurantId: number = s.ids.centralId) =>
    call(s.t.app, `${API}/get`, { query: { restaurantId, key } })
  const add = (key: string, value: unknown, restaurantId: number = s.ids.centralId) =>
    call(s.t.app, `${API}/add`, { json: { restaurantId, key, value } })

  it('stores a value per restaurant and key, and answers null for a missing one', async () => {
    expect((await get('cart:A1')).body).toEqual({ success: true, code: 1, data: null })
    const cart = JSON.stringify({ lines: [{ productId: 1, number: 2 }], note: '走冰 🧊' })
    const saved = await add('cart:A1', cart)
    expect(saved.body.data).toEqual({
      key: 'cart:A1',
      expiresAt: new Date(clock.now().getTime() + SHOP_VALUE_TTL_MS).toISOString(),
    })
    expect((await get('cart:A1')).body.data).toBe(cart)
    // Keys are scoped per restaurant.
    expect((await get('cart:A1', s.ids.mongKokId)).body.data).toBeNull()
    await add('cart:A1', 'other shop', s.ids.mongKokId)
    expect((await get('cart:A1')).body.data).toBe(cart)
    // A second add overwrites; a form body works too.
    await call(s.t.app, `${API}/add`, { form: { restaurantId: s.ids.centralId, key: 'cart:A1', value: '' } })
    expect((await get('cart:A1')).body.data).toBe('')
  })

  it('expires a value 24 h after it was last written', async () => {
    await add('table:A2', 'v1')
    clock.advance(SHOP_VALUE_TTL_MS - 1000)
    expect((await get('table:A2')).body.data).toBe('v1')
    await add('table:A2', 'v2')
    clock.advance(SHOP_VALUE_TTL_MS - 1000)
    expect((await get('table:A2')).body.data).toBe('v2')
    clock.advance(1000)
    expect((await get('table:A2')).body.data).toBeNull()
  })

  it('clears keys given as a list or as a,b text, counting the live ones removed', async () => {
    await add('k1', '1')
    await add('k2', '2')
    await add('k3', '3')
    const cleared = await call(s.t.app, `${API}/clear`, {
      json: { restaurantId: s.ids.centralId, keys: ['k1', 'k2', 'nothing'] },
    })
    expect(cleared.body).toEqual({ success: true, code: 1, data: { cleared: 2 } })
    expect((await get('k1')).body.data).toBeNull()
    const byForm = await call(s.t.app, `${API}/clear`, {
      form: { restaurantId: s.ids.centralId, keys: 'k3, k2' },
    })
    expect(byForm.body.data).toEqual({ cleared: 1 })
    expect((await get('k3')).body.data).toBeNull()
  })

  it('takes values up to 64 KB of UTF-8 and names a larger one', async () => {
    const fits = 'a'.repeat(MAX_SHOP_VALUE_BYTES)
    expect((await add('big', fits)).body.success).toBe(true)
    expect((await get('big')).body.data).toHaveLength(MAX_SHOP_VALUE_BYTES)
    // 21 846 three-byte characters are 65 538 bytes.
    const res = await call(s.t.app, `${API}/add`, {
      json: { restaurantId: s.ids.centralId, key: 'big', value: '奶'.repeat(21_846) },
      headers: { 'X-Locale': 'en' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      errCode: 'VALIDATION',
      field: 'value',
      errMsg: 'The value is larger than 64 KB',
    })
    expect((await get('big')).body.data).toBe(fits)
  })

  it('answers RESTAURANT.NOT_FOUND for an unknown restaurant', async () => {
    for (const res of [
      await get('x', UNKNOWN_ID),
      await add('x', 'y', UNKNOWN_ID),
      await call(s.t.app, `${API}/clear`, { json: { restaurantId: UNKNOWN_ID, keys: ['x'] } }),
    ]) {
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    }
  })

  it.each([
    ['get', { key: 'a' }, 'restaurantId'],
    ['get', { restaurantId: 1 }, 'key'],
    ['get', { restaurantId: 1, key: 'has space' }, 'key'],
    ['get', { restaurantId: 1, key: 'k'.repeat(129) }, 'key'],
    ['add', { restaurantId: 1, key: 'a' }, 'value'],
    ['add', { restaurantId: 1, key: 'a', value: 5 }, 'value'],
    ['add', { restaurantId: 1, key: 'a/b', value: 'x' }, 'key'],
    ['clear', { restaurantId: 1 }, 'keys'],
    ['clear', { restaurantId: 1, keys: [] }, 'keys'],
    ['clear', { restaurantId: 1, keys: ['ok', 'not ok'] }, 'keys'],
    ['clear', { restaurantId: 1, keys: Array.from({ length: 101 }, (_, i) => `k${i}`) }, 'keys'],
  ])('%s names the bad parameter of %o', async (call_, params, field) => {
    const res =
      call_ === 'get'
        ? await call(s.t.app, `${API}/get`, { query: params as Record<string, string | number> })
        : await call(s.t.app, `${API}/${call_}`, { json: params })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errCode: 'VALIDATION', field })
  })
})

/** The stores behind the calls: the database (PGlite, PostgreSQL) and Redis when TEST_REDIS_URL is set. */
const redisUrl = process.env.TEST_REDIS_URL
const STORES = [
  ...BACKENDS.map((backend) => ({ name: backend.name, backend })),
  ...(redisUrl ? [{ name: 'redis', backend: null }] : []),
]

describe.each(STORES)('shop value store on $name', ({ backend }) => {
  let t: TestApp | null = null
  let store: ShopValueStore
  let restaurantId: number
  beforeAll(async () => {
    if (backend) {
      t = await startTestApp(backend)
      store = new DatabaseShopValueStore(t.db)
      restaurantId = (await menuIds(t.app)).centralId
    } else {
      store = new RedisShopValueStore(redisUrl!, `shop:test:${Date.now()}:`)
      restaurantId = 1
    }
  })
  afterAll(async () => {
    await store.close()
    await t?.close()
  })

  it('sets, gets, overwrites, clears and expires', async () => {
    const now = new Date()
    await store.set(restaurantId, 'a', 'one', 200, now)
    await store.set(restaurantId, 'a', 'two', 200, now)
    await store.set(restaurantId, 'b', 'three', 200, now)
    expect(await store.get(restaurantId, 'a', now)).toBe('two')
    expect(await store.get(restaurantId + 1, 'a', now)).toBeNull()
    expect(await store.clear(restaurantId, ['a', 'missing'], now)).toBe(1)
    expect(await store.get(restaurantId, 'a', now)).toBeNull()
    if (backend) {
      expect(await store.get(restaurantId, 'b', new Date(now.getTime() + 200))).toBeNull()
    } else {
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await store.get(restaurantId, 'b', new Date())).toBeNull()
    }
  })
})
