import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { encodeArg } from '../../../src/domain/args'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { MenuPage } from './MenuPages'
import { memberToken } from './orderSetup'

/** Central's position (server/db/seed/restaurants.ts): an address a few streets away is in delivery range. */
const NEAR_CENTRAL = '114.158000,22.282000'

/** The member's API: the token the app stored after its login in the browser. */
export class MemberApi {
  private constructor(
    readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async of(page: Page): Promise<MemberApi> {
    return new MemberApi(page.request, await memberToken(page))
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}`, 'X-App-Type': '7', 'X-Locale': 'en' }
  }

  /** Saves an address near Central, by default the default one; answers its id. */
  async addAddressNearCentral(
    overrides: { currentAddress?: string; receiver?: string; isdefault?: 0 | 1 } = {},
  ): Promise<number> {
    const answer = await this.request.post('/api/member/member/addMemberAddress', {
      headers: this.headers(),
      data: {
        receiver: 'Chan Tai Man',
        phone: '91234567',
        currentAddress: '1 Queen’s Road Central',
        address: 'Block B',
        floor: '12',
        unit: 'A',
        dimensionMap: NEAR_CENTRAL,
        isdefault: 1,
        ...overrides,
      },
    })
    const body = (await answer.json()) as { success: boolean; data: unknown }
    expect(body.success, JSON.stringify(body)).toBe(true)
    return typeof body.data === 'number' ? body.data : (body.data as { id: number }).id
  }

  /** How many coupons the member can use at the brand (a new member holds the brand's starter set). */
  async availableCoupons(brandId = 1): Promise<number> {
    const answer = await this.request.get(
      `/api/member/member/memberCoupon/getAvailableCouponQuantity?brandId=${brandId}`,
      { headers: this.headers() },
    )
    const body = (await answer.json()) as { success: boolean; data: number }
    expect(body.success, JSON.stringify(body)).toBe(true)
    return body.data
  }

  /** The member's orders as the server lists them (every order type), newest first. */
  async orders(): Promise<OrderDetail[]> {
    const answer = await this.request.get('/api/order/orderInfo/getMemberOrderList?pageSize=50', {
      headers: this.headers(),
    })
    const body = (await answer.json()) as { success: boolean; data: { list: OrderDetail[] } }
    expect(body.success, JSON.stringify(body)).toBe(true)
    return body.data.list
  }
}

/** The menu and its cart sheet, up to the cart's Next. */
export class OrderingFlow {
  readonly menu: MenuPage
  constructor(readonly page: Page) {
    this.menu = new MenuPage(page)
  }

  async openMenu(brandId: number, restaurantId: number, menuType: number) {
    await this.menu.open('index', [brandId, restaurantId, 0, menuType])
    await expect(this.menu.categories()).toBeVisible()
  }

  /** Adds `times` units of a food that needs no choices. */
  async add(name: string, times = 1) {
    for (let n = 1; n <= times; n++) {
      await this.menu.add(name)
      await expect(this.menu.countInCart(name)).toHaveText(String(n))
    }
  }

  /** "Delivering to …" above a delivery menu (the chosen address, else the member's default). */
  deliveryPlace(): Locator {
    return this.page.locator('.menu-intro-deliver')
  }

  /** Picks the delivery address with the menu's Change link (the address list in select mode). */
  async chooseAddress(place: string) {
    await this.page.getByRole('link', { name: 'Change delivery address' }).click()
    await this.page.getByRole('button', { name: new RegExp(place) }).click()
    await expect(this.menu.categories()).toBeVisible()
    await expect(this.deliveryPlace()).toContainText(place)
  }

  /** Opens the cart and presses Next: the order confirmation opens. */
  async next(): Promise<CheckoutPage> {
    const sheet = await this.menu.openCart()
    await sheet.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(this.page).toHaveURL(/\/shop\/deliveryOrder\//)
    const checkout = new CheckoutPage(this.page)
    await expect(checkout.heading()).toBeVisible()
    return checkout
  }
}

/** The order confirmation (/deliveryOrder, /pcDeliveryOrder). */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  async open(route: 'deliveryOrder' | 'pcDeliveryOrder', values: ReadonlyArray<string | number>) {
    await this.page.goto(`/shop/${route}/${encodeArg(values)}`)
    await expect(this.heading()).toBeVisible()
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Confirm order', level: 1 })
  }

  lines(): Locator {
    return this.page.locator('.checkout-line')
  }

  line(name: string): Locator {
    return this.lines().filter({ hasText: name })
  }

  /** A row of the price breakdown, by its label. */
  priceRow(label: string | RegExp): Locator {
    return this.page
      .locator('.checkout-summary .checkout-price > div')
      .filter({ has: this.page.locator('dt', { hasText: label }) })
      .locator('dd')
  }

  total(): Locator {
    return this.priceRow(/^Total$/)
  }

  placeButton(): Locator {
    return this.page.getByRole('button', { name: /^Place order · / })
  }

  /** A payment method of the confirmation, by its name. */
  payMethod(name: string | RegExp): Locator {
    return this.page.getByRole('group', { name: 'Choose a payment method' }).getByRole('radio', { name })
  }

  /**
   * Places the order; paid in cash unless `online` (the demo restaurants' default method is the
   * card, paid online at the sandbox provider).
   */
  async place({ online = false }: { online?: boolean } = {}) {
    if (!online) await this.payMethod(/^(Cash on delivery|Pay at the shop)$/).check()
    await this.placeButton().click()
  }

  coupon(name: string | RegExp): Locator {
    return this.page.getByRole('radio', { name })
  }

  async redeem(code: string) {
    await this.page.getByLabel('Promo code', { exact: true }).fill(code)
    await this.page.getByRole('button', { name: 'Redeem', exact: true }).click()
  }

  sendingPanel(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Sending your order…' })
  }

  async expectOrderDetail() {
    await expect(this.page).toHaveURL(/\/shop\/(pc)?[oO]rderDetail\//)
  }
}
