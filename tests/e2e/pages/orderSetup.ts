import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { MenuFood, ShopMenu } from '../../../src/domain/contract/menu'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { orderableFoods, servedCartLine } from '../../unit/helpers/servedMenuLines'

/**
 * Orders placed through the real API for the order screens' tests (what a valid addOrder2 body is:
 * tests/server/orderHelpers.ts): the member's token is read from the app's IndexedDB after a login
 * in the browser, the cart is built from the served menu, the price quoted by the server.
 */

/** The logged-in member's token as the app stored it (IndexedDB `shop-pwa`, table `session`). */
export async function memberToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('shop-pwa')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('session', 'readonly').objectStore('session').get('current')
          request.onsuccess = () => {
            open.result.close()
            resolve((request.result as { token: string | null } | undefined)?.token ?? null)
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
  if (!token) throw new Error('no member token stored')
  return token
}

/** A member's saved address for delivery orders (near Central: within its delivery scope). */
const HOME_ADDRESS = {
  receiver: 'Chan Tai Man',
  phone: '91234567',
  currentAddress: '1 Queen’s Road Central',
  address: 'Block B',
  floor: '12',
  unit: 'A',
  dimensionMap: '114.158917,22.281322',
  isdefault: 1,
  sex: 1,
}

/** Places orders at a restaurant as one member through the API. */
export class OrderApi {
  private menus = new Map<number, ShopMenu>()

  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
    readonly brandId: number,
    readonly restaurantId: number,
  ) {}

  private async post(path: string, body: unknown) {
    const answer = await this.request.post(`/api/${path}`, {
      data: body,
      headers: { Authorization: `Bearer ${this.token}`, 'X-App-Type': '7', 'X-Locale': 'en' },
    })
    return answer.json()
  }

  private async menu(menuType: number): Promise<ShopMenu> {
    const known = this.menus.get(menuType)
    if (known) return known
    const answer = await this.post('restaurant/food/shopMenuNew', {
      restaurantId: this.restaurantId,
      menuType,
    })
    expect(answer.success).toBe(true)
    this.menus.set(menuType, answer.data as ShopMenu)
    return answer.data as ShopMenu
  }

  /** The foods an order from a menu takes: a plain one and, when the menu has one, one with modifiers. */
  async foods(menuType = 7): Promise<{ plain: MenuFood; withChoices: MenuFood | undefined }> {
    const menu = await this.menu(menuType)
    const plain = orderableFoods(menu, false)[0]
    if (!plain) throw new Error(`no plain food on menu type ${menuType}`)
    return { plain, withChoices: orderableFoods(menu, true)[0] }
  }

  /** Places an order at the server's price (cash): `plainUnits` × the plain food and 1 × the modifier food. */
  private async place(fields: {
    orderType: number
    menuType: number
    plainUnits: number
    remark?: string
    addressId?: number
  }) {
    const { plain, withChoices } = await this.foods(fields.menuType)
    const lines = [servedCartLine(plain, this.restaurantId, fields.plainUnits)]
    if (withChoices) lines.push(servedCartLine(withChoices, this.restaurantId, 1))
    const payload = {
      brandId: this.brandId,
      restaurantId: this.restaurantId,
      orderType: fields.orderType,
      menuType: fields.menuType,
      lines,
      persons: 1,
      payType: 1,
      remark: fields.remark ?? '',
      ...(fields.addressId ? { addressId: fields.addressId } : {}),
    }
    const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
    const quote = await this.post('order/addOrder2', {
      ...payload,
      submissionKey: key(),
      expectedPrice: '99999.99',
    })
    expect(quote.errCode, JSON.stringify(quote)).toBe('ORDER.PRICE_CHANGED')
    const placed = await this.post('order/addOrder2', {
      ...payload,
      submissionKey: key(),
      expectedPrice: quote.data.price,
    })
    expect(placed.success, JSON.stringify(placed)).toBe(true)
    return placed.data as OrderDetail
  }

  /** A pick-up order (pay at the shop): 2 × the plain food and 1 × the modifier food. */
  placePickupOrder(remark = ''): Promise<OrderDetail> {
    return this.place({ orderType: 7, menuType: 7, plainUnits: 2, remark })
  }

  /** A delivery order (cash on delivery) to a newly saved address, above the order minimum. */
  async placeDeliveryOrder(): Promise<OrderDetail> {
    const saved = await this.post('member/member/addMemberAddress', { ...HOME_ADDRESS, type: 2 })
    expect(saved.success, JSON.stringify(saved)).toBe(true)
    return this.place({ orderType: 1, menuType: 1, plainUnits: 10, addressId: saved.data.id as number })
  }

  /** The order as the server holds it now. */
  async order(orderId: number): Promise<OrderDetail> {
    const answer = await this.post('order/getOrderDetailsByOrderId', { orderId })
    expect(answer.success).toBe(true)
    return answer.data as OrderDetail
  }
}
