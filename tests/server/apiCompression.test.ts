import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressApiAnswers } from '../../server/http/apiCompression'
import type { AppEnv } from '../../server/http/context'
import { BACKENDS, demoIds, startTestApp, type TestApp } from './harness'
import { decodedJson, listenApp, wireCall } from './wire'

/**
 * API answers on the wire (docs/api.md "Compression"): 1 KB or more goes brotli- or gzip-compressed
 * as Accept-Encoding allows, with Vary and the compressed length; anything smaller, or a client
 * that accepts no encoding, gets the answer as it is.
 */

const LIST = '/api/restaurant/public/brand/getBrandRestaurantList'
const BROWSER = 'gzip, deflate, br'

describe('API answers compressed as the client accepts', () => {
  let t: TestApp
  let server: Awaited<ReturnType<typeof listenApp>>
  let list: string
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!)
    server = await listenApp(t.app)
    list = `${LIST}?brandId=${(await demoIds(t.app)).demoId}`
  })
  afterAll(async () => {
    await server.close()
    await t.close()
  })

  it('sends brotli to a browser and the same JSON as the uncompressed answer, with Vary and its length', async () => {
    const plain = await wireCall(server.origin, list)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.bytes.byteLength).toBeGreaterThan(1024)

    const br = await wireCall(server.origin, list, { headers: { 'accept-encoding': BROWSER } })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.bytes.byteLength)
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 2)
    expect(decodedJson(br)).toEqual(decodedJson(plain))
  })

  it.each([
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=2', undefined],
  ])('answers Accept-Encoding %j with %s', async (accept, encoding) => {
    const answer = await wireCall(server.origin, list, { headers: { 'accept-encoding': accept } })
    expect(answer.headers['content-encoding']).toBe(encoding)
    expect(decodedJson(answer)).toMatchObject({ success: true, code: 1 })
  })

  it('sends an answer under 1 KB as it is, even to a client accepting brotli', async () => {
    const missing = await wireCall(server.origin, '/api/restaurant/no/such/call', {
      headers: { 'accept-encoding': BROWSER },
    })
    expect(missing.status).toBe(404)
    expect(missing.bytes.byteLength).toBeLessThan(1024)
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(missing.headers.vary).toBe('Accept-Encoding')
    expect(decodedJson(missing)).toMatchObject({ success: false, errCode: 'NOT_FOUND' })
  })

  it('answers HEAD without a body or an encoding', async () => {
    const head = await wireCall(server.origin, list, {
      method: 'HEAD',
      headers: { 'accept-encoding': BROWSER },
    })
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.bytes.byteLength).toBe(0)
  })
})

describe('compressApiAnswers leaves alone what must not be compressed', () => {
  const png = new Uint8Array(4096).fill(7)
  const app = new Hono<AppEnv>()
    .use('*', compressApiAnswers)
    .get('/json/:size', (c) => c.json({ text: 'x'.repeat(Number(c.req.param('size')) - 11) }))
    .get('/png', (c) => c.body(png, 200, { 'Content-Type': 'image/png' }))
    .get('/encoded', (c) =>
      c.body(png, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }),
    )
    .get('/empty', (c) => c.body(null, 204))
  const get = async (path: string) => {
    const res = await app.request(path, { headers: { 'accept-encoding': BROWSER } })
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
  }

  it('compresses from 1 KB on: 1023 bytes go as they are, 1024 are compressed', async () => {
    const below = await get('/json/1023')
    expect(below.bytes.byteLength).toBe(1023)
    expect(below.res.headers.get('content-encoding')).toBeNull()
    const at = await get('/json/1024')
    expect(at.res.headers.get('content-encoding')).toBe('br')
    expect(at.bytes.byteLength).toBeLessThan(100)
  })

  it('sends images, answers already encoded and empty answers untouched', async () => {
    const image = await get('/png')
    expect(image.res.headers.get('content-encoding')).toBeNull()
    expect(image.bytes).toEqual(png)
    const encoded = await get('/encoded')
    expect(encoded.res.headers.get('content-encoding')).toBe('gzip')
    expect(encoded.bytes).toEqual(png)
    const empty = await get('/empty')
    expect(empty.res.status).toBe(204)
    expect(empty.res.headers.get('content-encoding')).toBeNull()
    expect(empty.bytes.byteLength).toBe(0)
  })
})
