import { serveAppShell } from './pages/appShell'
import { seriousAxeViolations } from './pages/axe'
import { ChooserPage, demoCentral, MenuPage } from './pages/MenuPages'
import { ShopPage } from './pages/ShopPage'
import { BROWSER_LOCALE } from './pages/texts'
import { expect, test } from './world'

/** Pick-up menu (type 7) of the demo brand's Central shop: open, no address needed. */
const PICKUP = 7

test('adds a plain dish, a dish with options and a set meal; the cart survives a reload', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  const chooser = new ChooserPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await expect(page.getByRole('heading', { name: 'Kong Kee Café (Central)', level: 1 })).toBeVisible()
  await expect(menu.category('Signatures')).toHaveAttribute('aria-current', 'true')

  // A plain dish goes straight in; the card then shows a stepper.
  await menu.showCategory('Snacks')
  await menu.add('Buttered Toast')
  await expect(menu.countInCart('Buttered Toast')).toHaveText('1')
  await expect(menu.cartBar()).toContainText('1 in cart · $ 14')

  // automod 1 with complete defaults: added at once with them.
  await menu.showCategory('Drinks')
  await menu.add('Hong Kong Milk Tea')
  await expect(menu.countInCart('Hong Kong Milk Tea')).toHaveText('1')

  // automod 0: the chooser opens; the required noodle base has no default.
  await menu.showCategory('Noodles')
  await menu.choose('Luncheon Meat & Egg Noodles')
  await expect(page).toHaveURL(/\/shop\/foodDetail\?/)
  await chooser.addToCart()
  const noodles = chooser.group('Noodles')
  await expect(noodles.getByRole('alert')).toHaveText('Required')
  await chooser.pick(noodles, 'Macaroni')
  await chooser.addToCart()
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(menu.countInCart('Luncheon Meat & Egg Noodles')).toHaveText('1')

  // A set meal: defaults picked, but the default main's own noodle base is required.
  await menu.showCategory('Set Meals')
  await menu.choose('All-day Breakfast Set')
  await expect(page).toHaveURL(/\/shop\/combo\//)
  await expect(chooser.group('Main')).toContainText('Select 1')
  await expect(chooser.group('Extras')).toContainText('Select 1–2')
  // Exactly one: radio buttons; up to two: boxes.
  const mains = chooser.group('Main').locator(':scope > .choice-items > li > label input')
  expect(
    await mains.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).type)),
  ).toEqual(expect.arrayContaining(['radio']))
  await expect(
    chooser.group('Main').locator(':scope > .choice-items > li > label input[type=checkbox]'),
  ).toHaveCount(0)
  await expect(chooser.group('Extras').getByRole('checkbox').first()).toBeVisible()
  await chooser.addToCart()
  const setNoodles = chooser.group('Main').locator('fieldset.choice-group')
  await expect(setNoodles.getByRole('alert')).toHaveText('Required')
  await chooser.pick(setNoodles, 'Spaghetti')
  await chooser.pick(chooser.group('Extras'), 'Pineapple Bun with Butter')
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toContainText('$ 52')
  await chooser.addToCart()
  await expect(page).toHaveURL(/\/shop\/index\//)
  await expect(menu.cartBar()).toContainText('4 in cart')

  const sheet = await menu.openCart()
  await expect(sheet.getByRole('button', { name: 'Close the cart' })).toBeFocused()
  await expect(sheet.locator('.cart-line')).toHaveCount(4)
  await expect(sheet.locator('.cart-line').filter({ hasText: 'All-day Breakfast Set' })).toContainText(
    'Luncheon Meat & Egg Noodles (Spaghetti)',
  )
  await expect(sheet).toContainText('Lunch box fee')
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(menu.cartBar()).toBeFocused()

  // The cart is kept on the device.
  await page.reload()
  await expect(menu.cartBar()).toContainText('4 in cart')
  const again = await menu.openCart()
  await expect(again.locator('.cart-line')).toHaveCount(4)
  await again.getByRole('button', { name: 'Remove one Buttered Toast' }).click()
  await expect(again.locator('.cart-line')).toHaveCount(3)

  // Next runs the restaurant's limit check, then opens the order confirmation with the same cart.
  await again.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/shop\/deliveryOrder\//)
  await expect(page.locator('.checkout-line')).toHaveCount(3)
})

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('at least five dishes show whole wherever the list is scrolled, with taps of 44 px', async ({
    page,
  }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    await menu.open('index', [brandId, restaurantId, 0, 7])
    const wholeDishes = () =>
      page.evaluate(() => {
        // Between the page header and the tab bar.
        const from = document.querySelector('.page-header')!.getBoundingClientRect().bottom
        const to = document.querySelector('.tab-bar')!.getBoundingClientRect().top
        return [...document.querySelectorAll('.food-row')].filter((row) => {
          const box = row.getBoundingClientRect()
          return box.height > 0 && box.top >= from - 0.5 && box.bottom <= to + 0.5
        }).length
      })
    for (const top of [300, 600, 900, 1200, 1500]) {
      await page.evaluate((y) => window.scrollTo(0, y), top)
      // The windowed list renders the rows it scrolled to on the next frame.
      await expect.poll(wholeDishes, { message: `scrolled to ${top}` }).toBeGreaterThanOrEqual(5)
    }
    // A + looks 36 px wide, and a tap 4 px outside it still hits it.
    await page.evaluate(() => window.scrollTo(0, 0))
    const add = menu.addButton('Pineapple Bun with Butter')
    await expect(add).toBeInViewport({ ratio: 1 })
    const box = (await add.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(35)
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.className ?? '',
      { x: box.x + box.width / 2, y: box.y - 3.5 },
    )
    expect(hit).toContain('stepper-add')
  })

  test('no line of a dish is cut through: what does not fit its row is left out whole', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    await menu.open('index', [brandId, restaurantId, 0, 7])
    await expect(page.locator('.food-card').first()).toBeVisible()
    // Each part of a dish's text in sight shows whole lines, inside the row's text box; a part that
    // does not fit is out of sight to the right.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.food-card-body')].flatMap((body) => {
        const box = body.getBoundingClientRect()
        return [...body.children]
          .filter((part) => {
            const at = part.getBoundingClientRect()
            if (at.left >= box.right || at.height === 0) return false
            const lines = at.height / Number.parseFloat(getComputedStyle(part).lineHeight)
            const whole = lines >= 0.95 && Math.abs(lines - Math.round(lines)) < 0.05
            return !whole || at.top < box.top - 0.5 || at.bottom > box.bottom + 0.5
          })
          .map((part) => part.textContent)
      }),
    )
    expect(cut).toEqual([])
    // A two-line name leaves room for what limits the order.
    const bun = page.locator('.food-card').filter({ hasText: 'Pineapple Bun with Butter' })
    await expect(bun.locator('.food-card-notes')).toBeInViewport({ ratio: 1 })
    await expect(bun.locator('.food-card-notes')).toHaveText(/Lunch box \$ 1\s*Limit 2/)
  })
})

