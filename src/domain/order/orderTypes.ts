import { MENU_TYPE, ORDER_TYPE } from '../menu/types'

/** The order types addOrder2 takes: delivery (1), pick-up (7), cold-chain (8). */
export const PLACEABLE_ORDER_TYPES = [ORDER_TYPE.shop, ORDER_TYPE.pickup, ORDER_TYPE.coldChain] as const
export type PlaceableOrderType = (typeof PLACEABLE_ORDER_TYPES)[number]

/** Whether addOrder2 takes orders of this type (the others are placed elsewhere, e.g. at the table). */
export function isPlaceableOrderType(orderType: number): orderType is PlaceableOrderType {
  return (PLACEABLE_ORDER_TYPES as readonly number[]).includes(orderType)
}

/** Whether an order of this type can be placed from a menu of this type. */
export function orderTypeFitsMenu(orderType: number, menuType: number): boolean {
  switch (menuType) {
    case MENU_TYPE.delivery:
      return orderType === ORDER_TYPE.shop
    case MENU_TYPE.pickup:
    case MENU_TYPE.pickup2:
      // A self-service code's order (src/domain/counter/counterCode.ts) is takeout (2) from a pick-up menu.
      return orderType === ORDER_TYPE.pickup || orderType === ORDER_TYPE.takeout
    case MENU_TYPE.scan:
      // A table's round (server/services/order/tableRounds.ts): the scan menu is ordered at the table only.
      return orderType === ORDER_TYPE.scan
    case MENU_TYPE.coldChain:
      // docs/pricing.md: the cold-chain menu is ordered as cold-chain (8) or as delivery (1).
      return orderType === ORDER_TYPE.coldChain || orderType === ORDER_TYPE.shop
    default:
      return false
  }
}

/**
 * Orders that buy something other than food (issue 39): a membership level's term (11) and a
 * package of vouchers (12). They go through the same order rows, payments, callbacks and refunds
 * as a meal; their own order types keep them apart from SPEC §4's (9 is the order list's "every
 * type"). Once paid they need no kitchen: what they buy starts and the order is complete.
 */
export const PURCHASE_ORDER_TYPE = { memberLevel: 11, package: 12 } as const

/** Whether the order type buys a level. */
export function isLevelOrderType(orderType: number): boolean {
  return orderType === PURCHASE_ORDER_TYPE.memberLevel
}

/** Whether the order type buys a package of vouchers. */
export function isPackageOrderType(orderType: number): boolean {
  return orderType === PURCHASE_ORDER_TYPE.package
}

/** Whether the order buys something other than food: complete once paid, earning no points or stamps. */
export function isPurchaseOrderType(orderType: number): boolean {
  return isLevelOrderType(orderType) || isPackageOrderType(orderType)
}
