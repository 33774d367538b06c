/**
 * Menu and cart shapes of SPEC §3 ("Cart line", "Category", "Food", "Combo group") and the
 * menu-type and order-type numbers of SPEC §2 and §4. Money is a decimal string ("38.50"), never a
 * float (DESIGN.md §4). Names follow src/domain/locale.ts: `foodName` Traditional Chinese,
 * `foodName1` English, `foodName2` Simplified Chinese — read them with `localized(record, 'foodName', locale)`.
 */

import type { CartItemDetail, CartLine } from './cartLine'

/** A decimal string such as "38.50". */
export type Money = string

/** SPEC §2 menu types. */
export const MENU_TYPE = {
  delivery: 1,
  scan: 4,
  coldChain: 5,
  pickup: 7,
  /** A second pick-up menu type, same flow as 7. */
  pickup2: 10,
} as const
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE]

/** SPEC §4 order types. */
export const ORDER_TYPE = {
  shop: 1,
  takeout: 2,
  scan: 3,
  pickup: 7,
  coldChain: 8,
} as const
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE]

/** Whether the order type is delivered (needs an address): delivery and cold-chain. */
export function isDeliveredOrderType(orderType: number): boolean {
  return orderType === ORDER_TYPE.shop || orderType === ORDER_TYPE.coldChain
}

/** SPEC §5 food limitType: 1 maximum per person × guests; 2 counts only items already sent. */
export const LIMIT_TYPE = { perPerson: 1, sentInOrder: 2 } as const

/** SPEC §3 sort fields, in the order they are compared. Missing values sort last. */
export type FoodSortFields = {
  /** 1 single item, 2 combo. */
  foodType?: number | string | null
  fcSeqNo?: number | string | null
  fmSeqNo?: number | string | null
  mSeqNo?: number | string | null
  ciSeqNo?: number | string | null
  fmId?: number | string | null
  fcId?: number | string | null
  id?: number | string | null
}

/** One choice of a modifier group or combo group. */
export type GroupItem = {
  id: number
  /** Names: Traditional Chinese, English, Simplified Chinese. */
  name: string
  name1?: string
  name2?: string
  /** Surcharge per pick; a combo group's preferentialPrice may lower it (see combo.ts). */
  price: Money
  /** 1 when chosen by default. */
  defmodifier: number
  /** Units served per pick (default quantity); 0 is treated as 1. */
  qty?: number
  /** 1 pins the item to the top of its group. */
  top?: number
  /** On combo items: the food offered. */
  foodId?: number
  /** Nested modifier groups (a combo item's own modifiers). */
  itemDetail?: ModifierGroup[]
}

/** A food's option group (sweetness, noodle base…): minqty 0 makes it optional. */
export type ModifierGroup = {
  id: number
  name: string
  name1?: string
  name2?: string
  minqty: number
  /** At most this many picks; 0 or less means no upper bound. */
  maxqty: number
  /** Overrides "required when minqty > 0" when present. */
  required?: number
  items: GroupItem[]
}

/** SPEC §3 Combo group: minqty 0 is treated as 1; optional only when `required` is 0. */
export type ComboGroup = Omit<ModifierGroup, 'required'> & {
  /** Price per pick for any item of the group when above 0 and below the item's own price. */
  preferentialPrice: Money
  show_type: number
  /** 0 makes the group optional; absent or 1 required (SPEC lists no such field: our server sends it). */
  required?: number
}

/** Either kind of group; combo groups are the ones carrying preferentialPrice. */
export type ChoiceGroup = ModifierGroup | ComboGroup

/** SPEC §3 Food. */
export type Food = FoodSortFields & {
  id: number
  posFid?: string | number
  foodName: string
  foodName1?: string
  foodName2?: string
  price: Money
  marketPrice?: Money | null
  /** 0 shown; 2 and 3 can never be added. */
  invisible: number
  /** Stock left; null when the food is not stock-controlled. */
  surplusNum: number | null
  /** Positive when stock control is on. */
  remainingNumber: number
  isDisable: number
  limitType: number
  limitAmount: number
  limitFlag?: boolean
  /** 1 adds with default choices; 0 opens the option chooser. */
  automod: number
  /** Number of modifier or combo groups. */
  itemCounts: number
  mealPrice?: Money | null
  lunchboxPrice: Money
  serviceCharge: number
  ablediscount: number
  /** 1 on sale, 0 withdrawn. */
  status: number
  /** First add puts this many in the cart (default 1). */
  startQuantity?: number
  /** Later adds and removals step by this many (default 1). */
  increaseQuantity?: number
  imageUrl: string
  /** Modifier groups. */
  itemDetail?: ModifierGroup[]
}

/** SPEC §3 Category. */
export type Category = {
  id: number
  categoryName: string
  categoryName1?: string
  categoryName2?: string
  foods: Food[]
  /** Items of this category in the cart (badge). */
  number: number
  limitType: number
  limitAmount: number
  /** Server counters carried through; not read by these rules. */
  limitCount1?: number
  limitCount2?: number
  limitFlag?: boolean
}

/** The cart line and its chosen items: their schema (./cartLine.ts) is the one definition. */
export type { CartItemDetail, CartLine }

/** SPEC §3: the synthetic difference (make-up) line. */
export const DIFFERENCE_LINE = { posFid: -1111, productId: 0, number: 1 } as const

/** True for the synthetic difference line. */
export function isDifferenceLine(line: Pick<CartLine, 'posFid' | 'productId'>): boolean {
  return (
    String(line.posFid) === String(DIFFERENCE_LINE.posFid) && line.productId === DIFFERENCE_LINE.productId
  )
}

/** Units in the cart, without the difference line. */
export function itemCount(lines: readonly Pick<CartLine, 'posFid' | 'productId' | 'number'>[]): number {
  return lines.reduce((count, line) => (isDifferenceLine(line) ? count : count + line.number), 0)
}
