import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NominatimGeocoder } from '../../server/providers/geocoder'
import { BACKENDS } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'

/**
 * GET gsa/geocode/reverse and gsa/geocode/search (docs/api.md "Geocoding") against a small
 * Nominatim-speaking server started here (the real one is not reachable from tests): its answers
 * become street addresses and suggestions; a provider that is down, slow, unreachable or talks
 * nonsense gives a success with no address or no suggestions, never a 500.
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
const PLACE_ONLY = {
  lat: '22.28',
  lon: '114.16',
  display_name: 'Statue Square, Central, Hong Kong, China',
  address: {},
}

function startProvider(): Promise<{ server: Server; url: string; set: (mode: Mode) => void; seen: URL[] }> {
  let mode: Mode = 'ok'
  const seen: URL[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider')
    seen.push(url)
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
              Number(url.searchParams.get('lat')) > 80 ? { error: 'Unable to geocode' } : QUEENS_ROAD,
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
      resolve({ server, url: `http://127.0.0.1:${port}`, set: (next) => (mode = next), seen })
    }),
  )
}

const silent = pino({ level: 'silent' })

describe.each(BACKENDS)('geocoding on $name', (backend) => {
  let provider: Awaited<ReturnType<typeof startProvider>>
  let t: MemberTestApp
  let bare: MemberTestApp
  let token: string
  let bareToken: string

  beforeAll(async () => {
    provider = await startProvider()
    t = await startMemberApp(backend, { geocoder: new NominatimGeocoder(provider.url, silent, 300) })
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

  it('turns a pin into a street address, asking in the diner’s language', async () => {
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
      const [where, what] = await Promise.all([reverse(), search('Queen Road')])
      expect(where.status).toBe(200)
      expect(where.body).toEqual({ success: true, code: 1, data: { address: null } })
      expect(what.body).toEqual({ success: true, code: 1, data: { suggestions: [] } })
      expect(Date.now() - started).toBeLessThan(1_400)
    },
  )

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
      geocoder: new NominatimGeocoder('http://127.0.0.1:9', silent, 300),
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
