import { serveAppShell } from './pages/appShell'
import { AccountPage } from './pages/MemberPages'
import { demoShop, MenuPage } from './pages/MenuPages'
import { BROWSER_LOCALE, type Lang } from './pages/texts'
import { expect, type Locator, type Page, test } from './world'

/**
 * On a 320 px phone a long title in the page header or the brand band wraps (two lines at most)
 * instead of being cut; the buttons beside it keep their 44 px.
 */

const PICKUP = 7
const TSIM_SHA_TSUI = 'Kong Kee Café (Tsim Sha Tsui)'

test.use({ viewport: { width: 320, height: 640 } })

/** The title shows all its text within its box, on one or two lines. */
async function expectWholeTitle(title: Locator) {
  await expect(title).not.toBeEmpty()
  const box = await title.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      text: element.textContent,
      overflowX: element.scrollWidth - element.clientWidth,
      overflowY: element.scrollHeight - element.clientHeight,
      lines: element.clientHeight / Number.parseFloat(style.lineHeight),
    }
  })
  expect(box, box.text ?? '').toMatchObject({ overflowX: 0, overflowY: 0 })
  expect(Math.round(box.lines), box.text ?? '').toBeLessThanOrEqual(2)
}

/** The header's buttons (back, language, actions) keep their full size. */
async function expectButtonsKeepTheirSize(header: Locator) {
  for (const button of await header.locator('.icon-button').all()) {
    const size = await button.boundingBox()
    expect([size?.width, size?.height]).toEqual([44, 44])
  }
}

async function openTsimShaTsuiMenu(page: Page) {
  const { brandId, restaurantId } = await demoShop(page.request, TSIM_SHA_TSUI)
  await new MenuPage(page).open('index', [brandId, restaurantId, 0, PICKUP])
}

for (const lang of ['en', 'zh-cn', 'zh-hk'] as const satisfies readonly Lang[]) {
  test.describe(`at 320 px in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })

    test('a long restaurant name in the page header is not cut', async ({ page }) => {
      await openTsimShaTsuiMenu(page)
      const header = page.locator('.page-header')
      await expectWholeTitle(header.getByRole('heading', { level: 1 }))
      await expectButtonsKeepTheirSize(header)
    })

    test('a long brand name in the brand band is not cut', async ({ page }) => {
      await page.goto('/shop/brand/index?alias=harbour')
      const header = page.locator('.brand-header')
      await expectWholeTitle(header.getByRole('heading', { level: 1 }))
      await expectButtonsKeepTheirSize(header)
    })
  })
}

test('"My addresses" is not cut', async ({ page }) => {
  const account = new AccountPage(page, 'en')
  await account.registerFreshMember()
  await page.getByRole('link', { name: account.text.myAddresses }).click()
  const header = page.locator('.page-header')
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(account.text.myAddresses)
  await expectWholeTitle(header.getByRole('heading', { level: 1 }))
  await expectButtonsKeepTheirSize(header)
})

test.describe('a restaurant name longer than two lines', () => {
  // Its answer is rewritten on the way, which the service worker's fetches would bypass (and the
  // server's render, which reads it in-process: the page is the app's shell).
  test.use({ serviceWorkers: 'block' })

  test('a name too long for two lines ends in an ellipsis on the second, its full text still read out', async ({
    page,
  }) => {
    const longName = 'Kong Kee Café and Tea Restaurant, Tsim Sha Tsui Branch (Granville Road, Kowloon)'
    await serveAppShell(page)
    await page.route('**/api/restaurant/public/brand/getBrandRestaurantList?*', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: { name1: string }[] }
      for (const restaurant of body.data) if (restaurant.name1 === TSIM_SHA_TSUI) restaurant.name1 = longName
      await route.fulfill({ response: answer, json: body })
    })
    await openTsimShaTsuiMenu(page)
    const title = page.locator('.page-header').getByRole('heading', { level: 1 })
    await expect(title).toHaveText(longName)
    const lines = await title.evaluate(
      (element) => element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight),
    )
    expect(Math.round(lines)).toBe(2)
    await expect(page.getByRole('heading', { name: longName, level: 1 })).toBeVisible()
  })
})
