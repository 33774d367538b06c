import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostsFromBuildEnv, PWA_HOSTS_FILE } from '../../server/http/pwaHosts'
import { pageCsp } from '../../server/http/securityHeaders'
import { tileUrl } from '../../src/ui/mapTiles'
import { BACKENDS, call, demoIds, startTestApp, type TestApp } from './harness'
import { registerMember, TestClock } from './memberHelpers'

/** The browser's security headers (issue 9): on the app's pages, API answers and uploads. */

const BOOT_STYLE = '\n      .boot { color: #8a8d93; }\n    '
const INDEX_HTML = `<!doctype html><html><head><style>${BOOT_STYLE}</style>
<script type="module" src="/shop/assets/index-1a2b3c.js"></script></head><body><div id="root"></div></body></html>`
const BUILD_HOSTS = {
  connect: ['https://api.brand.example'],
  img: ['https://*.tiles.example.net', 'https://api.brand.example', 'https://cdn.brand.example'],
}
const PUBLIC_URL = 'https://shop.brand.example'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** Exactly what a page of this build answers, spelled out once, independent of the code under test. */
const PAGE_CSP = [
  "default-src 'self'",
  // WebAssembly (the QR decoder), never JS eval.
  "script-src 'self' 'wasm-unsafe-eval'",
  `style-src 'self' ${hashOf(BOOT_STYLE)}`,
  "style-src-attr 'none'",
  `img-src 'self' data: ${PUBLIC_URL} https://*.tiles.example.net https://api.brand.example https://cdn.brand.example`,
  `connect-src 'self' ${PUBLIC_URL} https://api.brand.example`,
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const PERMISSIONS =
  'camera=(self), geolocation=(self), accelerometer=(), autoplay=(), browsing-topics=(), ' +
  'display-capture=(), encrypted-media=(), fullscreen=(), gyroscope=(), hid=(), idle-detection=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), ' +
  'publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()'

const PAGE_HEADERS = {
  'content-security-policy': PAGE_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS,
  'x-content-type-options': 'nosniff',
}

/** The security headers of an answer (absent ones as null), to compare as a whole. */
function securityHeadersOf(headers: Headers) {
  const names = [...Object.keys(PAGE_HEADERS), 'cache-control']
  return Object.fromEntries(names.map((name) => [name, headers.get(name)]))
}

const apiHeaders = (cacheControl: string | null) => ({
  'content-security-policy': null,
  'x-frame-options': null,
  'referrer-policy': null,
  'permissions-policy': null,
  'x-content-type-options': 'nosniff',
  'cache-control': cacheControl,
})

describe.each(BACKENDS)('security headers on $name', (backend) => {
  let t: TestApp
  let staticDir: string
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'shop-dist-'))
    await mkdir(join(staticDir, '.vite'))
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML)
    await writeFile(join(staticDir, PWA_HOSTS_FILE), JSON.stringify(BUILD_HOSTS))
    t = await startTestApp(backend, { staticDir, member: { publicUrl: PUBLIC_URL, trustProxy: 1 } })
  })
  afterAll(async () => {
    await t.close()
    await rm(staticDir, { recursive: true, force: true })
  })

  it('gives a page its CSP (inline style hashed, hosts of the build), frame, referrer and permissions policies', async () => {
    for (const path of ['/shop/', '/shop/brand/index', '/shop/index.html']) {
      const page = await t.app.request(path)
      expect([path, page.status, page.headers.get('content-type')]).toEqual([
        path,
        200,
        'text/html; charset=utf-8',
      ])
      expect(securityHeadersOf(page.headers)).toEqual({ ...PAGE_HEADERS, 'cache-control': 'no-cache' })
    }
    // A revalidated page keeps them.
    const first = await t.app.request('/shop/brand/account')
    const again = await t.app.request('/shop/brand/account', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBe(PAGE_CSP)
  })

  it('follows a new build: a changed inline style gets its new hash', async () => {
    const style = '.boot{color:red}'
    const built = new Date(Date.now() + 5_000)
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML.replace(BOOT_STYLE, style))
    await utimes(join(staticDir, 'index.html'), built, built)
    try {
      const page = await t.app.request('/shop/brand/index')
      expect(page.headers.get('content-security-policy')).toContain(`style-src 'self' ${hashOf(style)};`)
    } finally {
      await writeFile(join(staticDir, 'index.html'), INDEX_HTML)
    }
  })

  it('answers public API calls with nosniff and leaves them cacheable (the menu keeps its ETag)', async () => {
    const { demoId, centralId } = await demoIds(t.app)
    const brand = await call(t.app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: 'demo' } })
    expect(brand.status).toBe(200)
    expect(securityHeadersOf(brand.headers)).toEqual(apiHeaders(null))
    const menu = await call(t.app, '/api/restaurant/food/shopMenuNew', {
      json: { restaurantId: centralId, menuType: 7, brandId: demoId },
    })
    expect(menu.body.success).toBe(true)
    expect(menu.headers.get('etag')).toMatch(/^"[\w-]{22}"$/)
    expect(securityHeadersOf(menu.headers)).toEqual(apiHeaders(null))
  })

  it('answers with no-store whatever carries personal data: a bearer token, sign-in, codes, member area, dev', async () => {
    const { demoId } = await demoIds(t.app)
    const member = await registerMember({ ...t, brandId: demoId, harbourId: 0, clock: new TestClock() })
    const bearer = { authorization: `Bearer ${member.token}` }
    const answers = {
      withToken: await call(t.app, '/api/restaurant/brand/getBrandByAlias', {
        query: { alias: 'demo' },
        headers: bearer,
      }),
      memberInfo: await call(t.app, '/api/member/member/getMemberInfoOth1', {
        method: 'POST',
        headers: bearer,
      }),
      addresses: await call(t.app, '/api/member-web/member/getAddressAndResSetting', {
        form: { brandId: demoId },
        headers: bearer,
      }),
      level: await call(t.app, '/api/restaurant/member/getMemberTypeByMemberId', {
        query: { brandId: demoId },
        headers: bearer,
      }),
      noToken: await call(t.app, '/api/member/member/getMemberInfoOth1', { method: 'POST' }),
      login: await call(t.app, '/api/member/public/sms/login', {
        form: { phone: member.phone, code: '000000', brandId: demoId, countryId: 1, smsType: 1 },
      }),
      register: await call(t.app, '/api/member/public/register', { form: { phone: 'x' } }),
      smsCheck: await call(t.app, '/api/system/public/sms/checkSmsCode', {
        query: { countryId: 1, phone: member.phone, code: '000000', type: 1 },
      }),
      devInbox: await call(t.app, '/api/dev/sms', { query: { phone: `1-${member.phone}` } }),
    }
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, answer.status]),
    )
    expect(statuses).toEqual({
      withToken: 200,
      memberInfo: 200,
      addresses: 200,
      level: 200,
      noToken: 401,
      login: 200,
      register: 400,
      smsCheck: 200,
      devInbox: 200,
    })
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, securityHeadersOf(answer.headers)]).toEqual([name, apiHeaders('no-store')])
    }
  })

  it('puts nosniff on 404 envelopes and bad input; uploads keep nosniff and may run nothing', async () => {
    const missing = await call(t.app, '/api/restaurant/nothing/here')
    expect([missing.status, missing.body.errCode]).toEqual([404, 'NOT_FOUND'])
    expect(securityHeadersOf(missing.headers)).toEqual(apiHeaders(null))
    const bad = await call(t.app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: '' } })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff')

    const upload = await t.app.request('/uploads/demo/banners/demo-breakfast.svg')
    expect([upload.status, upload.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    expect(upload.headers.get('x-content-type-options')).toBe('nosniff')
    expect(upload.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    const notFound = await t.app.request('/uploads/nothing.png')
    expect([notFound.status, notFound.headers.get('x-content-type-options')]).toEqual([404, 'nosniff'])
  })

  it('puts nosniff on a 500 (the database gone)', async () => {
    await t.closeDatabase()
    const failed = await call(t.app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: 'demo' } })
    expect([failed.status, failed.body.errCode]).toEqual([500, 'INTERNAL'])
    expect(securityHeadersOf(failed.headers)).toEqual(apiHeaders(null))
    const personal = await call(t.app, '/api/member/member/getMemberInfoOth1', {
      method: 'POST',
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    })
    expect(personal.status).toBe(500)
    expect(securityHeadersOf(personal.headers)).toEqual(apiHeaders('no-store'))
  })
})

