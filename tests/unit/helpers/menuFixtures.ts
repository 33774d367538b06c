import type { AtlasRestaurant, MenuComboGroup, MenuFood, ShopMenu } from '../../../src/domain/contract/menu'
import type { CartItemDetail, CartLine } from '../../../src/domain/menu/types'

/**
 * A plain food of the shopMenuNew answer: shown, on sale, no limits, no choices; with every field
 * the server sends, so that a menu of these passes src/domain/menuSchema.ts (as a saved menu must).
 */
export function menuFood(id: number, overrides: Partial<MenuFood> = {}): MenuFood {
  return {
    id,
    posFid: `P${id}`,
    categoryId: 1,
    foodName: `菜式${id}`,
    foodName1: `Dish ${id}`,
    foodName2: `菜式${id}`,
    description: '',
    description1: '',
    description2: '',
    price: '38.00',
    marketPrice: null,
    mealPrice: null,
    foodType: 1,
    fcSeqNo: 0,
    fmSeqNo: 0,
    mSeqNo: 0,
    ciSeqNo: 0,
    fmId: 0,
    fcId: 1,
    invisible: 0,
    surplusNum: null,
    remainingNumber: 0,
    isDisable: 0,
    limitType: 0,
    limitAmount: 0,
    automod: 1,
    itemCounts: 0,
    lunchboxPrice: '0.00',
    serviceCharge: 0,
    ablediscount: 1,
    status: 1,
    startQuantity: 1,
    increaseQuantity: 1,
    imageUrl: `/uploads/food-${id}.jpg`,
    itemDetail: [],
    ...overrides,
  }
}

/** A combo group of two drinks: milk tea (+0) and lemon tea (+3, or `preferentialPrice`). */
export function drinkGroup(preferentialPrice = '0'): MenuComboGroup {
  return {
    id: 70,
    name: '飲品',
    minqty: 1,
    maxqty: 1,
    preferentialPrice,
    show_type: 0,
    required: 1,
    items: [
      { id: 701, name: '奶茶', price: '0.00', defmodifier: 1 },
      { id: 702, name: '檸檬茶', price: '3.00', defmodifier: 0 },
    ],
  }
}

/** A menu with one category holding `foods`. */
export function shopMenu(foods: MenuFood[], overrides: Partial<ShopMenu> = {}): ShopMenu {
  return {
    restaurantId: 1,
    menuId: 10,
    menuType: 7,
    name: '午市',
    name1: 'Lunch',
    name2: '午市',
    version: 'v1',
    unchanged: false,
    categories: [
      {
        id: 1,
        categoryName: '精選',
        categoryName1: 'Picks',
        categoryName2: '精选',
        foods,
        number: 0,
        limitType: 0,
        limitAmount: 0,
      },
    ],
    ...overrides,
  }
}

/** A chosen detail of group `groupId`, item `id`. */
export function chosen(groupId: number, id: number, price: string, itemDetail: CartItemDetail[] = []) {
  return { groupId, id, name: `item ${id}`, price, number: 1, qty: 1, itemDetail } satisfies CartItemDetail
}

/** A cart line of `number` units of food `productId` at 38.00 (total follows price unless given). */
export function cartLine(productId: number, overrides: Partial<CartLine> = {}): CartLine {
  const price = overrides.price ?? '38.00'
  return {
    posFid: `P${productId}`,
    number: 1,
    price,
    productId,
    productName: `菜式${productId}`,
    productName1: `Dish ${productId}`,
    productName2: `菜式${productId}`,
    lunchboxPrice: '0.00',
    imageUrl: '',
    sort: 0,
    foodType: 1,
    serviceCharge: 0,
    marketPrice: null,
    itemDetail: [],
    onTime: 1_000,
    parentId: null,
    modifierType: 0,
    pindex: 0,
    index: 0,
    orderNumber: 0,
    foodSummary: '',
    restaurantId: 1,
    ablediscount: 1,
    agreement_type: 0,
    startQuantity: 1,
    increaseQuantity: 1,
    total: price,
    ...overrides,
  }
}

/** A restaurant of an atlas answer, open, at a Central position unless overridden. */
export function atlasRestaurant(id: number, fields: Partial<AtlasRestaurant> = {}): AtlasRestaurant {
  return {
    id,
    brandId: 1,
    name: `店${id}`,
    name1: `Shop ${id}`,
    name2: `店${id}`,
    address: '',
    address1: '',
    address2: '',
    phone: '',
    logo: '',
    imageUrl: '',
    openStatus: 3,
    shipanyStatus: 1,
    mapX: '114.155100',
    mapY: '22.282300',
    ziquService: 1,
    menuService: 1,
    businessHours: '07:00-22:00',
    menuTypes: [7],
    keywords: '',
    openState: 'open',
    closed: false,
    opensAt: null,
    distance: null,
    ...fields,
  }
}
