import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { unitTotal } from '../../../src/domain/menu/cartTotals'
import {
  type Choices,
  checkGroup,
  choiceDetails,
  defaultPicks,
  groupBounds,
} from '../../../src/domain/menu/combo'
import type { CartLine, ChoiceGroup } from '../../../src/domain/menu/types'
import type { MenuFood, ShopMenu } from '../../../src/domain/menuApi'
import type { OrderDetail } from '../../../src/domain/orderApi'
import { cartLine as fixtureLine } from '../../unit/helpers/menuFixtures'

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

/** Choices a diner could make: the defaults where they satisfy a group, else its first items, nested alike. */
function validChoices(groups: readonly ChoiceGroup[]): Choices {
  return Object.fromEntries(
    groups.map((group) => {
      const defaults = defaultPicks(group)
      const chosen =
        checkGroup(group, defaults).code === 'ok'
          ? defaults.map((pick) => pick.itemId)
          : group.items.slice(0, groupBounds(group).min).map((item) => item.id)
      return [
        group.id,
        chosen.map((itemId) => {
          const item = group.items.find((candidate) => candidate.id === itemId)
          return { itemId, count: 1, details: validChoices(item?.itemDetail ?? []) }
        }),
      ]
    }),
  )
}

/** A cart line for a food as the PWA builds it: valid choices, per-unit total. */
function cartLineOf(food: MenuFood, restaurantId: number, number: number): CartLine {
  const groups = food.itemDetail as ChoiceGroup[]
  const itemDetail = choiceDetails(groups, validChoices(groups))
  return fixtureLine(food.id, {
    posFid: food.posFid ?? String(food.id),
    number,
    price: food.price,
    productName: food.foodName,
    productName1: food.foodName1 ?? '',
    productName2: food.foodName2 ?? '',
    lunchboxPrice: food.lunchboxPrice,
    imageUrl: food.imageUrl,
    foodType: Number(food.foodType ?? 1),
    serviceCharge: food.serviceCharge,
    marketPrice: food.marketPrice ?? null,
    itemDetail,
    onTime: 0,
    restaurantId,
    ablediscount: food.ablediscount,
    total: unitTotal(food.price, itemDetail),
  })
}

/** Foods anyone can order: shown, on sale, no limit, no stock control; `withChoices` picks modifier foods. */
function orderableFoods(menu: ShopMenu, withChoices: boolean): MenuFood[] {
  return menu.categories
    .filter((category) => !(category.limitAmount > 0 && [1, 2].includes(category.limitType)))
    .flatMap((category) => category.foods)
    .filter(
      (food) =>
        food.invisible === 0 &&
        food.isDisable === 0 &&
        food.status === 1 &&
        food.limitType === 0 &&
        food.surplusNum === null &&
        Number(food.foodType ?? 1) === 1 &&
        (food.itemDetail ?? []).length > 0 === withChoices,
    )
}

/** A member's saved address for delivery orders (near Central: within its delivery scope). */
const HOME_ADDRESS = {
  receiver: 'Chan Tai Man',
  phone: '91234567',
  currentAddress: '1 Queen’s Road Central',
  address: 'Flat A',
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
    const lines = [cartLineOf(plain, this.restaurantId, fields.plainUnits)]
    if (withChoices) lines.push(cartLineOf(withChoices, this.restaurantId, 1))
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
