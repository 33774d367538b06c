import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressPwa } from '../../server/http/precompress'
import { BACKENDS, startTestApp, type TestApp } from './harness'

const INDEX_HTML = '<!doctype html><title>Shop</title><div id="app"></div>'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const BIG_SCRIPT = 'export const menu = ['.concat('"港式奶茶", '.repeat(500), ']')
/** Text files of `bytes` bytes, worth compressing. */
const text = (bytes: number) => 'x'.repeat(bytes)

// Static serving does not touch the database; one backend is enough.
describe.each(BACKENDS.slice(0, 1))('PWA and uploads on $name', (backend) => {
  let t: TestApp
  let staticDir: string
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'shop-dist-'))
    await mkdir(join(staticDir, 'assets'))
    await mkdir(join(staticDir, 'icons'))
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML)
    await writeFile(join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")')
    await writeFile(join(staticDir, 'assets', 'app-1a2b3c.css'), 'body{margin:0}')
    await writeFile(join(staticDir, 'assets', 'big-9f8e7d.js'), BIG_SCRIPT)
    await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    await writeFile(join(staticDir, 'registerSW.js'), '')
    await writeFile(join(staticDir, 'workbox-4f1e2d.js'), '')
    await writeFile(join(staticDir, 'manifest.webmanifest'), '{"name":"Shop","start_url":"/shop/"}')
    await writeFile(join(staticDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    t = await startTestApp(backend, { seed: false, staticDir })
  })
  afterAll(async () => {
    await t.close()
    await rm(staticDir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers })

  it('serves hashed assets as immutable with their content type', async () => {
    const js = await get('/shop/assets/app-1a2b3c.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await js.text()).toBe('console.log("app")')
    const css = await get('/shop/assets/app-1a2b3c.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('compresses text files for clients that accept it (brotli first, then gzip)', async () => {
    const br = await get('/shop/assets/big-9f8e7d.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(BIG_SCRIPT) / 10)
    expect(brotliDecompressSync(brBytes).toString()).toBe(BIG_SCRIPT)

    const gz = await get('/shop/assets/big-9f8e7d.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_SCRIPT)

    const plain = await get('/shop/assets/big-9f8e7d.js', { 'accept-encoding': 'br;q=0, identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(BIG_SCRIPT)

    // Tiny files are not worth it.
    const tiny = await get('/shop/assets/app-1a2b3c.css', { 'accept-encoding': 'br' })
    expect(tiny.headers.get('content-encoding')).toBeNull()
  })

  it('precompresses the text files after the start: the first request gets the copy made then', async () => {
    const path = join(staticDir, 'assets', 'first-4d5e6f.js')
    // A whole second, which the file system keeps exactly, so the file's ETag can be made again below.
    const builtAt = new Date('2026-11-01T08:00:00Z')
    await writeFile(path, BIG_SCRIPT)
    await utimes(path, builtAt, builtAt)
    const done = await precompressPwa(staticDir)
    expect(done).toEqual(expect.arrayContaining(['assets/big-9f8e7d.js', 'assets/first-4d5e6f.js']))
    expect(done).not.toContain('assets/app-1a2b3c.css') // under 1 KB
    expect(done).not.toContain('icons/icon-192.png')

    // Other bytes of the same size and time: only a copy made before they were written holds the old text.
    await writeFile(path, BIG_SCRIPT.replaceAll('港式奶茶', '鴛鴦奶茶'))
    await utimes(path, builtAt, builtAt)
    const br = await get('/shop/assets/first-4d5e6f.js', { 'accept-encoding': 'br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(BIG_SCRIPT)
    const gz = await get('/shop/assets/first-4d5e6f.js', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_SCRIPT)
  })

  it('precompresses index.html and the files it names first, then the rest smallest first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-precompress-'))
    try {
      await mkdir(join(dir, 'assets'))
      const page = `<script type="module" src="/shop/assets/entry-a1.js"></script>
        <link rel="stylesheet" href="/shop/assets/entry-b2.css">${text(2000)}`
      await writeFile(join(dir, 'index.html'), page)
      await writeFile(join(dir, 'assets', 'entry-a1.js'), text(9000))
      await writeFile(join(dir, 'assets', 'entry-b2.css'), text(3000))
      await writeFile(join(dir, 'assets', 'lazy-big-c3.js'), text(6000))
      await writeFile(join(dir, 'assets', 'lazy-small-d4.js'), text(1500))
      // The build's hidden folders are never served: no copies made for them.
      await mkdir(join(dir, '.server'))
      await writeFile(join(dir, '.server', 'main.js'), text(1200))
      expect(await precompressPwa(dir)).toEqual([
        'index.html',
        'assets/entry-a1.js',
        'assets/entry-b2.css',
        'assets/lazy-small-d4.js',
        'assets/lazy-big-c3.js',
      ])
      expect(await precompressPwa(join(dir, 'not-built'))).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('revalidates index.html, the manifest and the service worker files', async () => {
    const cases: [string, string][] = [
      ['/shop/', 'text/html; charset=utf-8'],
      ['/shop/index.html', 'text/html; charset=utf-8'],
      ['/shop/manifest.webmanifest', 'application/manifest+json'],
      ['/shop/sw.js', 'text/javascript; charset=utf-8'],
      ['/shop/registerSW.js', 'text/javascript; charset=utf-8'],
      ['/shop/workbox-4f1e2d.js', 'text/javascript; charset=utf-8'],
    ]
    for (const [path, type] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expect(res.headers.get('content-type'), path).toBe(type)
    }
  })

  it('falls back to index.html for app routes (history mode)', async () => {
    for (const path of [
      '/shop/brand/index/ZGVtbw~~',
      '/shop/changeLang',
      '/shop/error',
      '/shop/some/unknown/path',
      '/shop/resource',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(INDEX_HTML)
    }
  })

  it('answers 404 for a missing hashed asset instead of HTML', async () => {
    const res = await get('/shop/assets/app-999999.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toContain('html')
  })

  it('redirects / and /shop to /shop/', async () => {
    for (const path of ['/', '/shop']) {
      const res = await get(path)
      expect([301, 302]).toContain(res.status)
      expect(res.headers.get('location')).toBe('/shop/')
    }
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/shop/assets/app-1a2b3c.js')
    const etag = first.headers.get('etag')!
    const second = await get('/shop/assets/app-1a2b3c.js', { 'If-None-Match': etag })
    expect(second.status).toBe(304)
  })

  it('never serves files outside the static directory', async () => {
    for (const path of [
      '/shop/../package.json',
      '/shop/%2e%2e/%2e%2e/package.json',
      '/shop/assets/..%2f..%2fpackage.json',
      '/uploads/..%2f..%2fpackage.json',
    ]) {
      const res = await get(path)
      expect(await res.text(), path).not.toContain('"name": "shop-pwa"')
    }
  })

  it('serves the demo images under /uploads/demo/ and 404s what is missing', async () => {
    const logo = await get('/uploads/demo/brands/demo-logo.svg')
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(await logo.text()).toContain('<svg')
    expect((await get('/uploads/demo/brands/none.svg')).status).toBe(404)
    expect((await get('/uploads/elsewhere.png')).status).toBe(404)
  })
})
