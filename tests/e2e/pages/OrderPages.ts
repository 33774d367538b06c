import { expect, type Locator, type Page } from '@playwright/test'
import { encodeArg } from '../../../src/domain/args'
import type { Lang } from './texts'

/** What a user reads on the order screens in each language (from the catalogs the app ships). */
const ORDER_TEXT = {
  en: {
    /** The brand's own name of the tab (bottom-function settings of the demo brand). */
    tab: 'Orders',
    title: 'My orders',
    empty: 'You have no orders yet.',
    logInPrompt: 'Log in to see your orders',
    detailTitle: 'Order details',
    waitingConfirmation: 'Waiting for confirmation',
    collectionNumber: 'Collection number',
    cancelledByYou: 'You cancelled this order.',
    cancelled: 'Cancelled',
    pickup: 'Pick-up',
    cancelOrder: 'Cancel order',
    cancelTitle: 'Cancel this order?',
    yesCancel: 'Yes, cancel it',
    keep: 'Keep the order',
    cancelledToast: 'The order has been cancelled.',
    payAtShop: 'Pay at the shop',
    orderAgain: 'Order again',
    total: 'Total',
  },
  'zh-cn': {
    tab: '订单',
    title: '我的订单',
    empty: '您还没有订单。',
    logInPrompt: '登录后查看您的订单',
    detailTitle: '订单详情',
    waitingConfirmation: '等待确认',
    collectionNumber: '取餐号',
    cancelledByYou: '你已取消此订单。',
    cancelled: '已取消',
    pickup: '自取',
    cancelOrder: '取消订单',
    cancelTitle: '取消此订单？',
    yesCancel: '确认取消',
    keep: '保留订单',
    cancelledToast: '订单已取消。',
    payAtShop: '到店付款',
    orderAgain: '再来一单',
    total: '合计',
  },
  'zh-hk': {
    tab: '訂單',
    title: '我的訂單',
    empty: '你還未有訂單。',
    logInPrompt: '登入後查看你的訂單',
    detailTitle: '訂單詳情',
    waitingConfirmation: '等待確認',
    collectionNumber: '取餐號碼',
    cancelledByYou: '你已取消此訂單。',
    cancelled: '已取消',
    pickup: '自取',
    cancelOrder: '取消訂單',
    cancelTitle: '取消此訂單？',
    yesCancel: '確認取消',
    keep: '保留訂單',
    cancelledToast: '訂單已取消。',
    payAtShop: '到店付款',
    orderAgain: '再來一單',
    total: '合計',
  },
} as const satisfies Record<Lang, Record<string, string>>

/** /myOrder: the member's order cards. */
export class OrderListPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  get text() {
    return ORDER_TEXT[this.lang]
  }

  async open(brandId: number) {
    await this.page.goto(`/shop/myOrder/${encodeArg([brandId, 0, 0])}`)
  }

  /** Opens the list from the bottom tab bar. */
  async openFromTab() {
    await this.page.locator('nav.tab-bar').getByRole('link', { name: this.text.tab, exact: true }).click()
    await expect(this.heading()).toBeVisible()
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.text.title })
  }

  cards(): Locator {
    return this.page.locator('.order-card')
  }

  /** The link of an order's card: its detail, arg `[brandId, restaurantId, 0, orderId]`. */
  href(order: { brandId: number; restaurantId: number; orderId: number }): string {
    return `/shop/orderDetail/${encodeArg([order.brandId, order.restaurantId, 0, order.orderId])}`
  }

  /** The card of an order, found by its detail link. */
  card(order: { brandId: number; restaurantId: number; orderId: number }): Locator {
    return this.cards().filter({ has: this.page.locator(`a[href="${this.href(order)}"]`) })
  }
}

/** /orderDetail and /pcOrderDetail. */
export class OrderDetailPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  get text() {
    return ORDER_TEXT[this.lang]
  }

  async open(order: { brandId: number; restaurantId: number; orderId: number }, route = 'orderDetail') {
    await this.page.goto(`/shop/${route}/${encodeArg([order.brandId, order.restaurantId, 0, order.orderId])}`)
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.detailTitle })).toBeVisible()
  }

  /** The big status text (SPEC §4). */
  status(): Locator {
    return this.page.locator('#order-status-title')
  }

  cancelButton(): Locator {
    return this.page.getByRole('button', { name: this.text.cancelOrder })
  }

  cancelDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text.cancelTitle })
  }

  /** Cancel, then confirm in the dialog. */
  async cancel() {
    await this.cancelButton().click()
    await expect(this.cancelDialog()).toBeVisible()
    await this.cancelDialog().getByRole('button', { name: this.text.yesCancel }).click()
    await expect(this.cancelDialog()).toBeHidden()
  }
}