test('a choice of one is a set of radio buttons, and a price in an option’s name is not shown twice', async ({
  page,
}) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, 7])
  await menu.showCategory('Drinks')
  // Its defaults make it a one-tap add; its name opens its page with the choices.
  await page.getByRole('link', { name: 'Hong Kong Milk Tea' }).click()
  const chooser = new ChooserPage(page)
  const temperature = chooser.group('Temperature')
  await expect(temperature.getByRole('radio', { name: 'Hot' })).toBeChecked()
  await chooser.pick(temperature, 'Iced')
  await expect(temperature.getByRole('radio', { name: /^Iced/ })).toBeChecked()
  await expect(temperature.getByRole('radio', { name: 'Hot' })).not.toBeChecked()
  // "Iced (+$3)" says its price: no "+$ 3" beside it; the total still counts it.
  await expect(temperature.locator('.choice-item').filter({ hasText: 'Iced' })).toHaveText('Iced (+$3)')
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toContainText('$ 23')
})

test('dish and category limits refuse the add with their message', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index2', [brandId, restaurantId, 0, PICKUP])

  // Pineapple bun: two per guest (limitType 1).
  await menu.add('Pineapple Bun with Butter')
  await menu.add('Pineapple Bun with Butter')
  await expect(menu.countInCart('Pineapple Bun with Butter')).toHaveText('2')
  await expect(menu.food('Pineapple Bun with Butter')).toContainText('Limit reached')
  await menu.pressDisabledAdd('Pineapple Bun with Butter')
  await expect(menu.toast('Maximum quantity reached')).toBeVisible()
  await expect(menu.countInCart('Pineapple Bun with Butter')).toHaveText('2')

  // Rice: two dishes per guest across the category.
  await menu.showCategory('Rice')
  await expect(page.getByRole('heading', { name: /^Rice/ })).toContainText('Up to 2 in this category')
  await menu.add('Curry Beef Brisket Rice')
  await menu.add('Scrambled Egg with Shrimp Rice')
  await menu.pressDisabledAdd('Curry Beef Brisket Rice')
  await expect(menu.toast('That is more than the maximum order quantity')).toBeVisible()

  // A dish shown but never orderable (invisible 2).
  await menu.showCategory('Signatures')
  await expect(menu.food('Chicken Pie')).toContainText('Not available')
})

