import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routePathPattern } from '../../server/http/routePreloads'
import { BACKENDS, startTestApp, type TestApp } from './harness'

describe('route files as URL paths (below /shop)', () => {
  it.each([
    ['index', ['/', ''], ['/index', '/x']],
    ['index/{-$arg}', ['/index', '/index/MV8xXzBfMQ~~', '/index/abc/'], ['/index2/abc', '/index/a/b', '/']],
    ['brand/index/{-$arg}', ['/brand/index', '/brand/index/ZGVtbw~~'], ['/brand', '/brand/account']],
    ['foodDetail', ['/foodDetail', '/foodDetail/'], ['/foodDetail/1', '/food']],
    ['code/whatsapp/{-$arg}', ['/code/whatsapp', '/code/whatsapp/x'], ['/code']],
    ['order/$id', ['/order/12'], ['/order', '/order/12/x']],
  ])('%s', (file, matching, other) => {
    const pattern = routePathPattern(file)!
    for (const path of matching) expect(pattern.test(path), path).toBe(true)
    for (const path of other) expect(pattern.test(path), path).toBe(false)
  })

  it('leaves out what is no route', () => {
    expect(routePathPattern('__root')).toBeNull()
    expect(routePathPattern('-components/MissingArgDialog')).toBeNull()
    expect(routePathPattern('shop/-shopRoutes')).toBeNull()
  })
})

/** The page's head as Vite builds it: its own script and stylesheet (and enough to be compressed). */
const INDEX_HTML =
  `<!doctype html><html><head><meta name="description" content="${'Order from your favourite restaurants. '.repeat(30)}">` +
  '<script type="module" src="/shop/assets/index-main.js"></script>' +
  '<link rel="stylesheet" href="/shop/assets/index-main.css"></head><body><div id="root"></div></body></html>'

/** A manifest shaped as Vite writes it, for a menu route, a brand page and the catalogs. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-main.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    css: ['assets/index-main.css'],
  },
  '_ordering.js': {
    file: 'assets/ordering.js',
    imports: ['index.html', '_screens.js'],
    css: ['assets/ordering.css'],
  },
  '_screens.js': { file: 'assets/screens.js', imports: ['index.html'] },
  'src/routes/index/{-$arg}.tsx?tsr-split=component---loader': {
    file: 'assets/_-_arg_-menu.js',
    isDynamicEntry: true,
    imports: ['index.html', '_ordering.js'],
  },
  'src/routes/brand/index/{-$arg}.tsx?tsr-split=component---loader': {
    file: 'assets/_-_arg_-brand.js',
    isDynamicEntry: true,
    imports: ['index.html', '_screens.js'],
    css: ['assets/brand.css'],
  },
  'src/locales/en/messages.po': { file: 'assets/messages-en.js', isDynamicEntry: true },
  'src/locales/zh-hk/messages.po': { file: 'assets/messages-hk.js', isDynamicEntry: true },
  'src/locales/zh-hk/member.po': { file: 'assets/member-hk.js', isDynamicEntry: true },
}

const linksIn = (html: string) => html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? []

// Static serving does not touch the database; one backend is enough.
describe.each(BACKENDS.slice(0, 1))('the page names its route’s chunks on $name', (backend) => {
  let t: TestApp
  let staticDir: string
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'shop-preloads-'))
    await mkdir(join(staticDir, '.vite'), { recursive: true })
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML)
    await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
    t = await startTestApp(backend, { seed: false, staticDir })
  })
  afterAll(async () => {
    await t.close()
    await rm(staticDir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers })

  it('a menu opened in Traditional Chinese: its chunks, their CSS and the language’s catalog', async () => {
    const res = await get('/shop/index/MV8xXzBfMQ~~', { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(linksIn(html)).toEqual([
      '<link rel="preload" as="style" href="/shop/assets/ordering.css" crossorigin>',
      '<link rel="modulepreload" href="/shop/assets/messages-hk.js">',
      '<link rel="modulepreload" href="/shop/assets/_-_arg_-menu.js">',
      '<link rel="modulepreload" href="/shop/assets/ordering.js">',
      '<link rel="modulepreload" href="/shop/assets/screens.js">',
    ])
    // Still the page, links before the end of its head.
    expect(html.replace(linksIn(html).join(''), '')).toBe(INDEX_HTML)
  })

  it('each page and language is a version of its own, revalidated and compressed', async () => {
    const menu = await get('/shop/index/abc', { 'accept-language': 'en' })
    const brand = await get('/shop/brand/index', { 'accept-language': 'en' })
    expect(menu.headers.get('cache-control')).toBe('no-cache')
    expect(menu.headers.get('etag')).not.toBe(brand.headers.get('etag'))
    expect(linksIn(await brand.text())).toEqual([
      '<link rel="preload" as="style" href="/shop/assets/brand.css" crossorigin>',
      '<link rel="modulepreload" href="/shop/assets/messages-en.js">',
      '<link rel="modulepreload" href="/shop/assets/_-_arg_-brand.js">',
      '<link rel="modulepreload" href="/shop/assets/screens.js">',
    ])
    const again = await get('/shop/index/abc', {
      'accept-language': 'en',
      'if-none-match': menu.headers.get('etag')!,
    })
    expect(again.status).toBe(304)
    const br = await get('/shop/index/abc', { 'accept-language': 'en', 'accept-encoding': 'br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(await menu.text())
  })

  it('a page no route claims gets the catalog only; a new build’s manifest is read again', async () => {
    const unknown = await get('/shop/some/unknown/path', { 'accept-language': 'zh-HK' })
    expect(linksIn(await unknown.text())).toEqual([
      '<link rel="modulepreload" href="/shop/assets/messages-hk.js">',
    ])

    const rebuilt = {
      ...MANIFEST,
      'src/routes/index/{-$arg}.tsx?tsr-split=component---loader': { file: 'assets/_-_arg_-menu2.js' },
    }
    await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(rebuilt))
    const menu = await get('/shop/index/abc', { 'accept-language': 'en' })
    expect(linksIn(await menu.text())).toContain(
      '<link rel="modulepreload" href="/shop/assets/_-_arg_-menu2.js">',
    )
  })

  it('a broken manifest only costs the links', async () => {
    await writeFile(join(staticDir, '.vite', 'manifest.json'), '{ not json')
    const res = await get('/shop/index/abc')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(INDEX_HTML)
  })
})
