import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DatabaseShopValueStore,
  RedisShopValueStore,
  type ShopValueStore,
} from '../../server/services/restaurant/shopValues'
import { MAX_SHOP_VALUE_BYTES, SHOP_VALUE_TTL_MS } from '../../src/domain/contract/menu'
import { MAX_SHOP_VALUE_KEYS_PER_OWNER } from '../../src/domain/shopValueKeys'
import { BACKENDS, type CallResult, call, startTestApp, type TestApp, UNKNOWN_ID } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'
import { type MenuIds, menuIds, tableCodes } from './menuHelpers'

const API = '/api/restaurant/shopRedis'
/** Seeded table QR codes (random per database), read in beforeAll: Central's tables A1–A4, Kwun Tong's B1. */
let CENTRAL_A1 = ''
let CENTRAL_A2 = ''
let CENTRAL_A3 = ''
let CENTRAL_A4 = ''
let KWUN_TONG_B1 = ''

type Member = Awaited<ReturnType<typeof registerMember>>

describe.each(BACKENDS)('restaurant/shopRedis on $name', (backend) => {
  let t: MemberTestApp
  let ids: MenuIds
  let alice: Member
  let bob: Member
  beforeAll(async () => {
    t = await startMemberApp(backend)
    ids = await menuIds(t.app)
    ;[CENTRAL_A1, CENTRAL_A2, CENTRAL_A3, CENTRAL_A4] = (await tableCodes(t.db, ids.centralId)) as [
      string,
      string,
      string,
      string,
    ]
    ;[KWUN_TONG_B1] = (await tableCodes(t.db, ids.kwunTongId)) as [string]
    alice = await registerMember(t)
    bob = await registerMember(t)
  })
  afterAll(() => t.close())

  const withToken = (token: string | undefined, locale = 'en') => ({
    'x-locale': locale,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  })
  const get = (key: string, restaurantId = ids.centralId, token?: string, locale?: string) =>
    call(t.app, `${API}/get`, { query: { restaurantId, key }, headers: withToken(token, locale) })
  const add = (key: string, value: unknown, restaurantId = ids.centralId, token?: string, locale?: string) =>
    call(t.app, `${API}/add`, { json: { restaurantId, key, value }, headers: withToken(token, locale) })
  const clear = (keys: unknown, restaurantId = ids.centralId, token?: string) =>
    call(t.app, `${API}/clear`, { json: { restaurantId, keys }, headers: withToken(token) })
  const table = (qrCode: string, name: string) => `table:${qrCode}:${name}`

  it('stores a table value per restaurant and key, and answers null for a missing one', async () => {
    const key = table(CENTRAL_A1, 'cart')
    expect((await get(key)).body).toEqual({ success: true, code: 1, data: null })
    const cart = JSON.stringify({ lines: [{ productId: 1, number: 2 }], note: '走冰 🧊' })
    const saved = await add(key, cart)
    expect(saved.body.data).toEqual({
      key,
      expiresAt: new Date(t.clock.now().getTime() + SHOP_VALUE_TTL_MS).toISOString(),
    })
    expect((await get(key)).body.data).toBe(cart)
    // A second add overwrites; a form body works too.
    await call(t.app, `${API}/add`, { form: { restaurantId: ids.centralId, key, value: '' } })
    expect((await get(key)).body.data).toBe('')
  })

  it('keeps a member value per restaurant, for that member only', async () => {
    const key = `member:${alice.memberId}:draft`
    expect((await add(key, 'central', ids.centralId, alice.token)).body.success).toBe(true)
    expect((await add(key, 'mong kok', ids.mongKokId, alice.token)).body.success).toBe(true)
    expect((await get(key, ids.centralId, alice.token)).body.data).toBe('central')
    expect((await get(key, ids.mongKokId, alice.token)).body.data).toBe('mong kok')
    expect((await clear([key], ids.centralId, alice.token)).body.data).toEqual({ cleared: 1 })
    expect((await get(key, ids.mongKokId, alice.token)).body.data).toBe('mong kok')
  })

  it('expires a value 24 h after it was last written', async () => {
    const key = table(CENTRAL_A2, 'expiring')
    await add(key, 'v1')
    t.clock.advance(SHOP_VALUE_TTL_MS - 1000)
    expect((await get(key)).body.data).toBe('v1')
    await add(key, 'v2')
    t.clock.advance(SHOP_VALUE_TTL_MS - 1000)
    expect((await get(key)).body.data).toBe('v2')
    t.clock.advance(1000)
    expect((await get(key)).body.data).toBeNull()
  })

  it('clears keys given as a list or as a,b text, counting the live ones removed', async () => {
    const [k1, k2, k3] = ['k1', 'k2', 'k3'].map((name) => table(CENTRAL_A2, name)) as [string, string, string]
    await add(k1, '1')
    await add(k2, '2')
    await add(k3, '3')
    const cleared = await clear([k1, k2, table(CENTRAL_A2, 'nothing')])
    expect(cleared.body).toEqual({ success: true, code: 1, data: { cleared: 2 } })
    expect((await get(k1)).body.data).toBeNull()
    const byForm = await call(t.app, `${API}/clear`, {
      form: { restaurantId: ids.centralId, keys: `${k3}, ${k2}` },
    })
    expect(byForm.body.data).toEqual({ cleared: 1 })
    expect((await get(k3)).body.data).toBeNull()
  })

  it('takes values up to 64 KB of UTF-8 and names a larger one', async () => {
    const key = table(CENTRAL_A2, 'big')
    const fits = 'a'.repeat(MAX_SHOP_VALUE_BYTES)
    expect((await add(key, fits)).body.success).toBe(true)
    expect((await get(key)).body.data).toHaveLength(MAX_SHOP_VALUE_BYTES)
    // 21 846 three-byte characters are 65 538 bytes.
    const res = await add(key, '奶'.repeat(21_846))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      errCode: 'VALIDATION',
      field: 'value',
      errMsg: 'The value is larger than 64 KB',
    })
    expect((await get(key)).body.data).toBe(fits)
  })

  it('answers RESTAURANT.NOT_FOUND for an unknown restaurant', async () => {
    const key = table(CENTRAL_A1, 'x')
    for (const res of [
      await get(key, UNKNOWN_ID),
      await add(key, 'y', UNKNOWN_ID),
      await clear([key], UNKNOWN_ID),
    ]) {
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    }
  })

  /** Every call with the key answers this refusal, and nothing was stored or removed. */
  async function expectRefused(
    key: string,
    expected: { status: number; errCode: string; errMsg: string },
    token?: string,
    restaurantId = ids.centralId,
  ) {
    const answers: CallResult[] = [
      await get(key, restaurantId, token),
      await add(key, 'value', restaurantId, token),
      await clear([key], restaurantId, token),
    ]
    const { status, ...body } = expected
    for (const res of answers) {
      expect(res.status, key).toBe(status)
      expect(res.body, key).toEqual({ success: false, code: 0, ...body })
    }
  }

  it('refuses keys that name no owner, and table keys of a QR code not of this restaurant', async () => {
    const keyForm = {
      status: 403,
      errCode: 'SHOP_VALUE.FORBIDDEN',
      errMsg: 'This key cannot be used: keys are table:<QR code>:<name> or member:<member id>:<name>',
    }
    for (const key of [
      'cart:A1',
      'k1',
      `table:${CENTRAL_A1}`,
      'table::cart',
      `tables:${CENTRAL_A1}:cart`,
      'member:abc:x',
      `member:0${alice.memberId}:x`,
      `member:${alice.memberId}:`,
    ]) {
      await expectRefused(key, keyForm, alice.token)
    }
    const notTable = {
      status: 403,
      errCode: 'SHOP_VALUE.FORBIDDEN',
      errMsg: 'This QR code is not a table of this restaurant',
    }
    await expectRefused(table(KWUN_TONG_B1, 'cart'), notTable)
    await expectRefused(table('demo-central-t99', 'cart'), notTable)
    // The same Kwun Tong code is a table of Kwun Tong.
    expect((await add(table(KWUN_TONG_B1, 'cart'), 'v', ids.kwunTongId)).body.success).toBe(true)
    // Translated.
    const zh = await get(table(KWUN_TONG_B1, 'cart'), ids.centralId, undefined, 'zh-hk')
    expect(zh.body.errMsg).toBe('此二維碼不屬於這間餐廳的餐桌')
  })

  it('lets only the member use a member key: 401 without a token, 403 with another member’s', async () => {
    const key = `member:${alice.memberId}:profile`
    await expectRefused(key, {
      status: 401,
      errCode: 'AUTH.UNAUTHORIZED',
      errMsg: 'Please log in first.',
    })
    await expectRefused(
      key,
      { status: 403, errCode: 'SHOP_VALUE.FORBIDDEN', errMsg: 'This key belongs to another member' },
      bob.token,
    )
    expect((await add(key, 'mine', ids.centralId, alice.token)).body.success).toBe(true)
    // Bob cannot read or clear it, even among keys he may use; nothing is cleared then.
    const mixed = await clear([`member:${bob.memberId}:profile`, key], ids.centralId, bob.token)
    expect(mixed.status).toBe(403)
    expect((await get(key, ids.centralId, alice.token)).body.data).toBe('mine')
    // A revoked token is no token.
    const carol = await registerMember(t)
    const carolKey = `member:${carol.memberId}:x`
    expect((await add(carolKey, '1', ids.centralId, carol.token)).body.success).toBe(true)
    await as(t, carol.token, '/api/member/logout', { method: 'POST' })
    expect((await get(carolKey, ids.centralId, carol.token)).status).toBe(401)
  })

  it(`keeps at most ${MAX_SHOP_VALUE_KEYS_PER_OWNER} live values per table, with a clear error at the cap`, async () => {
    const key = (n: number) => table(CENTRAL_A3, `v${n}`)
    for (let n = 0; n < MAX_SHOP_VALUE_KEYS_PER_OWNER; n++) {
      expect((await add(key(n), String(n))).body.success, `add ${n}`).toBe(true)
    }
    const full = await add(key(99), 'one too many')
    expect(full.status).toBe(200)
    expect(full.body).toEqual({
      success: false,
      code: -1,
      errCode: 'SHOP_VALUE.LIMIT',
      errMsg: `This table or member already keeps ${MAX_SHOP_VALUE_KEYS_PER_OWNER} values. Clear one to save another.`,
    })
    expect((await get(key(99))).body.data).toBeNull()
    const zh = await add(key(99), 'x', ids.centralId, undefined, 'zh-cn')
    expect(zh.body.errMsg).toBe(
      `此餐桌或会员已保存 ${MAX_SHOP_VALUE_KEYS_PER_OWNER} 项数值，请先清除一项再保存。`,
    )
    // Overwriting a kept key still works; another table has its own allowance.
    expect((await add(key(0), 'changed')).body.success).toBe(true)
    expect((await add(table(CENTRAL_A4, 'cart'), 'x')).body.success).toBe(true)
    // Clearing one makes room for one.
    await clear([key(1)])
    expect((await add(key(99), 'now it fits')).body.success).toBe(true)
    expect((await add(key(100), 'but not two')).body.errCode).toBe('SHOP_VALUE.LIMIT')
    // Expired values do not count.
    t.clock.advance(SHOP_VALUE_TTL_MS)
    expect((await add(key(100), 'after a day')).body.success).toBe(true)
  })

  it('counts a member’s values across restaurants, and concurrent adds never pass the cap', async () => {
    const dave = await registerMember(t)
    const key = (n: number) => `member:${dave.memberId}:v${n}`
    const half = MAX_SHOP_VALUE_KEYS_PER_OWNER / 2
    for (let n = 0; n < half; n++) await add(key(n), 'x', ids.centralId, dave.token)
    const racing = await Promise.all(
      Array.from({ length: MAX_SHOP_VALUE_KEYS_PER_OWNER }, (_, i) =>
        add(key(half + i), 'y', ids.mongKokId, dave.token),
      ),
    )
    expect(racing.filter((res) => res.body.success)).toHaveLength(half)
    expect(racing.filter((res) => res.body.errCode === 'SHOP_VALUE.LIMIT')).toHaveLength(half)
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
        ? await call(t.app, `${API}/get`, { query: params as Record<string, string | number> })
        : await call(t.app, `${API}/${call_}`, { json: params })
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
    const [a, b] = ['table:t-1:a', 'table:t-1:b']
    expect(await store.set(restaurantId, a, 'one', 200, now, 5)).toBe(true)
    await store.set(restaurantId, a, 'two', 200, now, 5)
    await store.set(restaurantId, b, 'three', 200, now, 5)
    expect(await store.get(restaurantId, a, now)).toBe('two')
    expect(await store.get(restaurantId + 1, a, now)).toBeNull()
    expect(await store.clear(restaurantId, [a, 'table:t-1:missing'], now)).toBe(1)
    expect(await store.get(restaurantId, a, now)).toBeNull()
    if (backend) {
      expect(await store.get(restaurantId, b, new Date(now.getTime() + 200))).toBeNull()
    } else {
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await store.get(restaurantId, b, new Date())).toBeNull()
    }
  })

  it('keeps at most the limit of live values per owner, also under concurrent writes', async () => {
    const now = new Date()
    const owner = `member:${Math.floor(Math.random() * 1e9) + 1}`
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) => store.set(restaurantId, `${owner}:v${n}`, 'x', 60_000, now, 5)),
    )
    expect(results.filter(Boolean)).toHaveLength(5)
    // Overwriting a kept value fits; a new one does not, until one is cleared.
    const kept = results.indexOf(true)
    expect(await store.set(restaurantId, `${owner}:v${kept}`, 'y', 60_000, now, 5)).toBe(true)
    expect(await store.set(restaurantId, `${owner}:new`, 'y', 60_000, now, 5)).toBe(false)
    expect(await store.clear(restaurantId, [`${owner}:v${kept}`], now)).toBe(1)
    expect(await store.set(restaurantId, `${owner}:new`, 'y', 60_000, now, 5)).toBe(true)
    // Another owner is not affected.
    expect(await store.set(restaurantId, `${owner}0:v0`, 'z', 60_000, now, 5)).toBe(true)
  })
})