test('taps faster than the screen updates cannot pass a limit', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index2', [brandId, restaurantId, 0, PICKUP])

  // Three taps in one task: each is checked against the screen's empty cart, which allows it; the
  // cart's own check, on the lines stored when it writes, refuses the third (two per guest).
  await menu.addButton('Pineapple Bun with Butter').evaluate((button: HTMLElement) => {
    button.click()
    button.click()
    button.click()
  })
  await expect(menu.toast('Maximum quantity reached')).toBeVisible()
  await expect(menu.countInCart('Pineapple Bun with Butter')).toHaveText('2')
  await page.reload()
  await expect(menu.countInCart('Pineapple Bun with Butter')).toHaveText('2')
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('offline, a reload shows the saved menu with its age and keeps the cart', async ({
    page,
    context,
  }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    const shop = new ShopPage(page)
    await menu.open('index', [brandId, restaurantId, 0, PICKUP])
    await menu.add('Pineapple Bun with Butter')
    await expect(menu.cartBar()).toContainText('1 in cart')
    await shop.waitForServiceWorker()
    await expect(menu.food('Pineapple Bun with Butter')).toBeVisible()
    await expect(menu.savedMenuNote()).toHaveCount(0)

    await context.setOffline(true)
    await page.reload()
    await expect(menu.food('Pineapple Bun with Butter')).toBeVisible()
    await expect(menu.savedMenuNote()).toContainText(/Saved menu from \d{4}-\d\d-\d\d \d\d:\d\d/)
    await expect(menu.savedMenuNote()).toContainText(/ago|now|this minute/)
    await expect(menu.cartBar()).toContainText('1 in cart')
    await expect(menu.countInCart('Pineapple Bun with Butter')).toHaveText('1')

    // Adding still works offline; the cart is on the device.
    await menu.add('Hong Kong French Toast')
    await expect(menu.cartBar()).toContainText('2 in cart')

    await context.setOffline(false)
    await expect(menu.savedMenuNote()).toHaveCount(0)
  })
})

test('a missing arg shows the Notice; a bad one the error page', async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/index')
  await expect(page.getByRole('dialog', { name: 'Notice' })).toBeVisible()
  await shop.open('/combo/!!')
  await shop.expectErrorPage()
  await shop.open('/foodDetail?arg=[1,1,0,7]')
  await expect(page.getByRole('dialog', { name: 'Notice' })).toBeVisible()
})

