import { encodeArg } from '../../src/domain/args'
import { waitForApp } from './pages/appShell'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { BROWSER_LOCALE } from './pages/texts'
import { expect, type Locator, test } from './world'

/**
 * The top of a menu as a brand's own app has it (issue 36 item 4): the restaurant's cover across
 * the screen, its logo over the cover's lower edge, its name; compact on a phone, and nothing
 * below it moves when the cover comes.
 */

const PICKUP = 7

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

/** Whether an <img> has loaded a picture, and the width its srcset asked for (w_<px>). */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({
    complete: img.complete && img.naturalWidth > 0,
    width: Number(/[,/]w_(\d+)/.exec(img.currentSrc)?.[1] ?? Number.NaN),
  }))

for (const [lang, name, coverName, logoName] of [
  ['en', 'Kong Kee Café (Central)', 'Cover of Kong Kee Café (Central)', 'Logo of Kong Kee Café (Central)'],
  ['zh-hk', '港記茶餐廳（中環店）', '港記茶餐廳（中環店）的封面', '港記茶餐廳（中環店）的標誌'],
] as const) {
  test.describe(`on a 390 × 844 phone in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang], viewport: { width: 390, height: 844 } })

    test('the menu opens under the restaurant’s cover, logo and name', async ({ page }) => {
      const { brandId, restaurantId } = await demoCentral(page.request)
      await new MenuPage(page).open('index', [brandId, restaurantId, 0, PICKUP])
      const cover = page.getByRole('img', { name: coverName, exact: true })
      const logo = page.getByRole('img', { name: logoName, exact: true })
      await expect(cover).toBeVisible()
      await expect(logo).toBeVisible()
      await expect(page.locator('.menu-store-name')).toHaveText(name)
      await expect.poll(async () => (await loaded(cover)).complete).toBe(true)
      await expect.poll(async () => (await loaded(logo)).complete).toBe(true)

      const coverBox = await box(cover)
      const logoBox = await box(logo)
      // Across the phone, and compact: at most a quarter of its height.
      expect(coverBox.width).toBeCloseTo(390, 0)
      expect(coverBox.height / 844).toBeLessThanOrEqual(0.25)
      // The logo lies over the cover's lower edge, the name beside it below the cover.
      expect(logoBox.y).toBeLessThan(coverBox.y + coverBox.height)
      expect(logoBox.y + logoBox.height).toBeGreaterThan(coverBox.y + coverBox.height)
      const nameBox = await box(page.locator('.menu-store-name'))
      expect(nameBox.y).toBeGreaterThanOrEqual(coverBox.y + coverBox.height)
      expect(nameBox.x).toBeGreaterThanOrEqual(logoBox.x + logoBox.width)
      // A modest WebP, not the uploaded file.
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/format,webp')
      expect((await loaded(cover)).width).toBeLessThanOrEqual(750)
    })
  })
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the server’s page asks for the cover early, and nothing moves when it comes', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const path = `/shop/index/${encodeArg([brandId, restaurantId, 0, PICKUP])}`
    // In the server's page: fetched at once, with its box's size.
    const html = await (await page.request.get(path)).text()
    const tag = /<img[^>]*class="menu-cover"[^>]*>/.exec(html)?.[0] ?? ''
    // (HTML's attribute names know no case: React writes fetchPriority, srcSet.)
    expect(tag).toMatch(/fetchpriority="high"/i)
    expect(tag).not.toMatch(/loading="lazy"/i)
    expect(tag).toMatch(/srcset="[^"]*w_375[^"]*w_750/i)

    // The cover held back until the menu is on screen: the dishes stay where they are when it comes.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/uploads/demo/covers/**', async (route) => {
      await held
      await route.continue()
    })
    // Not waiting for the page's load event: the held picture would keep it from firing.
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await waitForApp(page)
    const firstDish = page.locator('.food-row').first()
    await expect(firstDish).toBeVisible()
    const cover = page.locator('img.menu-cover')
    expect((await loaded(cover)).complete).toBe(false)
    const before = await box(firstDish)
    release()
    await expect.poll(async () => (await loaded(cover)).complete).toBe(true)
    expect(await box(firstDish)).toEqual(before)
  })
})

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('the menu’s column opens under a band of the cover, with the logo and name', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    await new MenuPage(page).open('pcIndex', [brandId, restaurantId, 0, PICKUP])
    const cover = page.getByRole('img', { name: 'Cover of Kong Kee Café (Central)', exact: true })
    await expect(cover).toBeVisible()
    await expect(
      page.getByRole('img', { name: 'Logo of Kong Kee Café (Central)', exact: true }),
    ).toBeVisible()
    const coverBox = await box(cover)
    const columnBox = await box(page.locator('.menu-page'))
    expect(coverBox.width).toBeCloseTo(columnBox.width, 0)
    // A band, not a poster: the first dishes still show on an 800 px high screen.
    expect(coverBox.width / coverBox.height).toBeCloseTo(4, 1)
    await expect(page.locator('.food-row').nth(2)).toBeInViewport({ ratio: 1 })
  })
})
