import { ORDER_TYPE } from './menu/types'
import { hoursStateOf } from './openingHours'

/** SPEC §4 shop state: openStatus 0 closed; 2 busy (delivery unavailable); 3 open; 4 service unavailable; others open. */
export type OpenState = 'open' | 'busy' | 'closed' | 'unavailable'

/** The shop state for a restaurant's openStatus. */
export function openStateOf(openStatus: number): OpenState {
  if (openStatus === 0) return 'closed'
  if (openStatus === 2) return 'busy'
  if (openStatus === 4) return 'unavailable'
  return 'open'
}

/** The shop's state at a moment, and when it opens next if its hours have it closed. */
export type ShopNow = { state: OpenState; opensAt: Date | null }

/**
 * The shop's state at `now`: its flag (openStatus) first, then its hours (./openingHours.ts). A shop
 * open or busy by its flag but outside its hours is closed until `opensAt`, when orders for later
 * (a time slot within its hours) are still taken; closed or unavailable by its flag, it takes none.
 * Without a time (a page being rendered on the server), its flag alone.
 */
export function shopNowOf(
  shop: { openStatus: number; businessHours?: string | null },
  now: Date | null,
): ShopNow {
  const state = openStateOf(shop.openStatus)
  if (state === 'closed' || state === 'unavailable' || now === null) return { state, opensAt: null }
  const hours = hoursStateOf(shop.businessHours, now)
  return hours.open ? { state, opensAt: null } : { state: 'closed', opensAt: hours.opensAt }
}

/** Ways to order from a restaurant, in the order they are shown. */
export type ServiceKind = 'delivery' | 'pickup' | 'scan' | 'coldChain'

/** SPEC §2 menu types: 1 delivery, 7 and 10 pick-up, 4 scan with table QR, 5 cold-chain. */
const MENU_TYPE_SERVICE: Record<number, ServiceKind> = {
  1: 'delivery',
  7: 'pickup',
  10: 'pickup',
  4: 'scan',
  5: 'coldChain',
}
const SERVICE_ORDER: readonly ServiceKind[] = ['delivery', 'pickup', 'scan', 'coldChain']

/**
 * The services a restaurant offers, from its menu types and its pick-up (ziquService) and
 * scan-ordering (menuService) flags (SPEC §3, §4), without repeats, in a fixed order.
 */
export function servicesOf(restaurant: {
  menuTypes: readonly number[]
  ziquService: number
  menuService: number
}): ServiceKind[] {
  const found = new Set<ServiceKind>()
  for (const type of restaurant.menuTypes) {
    const service = MENU_TYPE_SERVICE[type]
    if (service) found.add(service)
  }
  if (restaurant.ziquService === 1) found.add('pickup')
  if (restaurant.menuService === 1) found.add('scan')
  return SERVICE_ORDER.filter((service) => found.has(service))
}

/**
 * SPEC §4: whether the shop's open state refuses this order type now. Only delivery (1) and pick-up
 * (7) are checked; closed and service unavailable refuse both, busy ("delivery unavailable") only delivery.
 */
export function openStateRefuses(state: OpenState, orderType: number): boolean {
  if (orderType !== ORDER_TYPE.shop && orderType !== ORDER_TYPE.pickup) return false
  if (state === 'busy') return orderType === ORDER_TYPE.shop
  return state !== 'open'
}
