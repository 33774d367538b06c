import { encodeArg } from '../../src/domain/args'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { ShopPage } from './pages/ShopPage'
import { BROWSER_LOCALE } from './pages/texts'
import { expect, type Locator, type Page, test } from './world'

/**
 * Pictures as the screens show them (README "Credits"): each dish its own, as WebP at the size
 * the screen shows it; the food page gives the picture a good part of the screen; the carousel's
 * headline is text in the UI language over a picture without text.
 */

const PICKUP = 7

/** What a loaded <img> shows: the URL it picked from its srcset, and the edges that URL asks for. */
async function shown(image: Locator) {
  const src = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined)
    return img.currentSrc
  })
  const edge = (name: 'w' | 'h') => Number(new RegExp(`[,/]${name}_(\\d+)`).exec(src)?.[1] ?? Number.NaN)
  return { src, width: edge('w'), height: edge('h') }
}

/** Content types of the pictures the page fetched, by URL. */
function pictureTypes(page: Page): Map<string, string> {
  const types = new Map<string, string>()
  page.on('response', (response) => {
    if (response.url().includes('/uploads/'))
      types.set(response.url(), response.headers()['content-type'] ?? '')
  })
  return types
}

test('every dish on the menu shows its own picture, as WebP at the thumbnail’s size', async ({ page }) => {
  const types = pictureTypes(page)
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await expect(menu.food('Pineapple Bun with Butter')).toBeVisible()
  const seen = new Map<string, string>()
  for (const category of ['Signatures', 'Noodles', 'Drinks']) {
    await menu.showCategory(category)
    // Each card on the screen read at once: the windowed list moves cards as it scrolls.
    const cards = await page.locator('article.food-card').evaluateAll(async (articles) => {
      const onScreen = articles.filter((article) => {
        const box = article.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight
      })
      return Promise.all(
        onScreen.map(async (article) => {
          const img = article.querySelector<HTMLImageElement>('.food-card-image img')!
          await img.decode().catch(() => undefined)
          return {
            name: article.querySelector('h3')?.textContent ?? '',
            src: new URL(img.getAttribute('src')!, location.href).pathname,
            shown: img.currentSrc,
            size: [img.getAttribute('width'), img.getAttribute('height')],
          }
        }),
      )
    })
    for (const card of cards) {
      expect(card.size, card.name).toEqual(['88', '88'])
      expect(card.shown, card.name).toContain('/format,webp')
      // A square at 1×, 2× or 3× the 88 px box, as the screen's density asks.
      expect(card.shown, card.name).toMatch(/m_fill,w_(100,h_100|200,h_200|300,h_300)\//)
      seen.set(card.name, card.src)
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(8)
  // No two dishes share a picture.
  expect(new Set(seen.values()).size, JSON.stringify([...seen])).toBe(seen.size)
  const fetched = [...types.entries()].filter(([url]) => url.includes('/uploads/demo/foods/'))
  expect(fetched.length).toBeGreaterThan(0)
  for (const [url, type] of fetched) expect(type, url).toBe('image/webp')
})

test('the food page shows the dish’s picture across a phone, about a quarter of its height', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.showCategory('Noodles')
  await menu.choose('Luncheon Meat & Egg Noodles')
  const image = page.locator('.food-detail-image img')
  await expect(image).toBeVisible()
  const picture = await shown(image)
  expect(picture.src).toContain('/uploads/demo/foods/luncheon-egg-noodles.svg')
  expect(picture.src).toContain('/format,webp')
  // As wide as the phone at its density (412 px × 2.625).
  expect(picture.width).toBe(1125)
  const box = (await page.locator('.food-detail-image').boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBeCloseTo(viewport.width, 0)
  // Proportionate: the name, price and first choices show with it (issue 36: it took 40 %).
  expect(box.height / viewport.height).toBeGreaterThan(0.2)
  expect(box.height / viewport.height).toBeLessThan(0.3)
})

for (const [lang, headline] of [
  ['en', 'Silky milk tea, unchanged for fifty years'],
  ['zh-hk', '絲襪奶茶 五十年不變'],
] as const) {
  test.describe(`carousel in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('the headline is text in the UI language over a WebP picture', async ({ page }) => {
      const shop = new ShopPage(page, lang)
      await shop.open('/brand/index')
      await shop.expectBrandHome()
      const slide = page.locator('.carousel-slide').first()
      await expect(slide.locator('.carousel-caption')).toHaveText(headline)
      const picture = await shown(slide.locator('img'))
      expect(picture.src).toContain('/uploads/demo/banners/demo-milk-tea.svg')
      expect(picture.src).toContain('/format,webp')
      expect(picture.width).toBeGreaterThanOrEqual(750)
    })
  })
}

test('a restaurant’s page shows its picture as WebP at the phone’s width', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  await page.goto(`/shop/shop/${encodeArg([brandId, restaurantId, 0])}`)
  const picture = await shown(page.locator('img.shop-image'))
  expect(picture.src).toContain('/uploads/demo/covers/demo-central.svg')
  expect(picture.src).toContain('/format,webp')
  expect(picture.width).toBe(1125)
})