describe('hosts of a build', () => {
  it('defaults to the own origin for the API and the tile server the app itself falls back to', () => {
    const tiles = new URL(tileUrl().replace(/\{\w\}/g, '0')).origin
    expect(hostsFromBuildEnv({})).toEqual({ connect: [], img: [tiles] })
    expect(tiles).toBe('https://tile.openstreetmap.org')
  })

  it('turns the build variables into origins, a {s} subdomain into a wildcard', () => {
    expect(
      hostsFromBuildEnv({
        VITE_API_BASE: 'https://API.brand.example:443/api/',
        VITE_MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}{r}.png',
        VITE_IMAGE_HOSTS: 'https://cdn.brand.example, http://localhost:9000 https://*.img.example.org/',
      }),
    ).toEqual({
      connect: ['https://api.brand.example'],
      img: [
        'https://*.tiles.example.net',
        'https://api.brand.example',
        'https://cdn.brand.example',
        'http://localhost:9000',
        'https://*.img.example.org',
      ],
    })
    expect(
      hostsFromBuildEnv({ VITE_API_BASE: '/v2/api', VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }),
    ).toEqual({
      connect: [],
      img: [],
    })
  })

  it('refuses what a CSP cannot say, naming the variable', () => {
    const bad: [string, string][] = [
      ['VITE_MAP_TILE_URL', 'ftp://tiles.example.net/{z}/{x}/{y}.png'],
      ['VITE_MAP_TILE_URL', 'https://tiles-{s}.example.net/{z}/{x}/{y}.png'],
      ['VITE_API_BASE', '//api.brand.example/api'],
      ['VITE_API_BASE', "https://api.brand.example;script-src 'unsafe-inline'"],
      ['VITE_IMAGE_HOSTS', 'https://cdn.brand.example/images'],
      ['VITE_IMAGE_HOSTS', 'cdn.brand.example'],
    ]
    for (const [name, value] of bad) {
      expect(() => hostsFromBuildEnv({ [name]: value })).toThrow(new RegExp(`^${name} must`))
    }
  })

  it('hashes inline scripts too, and leaves a PUBLIC_URL that is no plain origin out', () => {
    const html = '<script>window.boot=1</script><script type="module" src="/x.js"></script><style>a{}</style>'
    const csp = pageCsp(html, hostsFromBuildEnv({}), "https://x.example;script-src 'unsafe-eval'")
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashOf('window.boot=1')};`)
    expect(csp).toContain(`style-src 'self' ${hashOf('a{}')};`)
    expect(csp).not.toContain('x.example')
    expect(csp.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe')
  })
})

describe('the debug console in development', () => {
  let staticDir: string
  let t: TestApp
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'shop-dist-'))
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML)
    t = await startTestApp(BACKENDS[0]!, { seed: false, staticDir, debugConsole: true })
  })
  afterAll(async () => {
    await t.close()
    await rm(staticDir, { recursive: true, force: true })
  })

  const cspAt = async (origin: string) =>
    (await t.app.request(`${origin}/shop/`)).headers.get('content-security-policy') ?? ''

  it('lets pages on local hosts run it (inline styles, eval), and keeps the strict policy elsewhere', async () => {
    for (const origin of ['http://localhost:8080', 'http://192.168.1.20:8080', 'http://127.0.0.1:8080']) {
      const csp = await cspAt(origin)
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval';")
      expect(csp).toContain("style-src 'self' 'unsafe-inline';")
      expect(csp).toContain("style-src-attr 'unsafe-inline';")
      expect(csp).toContain("frame-ancestors 'none'")
    }
    const strict = await cspAt('https://shop.brand.example')
    expect(strict).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(strict).toContain(`style-src 'self' ${hashOf(BOOT_STYLE)};`)
    expect(strict.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe')
  })
})
