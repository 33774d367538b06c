import { type MenuType, ORDER_TYPE } from './menu/types'
import { openStateOf, openStateRefuses, type ServiceKind } from './restaurantStatus'

/**
 * A restaurant's ways to order as the restaurant cards show them: whether it gives each now, and
 * which menu its chip opens. Apart from ./restaurantStatus.ts, which the first screen needs, so
 * that these stay with the cards.
 */

/** The menu types that serve each way to order, the first the one a chip opens (SPEC §2 menu types). */
const SERVICE_MENU_TYPES: Record<ServiceKind, readonly MenuType[]> = {
  delivery: [1],
  pickup: [7, 10],
  // A scan menu needs a table's QR code: its chip opens the shop page, which explains.
  scan: [],
  coldChain: [5],
}

/**
 * The menu a service's chip opens straight away, or undefined when the restaurant has no such
 * menu (a pick-up flag without a pick-up menu, scanning at the table) and the chip opens the shop
 * page instead.
 */
export function serviceMenuType(service: ServiceKind, menuTypes: readonly number[]): MenuType | undefined {
  return SERVICE_MENU_TYPES[service].find((type) => menuTypes.includes(type))
}

/** The order type of each way of ordering (as src/domain/menu/menuFlow.ts menuFlow gives it). */
const SERVICE_ORDER_TYPE: Record<ServiceKind, number> = {
  delivery: ORDER_TYPE.shop,
  pickup: ORDER_TYPE.pickup,
  scan: ORDER_TYPE.scan,
  coldChain: ORDER_TYPE.coldChain,
}

/** Whether the shop's open state lets it give this way of ordering now (the diner's address aside). */
export function givesServiceNow(openStatus: number, service: ServiceKind): boolean {
  return !openStateRefuses(openStateOf(openStatus), SERVICE_ORDER_TYPE[service])
}
