import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedClientOf } from '../../server/db/open'
import { menuCacheStats } from '../../server/services/restaurant/shopMenu'
import { BACKENDS } from './harness'
import { foodNamed, loadMenu, useMenuApp } from './menuHelpers'
import { decodedJson, listenApp, wireCall } from './wire'

/**
 * POST food/shopMenuNew on the wire (docs/api.md): the compressed answer decodes to the same
 * envelope, the compressed bytes are made once per menu revision and encoding, and a client that
 * sends the menu's ETag back in If-None-Match gets a 304 without a body while the menu is unchanged.
 */

const MENU = '/api/restaurant/food/shopMenuNew'
const BROWSER = 'gzip, deflate, br'
const BUN = 'Pineapple Bun with Butter'

describe.each(BACKENDS)('the menu answer on the wire on $name', (backend) => {
  const s = useMenuApp(backend)
  let server: Awaited<ReturnType<typeof listenApp>>
  beforeAll(async () => {
    server = await listenApp(s.t.app)
  })
  afterAll(() => server.close())

  const menuCall = (headers: Record<string, string> = {}, json: Record<string, unknown> = {}) =>
    wireCall(server.origin, MENU, { json: { restaurantId: s.ids.centralId, menuType: 1, ...json }, headers })

  it('sends brotli or gzip decoding to the same envelope, with a strong ETag of the version', async () => {
    const plain = await menuCall()
    expect(plain.headers['content-encoding']).toBeUndefined()
    const version = (decodedJson(plain) as { data: { version: string } }).data.version
    expect(plain.headers.etag).toBe(`"${version}"`)
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ]) {
      const packed = await menuCall({ 'accept-encoding': accept! })
      expect(packed.headers['content-encoding']).toBe(encoding)
      expect(packed.headers.vary).toBe('Accept-Encoding')
      expect(packed.headers.etag).toBe(plain.headers.etag)
      expect(Number(packed.headers['content-length'])).toBe(packed.bytes.byteLength)
      expect(packed.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 4)
      expect(decodedJson(packed)).toEqual(decodedJson(plain))
    }
  })

  it('compresses each revision once per encoding and sends the same bytes again', async () => {
    const bun = foodNamed(await loadMenu(s.t.app, s.ids.centralId, 1), BUN)
    const compressions = () => menuCacheStats(s.t.db).compressions
    await s.t.db.execute(sql`update foods set price = '18.50' where id = ${bun.id}`)
    try {
      const before = compressions()
      const first = await menuCall({ 'accept-encoding': BROWSER })
      const again = await menuCall({ 'accept-encoding': BROWSER })
      expect(again.bytes.equals(first.bytes)).toBe(true)
      expect(compressions()).toBe(before + 1)
      await menuCall({ 'accept-encoding': 'gzip' })
      await menuCall({ 'accept-encoding': 'gzip' })
      await menuCall()
      expect(compressions()).toBe(before + 2)
    } finally {
      await s.t.db.execute(sql`update foods set price = ${bun.price} where id = ${bun.id}`)
    }
    // The write made a new revision: its answer is compressed anew, once.
    const restored = compressions()
    await menuCall({ 'accept-encoding': BROWSER })
    await menuCall({ 'accept-encoding': BROWSER })
    expect(compressions()).toBe(restored + 1)
  })

  it('answers 304 without a body to If-None-Match naming the current ETag, in any of its forms', async () => {
    const first = await menuCall({ 'accept-encoding': BROWSER })
    const etag = first.headers.etag!
    for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`, '*']) {
      const repeat = await menuCall({ 'accept-encoding': BROWSER, 'if-none-match': ifNoneMatch })
      expect(repeat.status).toBe(304)
      expect(repeat.bytes.byteLength).toBe(0)
      expect(repeat.headers.etag).toBe(etag)
      expect(repeat.headers.vary).toBe('Accept-Encoding')
      expect(repeat.headers['content-encoding']).toBeUndefined()
    }
  })

  it('answers a stale ETag with the whole menu, and the old ETag with it once the menu changed', async () => {
    const stale = await menuCall({ 'accept-encoding': BROWSER, 'if-none-match': '"not-the-version"' })
    expect(stale.status).toBe(200)
    expect(decodedJson(stale)).toMatchObject({ success: true, data: { unchanged: false } })

    const menu = await loadMenu(s.t.app, s.ids.centralId, 1)
    const bun = foodNamed(menu, BUN)
    await s.t.db.execute(sql`update foods set remaining_number = 3, surplus_num = 3 where id = ${bun.id}`)
    try {
      const changed = await menuCall({ 'if-none-match': `"${menu.version}"` })
      expect(changed.status).toBe(200)
      expect(changed.headers.etag).not.toBe(`"${menu.version}"`)
      const data = (decodedJson(changed) as { data: Parameters<typeof foodNamed>[0] }).data
      expect(foodNamed(data, BUN).surplusNum).toBe(3)
    } finally {
      await s.t.db.execute(sql`update foods set remaining_number = ${bun.remainingNumber},
        surplus_num = ${bun.surplusNum} where id = ${bun.id}`)
    }
  })

  it('still validates the body of a conditional request', async () => {
    const first = await menuCall()
    const bad = await wireCall(server.origin, MENU, {
      json: { restaurantId: 'x', menuType: 1 },
      headers: { 'if-none-match': first.headers.etag! },
    })
    expect(bad.status).toBe(400)
    expect(decodedJson(bad)).toMatchObject({ errCode: 'VALIDATION', field: 'restaurantId' })
  })

  it('sends the short "unchanged" answer as it is', async () => {
    const version = (decodedJson(await menuCall()) as { data: { version: string } }).data.version
    const unchanged = await menuCall({ 'accept-encoding': BROWSER }, { version })
    expect(unchanged.headers['content-encoding']).toBeUndefined()
    expect(decodedJson(unchanged)).toMatchObject({ data: { unchanged: true, categories: [] } })
  })
})

describe('the embedded database: a write by any path is in the next menu answer', () => {
  const s = useMenuApp(BACKENDS[0]!)

  it('sees writes made on the PGlite client itself, in and out of a transaction', async () => {
    const client = embeddedClientOf(s.t.db)!
    const menu = await loadMenu(s.t.app, s.ids.centralId, 1)
    const bun = foodNamed(menu, BUN)
    // Repeated reads with nothing written between them are answered from what the server knows.
    expect((await loadMenu(s.t.app, s.ids.centralId, 1)).version).toBe(menu.version)

    await client.exec(`update foods set price = '21.00' where id = ${bun.id}`)
    expect(foodNamed(await loadMenu(s.t.app, s.ids.centralId, 1), BUN).price).toBe('21.00')

    await client.transaction(async (tx) => {
      await tx.query('update foods set price = $1 where id = $2', ['22.00', bun.id])
    })
    expect(foodNamed(await loadMenu(s.t.app, s.ids.centralId, 1), BUN).price).toBe('22.00')

    await client.query('update foods set price = $1 where id = $2', [bun.price, bun.id])
    expect((await loadMenu(s.t.app, s.ids.centralId, 1)).version).toBe(menu.version)
  })
})
