/**
 * SPEC §2 "menu type → flow" and SPEC §4 "Shop state".
 *
 * Flow: a menu with a QR code goes to scan order with re_type 2, whatever its type; otherwise type 1
 * → delivery order, 7 and 10 → pick-up order, 4 → scan order with the table QR, 5 → cold-chain menu.
 * Interpretation of the order types (SPEC §4: 1 shop, 2 takeout, 3 scan, 7 pick-up, 8 cold-chain):
 * delivery is order type 1 (the type whose shop state includes the delivery service), pick-up 7,
 * scan 3, cold-chain 8. A type-4 menu without a QR code still leads to scan ordering; the screen then
 * needs the table's QR.
 *
 * Shop state, only for order types 7 and 1: openStatus 0 → 'closed', 2 → 'busy', 4 →
 * 'unavailable' (src/domain/restaurantStatus.ts), any other value open. Busy means "delivery
 * unavailable", so it refuses delivery (order type 1) only. Then, for delivery only — pick-up
 * needs neither a courier nor an address: shipanyStatus 0 → 'takeawayNotOpen';
 * no address → 'needAddress'; shipanyStatus other than 1 → 'outOfScope'. Interpretation: the
 * address check comes before the scope check, since the scope is only known for an address.
 * Last, the hours (issue 36 item 15, src/domain/openingHours.ts): a shop the rest lets take the
 * order but outside its hours now is 'afterHours', which takes orders for a later time slot only.
 */
import { counterCodeKind, counterOrderType } from '../counter/counterCode'
import { openStateOf, openStateRefuses } from '../restaurantStatus'
import { MENU_TYPE, ORDER_TYPE, type OrderType } from './types'

type Flow = 'delivery' | 'pickup' | 'scan' | 'coldChain'
export type MenuFlow = { flow: Flow; orderType: OrderType; reType?: 2 }

/** Restaurant type (re_type) stored when the menu was opened from a QR code. */
const QR_RE_TYPE = 2

/**
 * The order flow of a menu, or null for a menu type SPEC does not list. A pick-up menu opened from a
 * counter code (src/domain/counter/counterCode.ts) is ordered as its code's order type: pick-up (7)
 * for a take-out code, takeout (2) for a self-service code.
 */
export function menuFlow(
  menuType: number,
  qrCode?: string | null,
  counterCode?: string | null,
): MenuFlow | null {
  if (qrCode) return { flow: 'scan', orderType: ORDER_TYPE.scan, reType: QR_RE_TYPE }
  switch (menuType) {
    case MENU_TYPE.delivery:
      return { flow: 'delivery', orderType: ORDER_TYPE.shop }
    case MENU_TYPE.pickup:
    case MENU_TYPE.pickup2: {
      const kind = counterCode ? counterCodeKind(counterCode) : null
      return { flow: 'pickup', orderType: kind ? counterOrderType(kind) : ORDER_TYPE.pickup }
    }
    case MENU_TYPE.scan:
      return { flow: 'scan', orderType: ORDER_TYPE.scan }
    case MENU_TYPE.coldChain:
      return { flow: 'coldChain', orderType: ORDER_TYPE.coldChain }
    default:
      return null
  }
}

export type ShopStateCode =
  | 'ok'
  | 'closed'
  | 'busy'
  | 'unavailable'
  | 'takeawayNotOpen'
  | 'needAddress'
  | 'outOfScope'
  | 'afterHours'

export type ShopStateInput = {
  orderType: number
  openStatus: number
  /** Delivery service status for the chosen address; null or missing when not known. */
  shipanyStatus?: number | null
  hasAddress: boolean
  /** The time is outside the restaurant's hours (src/domain/openingHours.ts hoursAt); unknown: no. */
  outsideHours?: boolean
}

/** SPEC §4: the order types the shop state (and so the hours) applies to, delivery (1) and pick-up (7). */
export function hasShopState(orderType: number): boolean {
  return orderType === ORDER_TYPE.shop || orderType === ORDER_TYPE.pickup
}

/** Whether the shop takes this order now, else the SPEC §4 reason (one §8 message each). */
export function checkShopState(input: ShopStateInput): ShopStateCode {
  if (!hasShopState(input.orderType)) return 'ok'
  const open = openStateOf(input.openStatus)
  if (open !== 'open' && openStateRefuses(open, input.orderType)) return open
  if (input.orderType === ORDER_TYPE.shop) {
    if (input.shipanyStatus === 0) return 'takeawayNotOpen'
    if (!input.hasAddress) return 'needAddress'
    if (input.shipanyStatus !== 1) return 'outOfScope'
  }
  if (input.outsideHours) return 'afterHours'
  return 'ok'
}

/** The shop's own refusals: its open state or its takeaway service, which no address can change. */
const SHOP_REFUSALS = ['closed', 'busy', 'unavailable', 'takeawayNotOpen'] as const
type ShopRefusal = (typeof SHOP_REFUSALS)[number]

/**
 * Whether the shop itself refuses this order type now, so that dishes cannot be added to the cart
 * (Next would refuse it); 'needAddress' and 'outOfScope' depend on the address, which the diner may
 * still choose.
 */
export function shopRefusesOrders(code: ShopStateCode): code is ShopRefusal {
  return (SHOP_REFUSALS as readonly ShopStateCode[]).includes(code)
}
