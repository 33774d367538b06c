import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { encodeArg } from '../../../src/domain/args'
import { waitForApp } from './appShell'

/**
 * A demo brand (by alias, the Kong Kee demo unless told) and one of its shops by English name
 * (server/db/seed/restaurants.ts), ids as this server seeded them.
 */
export async function demoShop(
  request: APIRequestContext,
  name: string,
  alias = 'demo',
): Promise<{ brandId: number; restaurantId: number; businessHours: string }> {
  const brand = await (await request.get(`/api/restaurant/brand/getBrandByAlias?alias=${alias}`)).json()
  const brandId = brand.data.id as number
  const list = await (
    await request.get(`/api/restaurant/public/brand/getBrandRestaurantList?brandId=${brandId}`)
  ).json()
  const shop = (list.data as { id: number; name1: string; businessHours: string }[]).find(
    (r) => r.name1 === name,
  )
  return { brandId, restaurantId: shop!.id, businessHours: shop!.businessHours }
}

/** The demo brand and its open Central shop. */
export function demoCentral(
  request: APIRequestContext,
): Promise<{ brandId: number; restaurantId: number; businessHours: string }> {
  return demoShop(request, 'Kong Kee Café (Central)')
}

/** The ordering menu (/index, /index2, /pcIndex), its cart bar and cart sheet. */
export class MenuPage {
  constructor(readonly page: Page) {}

  async open(route: 'index' | 'index2' | 'pcIndex', values: ReadonlyArray<string | number>) {
    await this.page.goto(`/shop/${route}/${encodeArg(values)}`)
    await waitForApp(this.page)
  }

  categories(): Locator {
    return this.page.getByRole('navigation', { name: 'Categories' })
  }

  category(name: string, options: { exact?: boolean } = {}): Locator {
    return this.categories().getByRole('button', { name, ...options })
  }

  /** Opens a category and waits until the list has stopped scrolling to it (it scrolls smoothly). */
  async showCategory(name: string) {
    await this.category(name).click()
    await expect(this.category(name)).toHaveAttribute('aria-current', 'true')
    const cardTops = () =>
      this.page
        .locator('article.food-card')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)).join())
    await expect
      .poll(async () => {
        const before = await cardTops()
        await this.page.waitForTimeout(150)
        return before === (await cardTops())
      })
      .toBe(true)
  }

  food(name: string): Locator {
    return this.page
      .locator('article.food-card')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  }

  addButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Add ${name}`, exact: true })
  }

  async add(name: string) {
    await this.addButton(name).click()
  }

  /** Presses an add button marked disabled (aria-disabled), as a diner can: it says why in a toast. */
  async pressDisabledAdd(name: string) {
    await this.addButton(name).click({ force: true })
  }

  async choose(name: string) {
    await this.page.getByRole('button', { name: `Choose options for ${name}` }).click()
  }

  countInCart(name: string): Locator {
    return this.food(name).locator('output.stepper-count')
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.toaster .toast').filter({ hasText: text })
  }

  cartBar(): Locator {
    return this.page.locator('.cart-bar-button')
  }

  async openCart(): Promise<Locator> {
    await this.cartBar().click()
    const sheet = this.page.getByRole('dialog', { name: 'Cart' })
    await expect(sheet).toBeVisible()
    return sheet
  }

  /** The notice above the menu when the shop cannot take this menu's orders now. */
  shopStateNotice(): Locator {
    return this.page.locator('.shop-state-notice')
  }

  /**
   * Whether any part of the element's text is cut off: outside the box of the element or of an
   * ancestor that clips (overflow other than visible), or hidden by its own overflow (ellipsis, clamp).
   */
  async isTextCut(element: Locator): Promise<boolean> {
    return element.evaluate((node: HTMLElement) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      const text = range.getBoundingClientRect()
      const clipped = (box: DOMRect) =>
        text.left < box.left - 0.5 ||
        text.right > box.right + 0.5 ||
        text.top < box.top - 0.5 ||
        text.bottom > box.bottom + 0.5
      if (node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight) return true
      if (text.right > document.documentElement.clientWidth + 0.5) return true
      for (let box: HTMLElement | null = node.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX !== 'visible' && clipped(box.getBoundingClientRect())) return true
        if (box.tagName === 'MAIN') break
      }
      return false
    })
  }

  savedMenuNote(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Saved menu from' })
  }
}

/** The modifier and combo choosers (/foodDetail, /combo). */
export class ChooserPage {
  constructor(readonly page: Page) {}

  group(name: string): Locator {
    return this.page.locator('fieldset.choice-group').filter({
      has: this.page.locator('legend .choice-group-name', { hasText: new RegExp(`^${name}$`) }),
    })
  }

  async pick(group: Locator, item: string) {
    const escaped = item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // A box, or a radio button where the group takes exactly one.
    await group
      .getByLabel(new RegExp(`^${escaped}`))
      .first()
      .check()
  }

  async addToCart() {
    await this.page.getByRole('button', { name: /^Add to cart/ }).click()
  }
}
