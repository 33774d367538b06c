import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, startTestApp, type TestApp } from './harness'

const BUILT = {
  id: '/shop/',
  name: 'Restaurant Ordering & Membership',
  short_name: 'Order',
  start_url: '/shop/brand/index',
  scope: '/shop/',
  display: 'standalone',
  theme_color: '#be1c42',
  icons: [{ src: '/shop/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
}

describe.each(BACKENDS)('brand manifests on $name', (backend) => {
  let t: TestApp
  let staticDir: string
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'shop-dist-'))
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Shop</title>')
    await writeFile(join(staticDir, 'manifest.webmanifest'), JSON.stringify(BUILT))
    t = await startTestApp(backend, { staticDir })
  })
  afterAll(async () => {
    await t.close()
    await rm(staticDir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers })

  it('builds a brand’s manifest from the built one: its name, colour, icons and home', async () => {
    const answer = await get('/shop/manifest.webmanifest?alias=harbour&lang=en')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/manifest+json')
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    expect(await answer.json()).toMatchObject({
      id: '/shop/brand/index?alias=harbour',
      name: 'Harbour Dim Sum & Seafood',
      short_name: 'Harbour Dining',
      lang: 'en',
      start_url: '/shop/brand/index?alias=harbour',
      scope: '/shop/',
      display: 'standalone',
      theme_color: '#0b6e4f',
      icons: [
        {
          src: '/uploads/demo/brands/harbour-logo.svg?x-oss-process=image/resize,m_fill,w_200,h_200,limit_0',
          sizes: '200x200',
          type: 'image/png',
        },
        { sizes: '600x600', type: 'image/png' },
      ],
    })
    // A repeat is a 304 by its ETag; without a brand the built file is served as it is.
    const etag = answer.headers.get('etag')!
    const again = await get('/shop/manifest.webmanifest?alias=harbour&lang=en', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await (await get('/shop/manifest.webmanifest')).json()).toEqual(BUILT)
  })

  it('names the brand in the language asked for, else the browser’s; by id too', async () => {
    const demo = await (await get('/shop/manifest.webmanifest?alias=DEMO&lang=zh-cn')).json()
    expect([demo.name, demo.lang, demo.theme_color]).toEqual(['港记茶餐厅', 'zh-cn', '#be1c42'])
    const byHeader = await get('/shop/manifest.webmanifest?alias=demo', {
      'accept-language': 'zh-HK,zh;q=0.9',
    })
    expect((await byHeader.json()).name).toBe('港記茶餐廳')
    // The seed's second brand (server/db/seed/brands.ts) on a fresh database.
    const byId = await get('/shop/manifest.webmanifest?brandId=2&lang=en')
    expect((await byId.json()).start_url).toBe('/shop/brand/index?alias=harbour')
  })

  it('refuses a malformed brand with 400 and an unknown one with 404, never a 5xx', async () => {
    for (const query of [
      'alias=',
      'alias=a%20b',
      `alias=${'a'.repeat(65)}`,
      'brandId=0',
      'brandId=-1',
      'brandId=x',
      'alias=demo&brandId=1',
      'alias=%ZZ',
    ])
      expect([query, (await get(`/shop/manifest.webmanifest?${query}`)).status]).toEqual([query, 400])
    for (const query of ['alias=nobrand', 'brandId=999999'])
      expect([query, (await get(`/shop/manifest.webmanifest?${query}`)).status]).toEqual([query, 404])
    expect((await get('/shop/manifest.webmanifest?alias=demo&lang=xx')).status).toBe(200)
  })
})
