import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { geocoderUserAgent, NominatimGeocoder } from '../../server/providers/geocoder'
import { PoliteGeocoder } from '../../server/providers/geocoderPolicy'
import { DatabaseRateStore } from '../../server/providers/rateStore'
import { BACKENDS } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'

/**
 * GET gsa/geocode/reverse and gsa/geocode/search (docs/api.md "Geocoding") against a small
 * Nominatim-speaking server started here (the real one is not reachable from tests): its answers
 * become street addresses and suggestions; a provider that is down, slow, unreachable or talks
 * nonsense gives a success with no address or no suggestions, never a 500. Within Nominatim's usage
 * policy: the provider sees who asks, a lookup asked before is answered without it, and its
 * requests are spaced (here 200 ms apart, a 450 ms wait at most) with GEOCODE.BUSY past that.
 */

type Mode = 'ok' | 'down' | 'slow' | 'garbage'

/** Nominatim's jsonv2 shapes, as it answers for Central, Hong Kong. */
const QUEENS_ROAD = {
  lat: '22.2819',
  lon: '114.1580',
  display_name:
    "1, Queen's Road Central, Central, Central and Western District, Hong Kong Island, Hong Kong, China",
  address: { house_number: '1', road: "Queen's Road Central", suburb: 'Central', city: 'Hong Kong Island' },
}
/** The same place as Nominatim answers it in Chinese (Accept-Language zh-HK). */
const QUEENS_ROAD_ZH = {
  lat: '22.2819',
  lon: '114.1580',
  display_name: '1, 皇后大道中, 中環, 中西區, 香港島, 香港, 中國',
  address: { house_number: '1', road: '皇后大道中', suburb: '中環', city: '香港島' },
}
const PLACE_ONLY = {
  lat: '22.28',
  lon: '114.16',
  display_name: 'Statue Square, Central, Hong Kong, China',
  address: {},
}

/** One request the provider received, when (ms, its own clock) and with which headers. */
type Seen = { url: URL; at: number; headers: IncomingHttpHeaders }

function startProvider(): Promise<{
  server: Server
  url: string
  set: (mode: Mode) => void
  seen: URL[]
  log: Seen[]
}> {
  let mode: Mode = 'ok'
  const seen: URL[] = []
  const log: Seen[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider')
    seen.push(url)
    log.push({ url, at: performance.now(), headers: req.headers })
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(body)
    }
    if (mode === 'down') return send(503, '{"error":"overloaded"}')
    if (mode === 'garbage') return send(200, '<html>not json')
    const answer = () =>
      url.pathname === '/reverse'
        ? send(
            200,
            JSON.stringify(
              Number(url.searchParams.get('lat')) > 80
                ? { error: 'Unable to geocode' }
                : Number(url.searchParams.get('lat')) < -80
                  ? QUEENS_ROAD_ZH
                  : QUEENS_ROAD,
            ),
          )
        : send(
            200,
            JSON.stringify([QUEENS_ROAD, PLACE_ONLY, { lat: 'x', lon: '1', display_name: 'No position' }]),
          )
    if (mode === 'slow') setTimeout(answer, 1_500)
    else answer()
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, url: `http://127.0.0.1:${port}`, set: (next) => (mode = next), seen, log })
    }),
  )
}

const silent = pino({ level: 'silent' })
const USER_AGENT = geocoderUserAgent('ops@example.com')
/** The provider's requests at least this far apart; a lookup waits at most WAIT_MS for its turn. */
const INTERVAL_MS = 200
const WAIT_MS = 450
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A point asked nowhere else in this file (each is a new lookup, never kept before). */
let points = 0
const freshPoint = () => ({ lat: Number((22.25 + ++points / 1000).toFixed(3)), lng: 114.15 })

