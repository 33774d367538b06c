import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BACKENDS, call } from './harness'
import { loadMenu, menuFoods, useMenuApp } from './menuHelpers'

/**
 * The demo menus' pictures (README "Credits"): every dish has its own, served as WebP at the size
 * a screen asks for; the carousel's pictures and the restaurants' covers carry no text (the slide's
 * title and the restaurant's name are the UI's).
 */

const sha = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex')

describe.each(BACKENDS.slice(0, 1))('demo pictures on $name', (backend) => {
  const s = useMenuApp(backend)

  /** Every food of the demo brands' menus: dine-in, delivery and cold chain of each catalog. */
  async function demoFoods() {
    const menus = await Promise.all([
      loadMenu(s.t.app, s.ids.centralId, 1),
      loadMenu(s.t.app, s.ids.centralId, 5),
      loadMenu(s.t.app, s.ids.aberdeenId, 1),
      loadMenu(s.t.app, s.ids.aberdeenId, 5),
    ])
    return menus.flatMap(menuFoods)
  }

  it('gives every dish its own picture: one URL and one drawing per dish', async () => {
    const foods = await demoFoods()
    const urlByDish = new Map<string, string>()
    for (const food of foods) urlByDish.set(food.posFid, food.imageUrl ?? '')
    expect(foods.length).toBeGreaterThanOrEqual(50)
    const urls = [...urlByDish.values()]
    expect(urls.every((url) => url.startsWith('/uploads/demo/foods/'))).toBe(true)
    // No two dishes share a URL …
    expect(new Set(urls).size).toBe(urlByDish.size)
    // … nor a drawing under another name.
    const drawings = new Set<string>()
    for (const url of urls) {
      const res = await s.t.app.request(url)
      expect(res.status, url).toBe(200)
      drawings.add(sha(await res.arrayBuffer()))
    }
    expect(drawings.size).toBe(urlByDish.size)
  })

  it('serves each dish’s picture as WebP at the sizes the menu asks for', { timeout: 60_000 }, async () => {
    const urls = [...new Set((await demoFoods()).map((food) => food.imageUrl ?? ''))]
    const thumbnails = new Set<string>()
    for (const url of urls) {
      const res = await s.t.app.request(`${url}?x-oss-process=image/resize,m_fill,w_200,h_200/format,webp`)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      const bytes = await res.arrayBuffer()
      const { width, height, format } = await sharp(Buffer.from(bytes)).metadata()
      expect({ url, width, height, format }).toEqual({ url, width: 200, height: 200, format: 'webp' })
      thumbnails.add(sha(bytes))
    }
    expect(thumbnails.size).toBe(urls.length)
    // The food page's picture, as wide as a phone at 2×: 4:3.
    const detail = await s.t.app.request(`${urls[0]}?x-oss-process=image/resize,w_750/format,webp`)
    expect(await sharp(Buffer.from(await detail.arrayBuffer())).metadata()).toMatchObject({
      width: 750,
      height: 563,
      format: 'webp',
    })
  })

  it('draws no text into the carousel’s pictures: the titles are text, in each language', async () => {
    for (const brandId of [s.ids.demoId, s.ids.harbourId]) {
      const slides = (await call(s.t.app, '/api/system/public/carousel/get', { query: { brandId } })).body
        .data as { imageUrl: string; title: string; title1: string; title2: string }[]
      expect(slides.length).toBeGreaterThan(0)
      for (const slide of slides) {
        expect([slide.title, slide.title1, slide.title2].every((title) => title.length > 0)).toBe(true)
        const svg = await (await s.t.app.request(slide.imageUrl)).text()
        expect(svg, slide.imageUrl).not.toMatch(/<text\b/)
        const banner = await s.t.app.request(`${slide.imageUrl}?x-oss-process=image/resize,w_750/format,webp`)
        expect(banner.headers.get('content-type')).toBe('image/webp')
        expect(await sharp(Buffer.from(await banner.arrayBuffer())).metadata()).toMatchObject({
          width: 750,
          height: 375,
        })
      }
    }
  })

  it('gives every demo restaurant a cover without text and its brand’s logo, for the top of its menu', async () => {
    const logos = { [s.ids.demoId]: 'demo-logo.svg', [s.ids.harbourId]: 'harbour-logo.svg' }
    const covers = new Set<string>()
    for (const brandId of [s.ids.demoId, s.ids.harbourId]) {
      const restaurants = (
        await call(s.t.app, '/api/restaurant/public/brand/getBrandRestaurantList', { query: { brandId } })
      ).body.data as { imageUrl: string; logo: string }[]
      expect(restaurants.length).toBeGreaterThan(0)
      for (const { imageUrl, logo } of restaurants) {
        expect(logo).toBe(`/uploads/demo/brands/${logos[brandId]}`)
        expect(imageUrl).toMatch(/^\/uploads\/demo\/covers\//)
        expect(await (await s.t.app.request(imageUrl)).text(), imageUrl).not.toMatch(/<text\b/)
        // 5:2, as a phone shows it, at the widths the menu asks for.
        const cover = await s.t.app.request(`${imageUrl}?x-oss-process=image/resize,w_750/format,webp`)
        expect(cover.headers.get('content-type')).toBe('image/webp')
        expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({
          width: 750,
          height: 300,
        })
        covers.add(imageUrl)
      }
    }
    // Each restaurant its own.
    expect(covers.size).toBeGreaterThanOrEqual(6)
  })
})