test('the remark keeps 50 characters without emoji, edited inside the cart', async ({ page }) => {
  const { brandId, restaurantId } = await demoCentral(page.request)
  const menu = new MenuPage(page)
  await menu.open('index', [brandId, restaurantId, 0, PICKUP])
  await menu.add('Pineapple Bun with Butter')
  const sheet = await menu.openCart()
  const row = sheet.getByRole('button', { name: /^Remark/ })
  await row.click()
  await expect(row).toHaveAttribute('aria-expanded', 'true')
  const field = sheet.getByLabel('Notes for the restaurant')
  await expect(field).toBeFocused()
  await field.fill('Less ice 🧊 please')
  await expect(field).toHaveValue('Less ice  please')
  await expect(sheet.getByText('Emoji are not allowed, so they were removed.')).toBeVisible()
  await field.fill('x'.repeat(60))
  await expect(field).toHaveValue('x'.repeat(50))
  await expect(sheet.getByText('50/50 characters')).toBeVisible()
  await field.fill('No spring onion')
  await sheet.getByRole('button', { name: 'Save' }).click()

  // Saved in place: the cart stays open, the row shows the remark and has the focus again.
  await expect(menu.toast('Remark saved')).toBeVisible()
  await expect(sheet).toBeVisible()
  await expect(field).toBeHidden()
  await expect(row).toContainText('No spring onion')
  await expect(row).toBeFocused()
  await expect(page).toHaveURL(/\/shop\/index\//)
  expect(await seriousAxeViolations(page)).toEqual([])

  // Kept with the cart across a reload, and the same remark on its own page (/remark, for links).
  await page.reload()
  const reopened = await menu.openCart()
  await expect(reopened.getByRole('button', { name: /^Remark/ })).toContainText('No spring onion')
  await page.goto(`/shop/remark?arg=[${brandId},${restaurantId},0,${PICKUP}]`)
  await expect(page.getByLabel('Notes for the restaurant')).toHaveValue('No spring onion')
})

test.describe('a menu of 500 dishes', () => {
  // The menu answer is replaced in the page (its shell: the server's render reads the menu itself);
  // the service worker would hide it from page.route.
  test.use({ serviceWorkers: 'block' })

  test('renders only the dishes near the screen and still reaches the last category', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    await serveAppShell(page)
    await page.route('**/api/restaurant/food/shopMenuNew', async (route) => {
      const answer = await (await route.fetch()).json()
      const template = answer.data.categories[3].foods[0]
      answer.data.version = 'big-menu'
      answer.data.categories = Array.from({ length: 20 }, (_, c) => ({
        ...answer.data.categories[3],
        id: 9000 + c,
        categoryName1: `Section ${c + 1}`,
        foods: Array.from({ length: 25 }, (_, f) => ({
          ...template,
          id: 100_000 + c * 100 + f,
          foodName1: `Dish ${c + 1}.${f + 1}`,
          fcSeqNo: f,
        })),
      }))
      await route.fulfill({ json: answer })
    })
    const menu = new MenuPage(page)
    await menu.open('index', [brandId, restaurantId, 0, PICKUP])
    await expect(menu.food('Dish 1.1')).toBeVisible()
    expect(await page.locator('article.food-card').count()).toBeLessThan(40)

    await menu.showCategory('Section 20')
    await expect(menu.food('Dish 20.1')).toBeInViewport()
    // The side bar, taller than the screen, keeps the category in view beside its dishes.
    await expect(menu.category('Section 20')).toBeInViewport()
    await expect(menu.food('Dish 1.1')).toHaveCount(0)
    expect(await page.locator('article.food-card').count()).toBeLessThan(40)

    // Scrolling by hand moves the active category (scroll-spy).
    await page.evaluate(() => window.scrollBy(0, -3000))
    await expect(menu.category('Section 20')).not.toHaveAttribute('aria-current', 'true')
    // Back at the top, the side bar scrolls back too: the first category shows, marked.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(menu.category('Section 1', { exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(menu.category('Section 1', { exact: true })).toBeInViewport()
  })
})

test.describe('in Traditional Chinese', () => {
  test.use({ locale: BROWSER_LOCALE['zh-hk'] })

  test('names and limit messages follow the language', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    await menu.open('index', [brandId, restaurantId, 0, PICKUP])
    await expect(menu.food('菠蘿油')).toBeVisible()
    const add = page.getByRole('button', { name: '加入菠蘿油', exact: true })
    await add.click()
    await add.click()
    // At the limit the + is marked disabled; pressed, it says why.
    await add.click({ force: true })
    await expect(page.locator('.toaster .toast')).toHaveText('已達最大數量')
  })
})

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined })

  test('/pcIndex shows the cart beside the menu', async ({ page }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    await menu.open('pcIndex', [brandId, restaurantId, 0, PICKUP])
    const panel = page.getByRole('complementary', { name: /Cart/ })
    await expect(panel).toBeVisible()
    await expect(panel).toContainText('Your cart is empty.')
    await menu.add('Pineapple Bun with Butter')
    await expect(panel.locator('.cart-line')).toHaveCount(1)
    await expect(panel).toContainText('$ 17')
    await expect(page.locator('.cart-bar')).toHaveCount(0)
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test('an empty cart offers nothing to press; Next and the sums come with the first dish', async ({
    page,
  }) => {
    const { brandId, restaurantId } = await demoCentral(page.request)
    const menu = new MenuPage(page)
    await menu.open('pcIndex', [brandId, restaurantId, 0, PICKUP])
    const panel = page.getByRole('complementary', { name: /Cart/ })
    await expect(panel).toContainText('Your cart is empty.')
    await expect(panel.getByRole('button')).toHaveCount(0)
    await expect(panel).not.toContainText('Subtotal')

    await menu.add('Pineapple Bun with Butter')
    await expect(panel.getByRole('button', { name: 'Next' })).toBeEnabled()
    await expect(panel.locator('.cart-subtotal')).toContainText('$ 17')
    await panel.getByRole('button', { name: 'Remove one Pineapple Bun with Butter' }).click()
    await expect(panel).toContainText('Your cart is empty.')
    await expect(panel.getByRole('button', { name: 'Next' })).toHaveCount(0)
  })
})