describe.each(BACKENDS)('geocoding on $name', (backend) => {
  let provider: Awaited<ReturnType<typeof startProvider>>
  let t: MemberTestApp
  let bare: MemberTestApp
  let token: string
  let bareToken: string

  beforeAll(async () => {
    provider = await startProvider()
    t = await startMemberApp(backend, {
      geocoder: new NominatimGeocoder(provider.url, USER_AGENT, 300),
      geocoderPolicy: { intervalMs: INTERVAL_MS, maxWaitMs: WAIT_MS },
    })
    bare = await startMemberApp(backend)
    token = (await registerMember(t)).token
    bareToken = (await registerMember(bare)).token
  })
  afterAll(async () => {
    await Promise.all([t.close(), bare.close()])
    await new Promise((resolve) => provider.server.close(resolve))
  })

  const reverse = (
    app = t,
    key = token,
    query: Record<string, string | number> = { lat: 22.2819, lng: 114.158 },
  ) => as(app, key, '/api/gsa/geocode/reverse', { query }, 'zh-hk')
  const search = (q: string, app = t, key = token) =>
    as(app, key, '/api/gsa/geocode/search', { query: { q } })

  it('turns a pin into a street address, asking in the diner’s language as this app', async () => {
    provider.set('ok')
    const res = await reverse()
    expect(res.body).toMatchObject({
      success: true,
      data: { address: "1 Queen's Road Central, Central, Hong Kong Island" },
    })
    const asked = provider.seen.at(-1)!
    expect(asked.pathname).toBe('/reverse')
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      lat: '22.2819',
      lon: '114.158',
      format: 'jsonv2',
    })
    const { headers } = provider.log.at(-1)!
    expect(headers['user-agent']).toBe(`shop-pwa/${pkg.version} (+ops@example.com)`)
    expect(headers['accept-language']).toBe('zh-HK,zh')
  })

  it('joins a Chinese answer the Chinese way: from the city down, without separators', async () => {
    provider.set('ok')
    expect((await reverse(t, token, { lat: -85, lng: 0 })).body).toMatchObject({
      success: true,
      data: { address: '香港島中環皇后大道中1號' },
    })
  })

  it('answers no address where the provider knows none', async () => {
    provider.set('ok')
    expect((await reverse(t, token, { lat: 85, lng: 0 })).body).toMatchObject({
      success: true,
      data: { address: null },
    })
  })

  it('offers suggestions for typed text: street addresses with positions, unplaced ones left out', async () => {
    provider.set('ok')
    const res = await search('Queen’s Road Central')
    expect(res.body).toMatchObject({
      success: true,
      data: {
        suggestions: [
          { label: "1 Queen's Road Central, Central, Hong Kong Island", lat: 22.2819, lng: 114.158 },
          { label: 'Statue Square, Central, Hong Kong, China', lat: 22.28, lng: 114.16 },
        ],
      },
    })
    expect(provider.seen.at(-1)!.searchParams.get('q')).toBe('Queen’s Road Central')
  })

  it.each<Mode>(['down', 'slow', 'garbage'])(
    'a provider that is %s: a clean answer, no address, no suggestions',
    async (mode) => {
      provider.set(mode)
      const started = Date.now()
      const [where, what] = await Promise.all([reverse(t, token, freshPoint()), search(`Queen Road ${mode}`)])
      expect(where.status).toBe(200)
      expect(where.body).toEqual({ success: true, code: 1, data: { address: null } })
      expect(what.body).toEqual({ success: true, code: 1, data: { suggestions: [] } })
      expect(Date.now() - started).toBeLessThan(1_400)
    },
  )

  it('asks the provider once for a lookup: the same point, text and language are answered from the cache', async () => {
    provider.set('ok')
    const point = freshPoint()
    const asked = provider.log.length
    const first = await reverse(t, token, point)
    expect(first.body).toMatchObject({
      success: true,
      data: { address: "1 Queen's Road Central, Central, Hong Kong Island" },
    })
    expect(provider.log.length).toBe(asked + 1)
    // Again, and within a metre (5 decimals): the kept answer, the provider not asked.
    expect((await reverse(t, token, point)).body).toEqual(first.body)
    expect(
      (await reverse(t, token, { lat: (point.lat + 0.000_001).toFixed(6), lng: point.lng })).body,
    ).toEqual(first.body)
    expect(provider.log.length).toBe(asked + 1)

    const typed = await search('Cached   Queen Road')
    expect(typed.body.data.suggestions).toHaveLength(2)
    // The same text however spaced or cased, and concurrently: still the one request.
    const again = await Promise.all([search(' cached queen road '), search('CACHED QUEEN ROAD')])
    expect(again.map((res) => res.body)).toEqual([typed.body, typed.body])
    expect(provider.log.length).toBe(asked + 2)
    expect(provider.log.at(-1)!.url.searchParams.get('q')).toBe('Cached Queen Road')

    // Another language is another answer.
    await as(t, token, '/api/gsa/geocode/reverse', { query: point }, 'en')
    expect(provider.log.length).toBe(asked + 3)
  })

  it('keeps no failure: after the provider was down, the same lookup asks it again', async () => {
    const point = freshPoint()
    provider.set('down')
    expect((await reverse(t, token, point)).body).toMatchObject({ data: { address: null } })
    provider.set('ok')
    expect((await reverse(t, token, point)).body).toMatchObject({
      data: { address: "1 Queen's Road Central, Central, Hong Kong Island" },
    })
  })

  it('spaces the provider’s requests in order, and answers GEOCODE.BUSY in the diner’s language past the wait', async () => {
    provider.set('ok')
    await pause(INTERVAL_MS)
    const asked = provider.log.length
    // Five new points at once: turns at 0, 200 and 400 ms; 600 and 800 ms are past the 450 ms wait.
    const answers = await Promise.all(Array.from({ length: 5 }, () => reverse(t, token, freshPoint())))
    const served = answers.filter((res) => res.status === 200)
    const refused = answers.filter((res) => res.status !== 200)
    expect(served.map((res) => res.body.data.address)).toEqual(
      Array(3).fill("1 Queen's Road Central, Central, Hong Kong Island"),
    )
    const busy = {
      success: false,
      code: -1,
      errCode: 'GEOCODE.BUSY',
      errMsg: '地址查詢目前繁忙，請稍後再試。',
    }
    expect(refused.map((res) => [res.status, res.body])).toEqual([
      [429, busy],
      [429, busy],
    ])
    const times = provider.log.slice(asked).map((seen) => seen.at)
    expect(times).toHaveLength(3)
    // Loopback and event-loop jitter lie between the request leaving and the provider's clock (one
    // run in a full suite saw 189 ms): unspaced requests would arrive within a few ms of each other.
    for (const [index, at] of times.entries())
      if (index > 0) expect(at - times[index - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS - 25)

    // A refused lookup was kept for no one: in a later turn it is answered.
    await pause(INTERVAL_MS * 3)
    const english = await as(t, token, '/api/gsa/geocode/search', { query: { q: 'Busy Queen Road' } }, 'en')
    expect(english.body).toMatchObject({
      success: true,
      data: { suggestions: [{ lat: 22.2819 }, { lat: 22.28 }] },
    })
  })

  it('keeps answers a while and a bounded number of them, the least recently used leaving first', async () => {
    provider.set('ok')
    let clock = 0
    const geocoder = new PoliteGeocoder(
      new NominatimGeocoder(provider.url, USER_AGENT, 300),
      new DatabaseRateStore(t.db),
      silent,
      { intervalMs: 0, cacheEntries: 2, cacheTtlMs: 60_000, now: () => clock },
    )
    const asked = provider.log.length
    const count = () => provider.log.length - asked
    await geocoder.search('Kept one', 'en')
    await geocoder.search('Kept two', 'en')
    await geocoder.search('Kept one', 'en')
    expect(count()).toBe(2)
    // A third pushes out the least recently used (two); one stays.
    await geocoder.search('Kept three', 'en')
    await geocoder.search('Kept one', 'en')
    expect(count()).toBe(3)
    await geocoder.search('Kept two', 'en')
    expect(count()).toBe(4)
    // After its time, an answer is asked for again.
    clock += 60_000
    await geocoder.search('Kept two', 'en')
    expect(count()).toBe(5)
  })

  it('without GEOCODER_URL: no address, no suggestions', async () => {
    expect((await reverse(bare, bareToken)).body).toMatchObject({ success: true, data: { address: null } })
    expect((await search('Queen Road', bare, bareToken)).body).toMatchObject({
      success: true,
      data: { suggestions: [] },
    })
  })

  it('refuses bad input with VALIDATION and guests with 401', async () => {
    expect((await reverse(t, token, { lat: 91, lng: 0 })).body).toMatchObject({
      success: false,
      field: 'lat',
    })
    expect((await reverse(t, token, { lat: 22 })).body).toMatchObject({ success: false, field: 'lng' })
    expect((await search('ab')).body).toMatchObject({ success: false, field: 'q' })
    expect((await search('x'.repeat(201))).status).toBe(400)
    const guest = await as(t, '', '/api/gsa/geocode/search', { query: { q: 'Queen Road' } })
    expect(guest.status).toBe(401)
  })

  // Last: starting another app on PostgreSQL makes the schema afresh, so the other apps' members go.
  it('an unreachable provider gives the same clean answers', async () => {
    const gone = await startMemberApp(backend, {
      geocoder: new NominatimGeocoder('http://127.0.0.1:9', USER_AGENT, 300),
      geocoderPolicy: { intervalMs: INTERVAL_MS, maxWaitMs: WAIT_MS },
    })
    try {
      const key = (await registerMember(gone)).token
      expect((await reverse(gone, key)).body).toMatchObject({ success: true, data: { address: null } })
      expect((await search('Queen Road', gone, key)).body).toMatchObject({
        success: true,
        data: { suggestions: [] },
      })
    } finally {
      await gone.close()
    }
  })
})
