import { MENU_TYPE, type MenuType } from './menu/types'

/**
 * Where "Use now" in the coupon wallet takes a member (issue 38): straight to ordering where the
 * coupon applies. The menu last opened when the coupon is for its kind of order (the diner was
 * ordering there: the likeliest place they mean); else that restaurant's page on the first menu
 * the coupon is for (its ordering buttons say what is open); else, with no restaurant known, the
 * brand's restaurant list. Pure: the caller passes the stored restaurant and menu type.
 */

/** coupons.orderTypes digit of a menu type (src/domain/pricing/coupon.ts couponOrderTypeDigit). */
const DIGIT_OF_MENU: Record<number, string> = {
  [MENU_TYPE.delivery]: '2',
  [MENU_TYPE.pickup]: '3',
  [MENU_TYPE.pickup2]: '3',
  [MENU_TYPE.coldChain]: '4',
  [MENU_TYPE.scan]: '1',
}

/** The menu type a coupon digit opens (the table's '1' needs a table's QR code: none). */
const MENU_OF_DIGIT: Record<string, MenuType> = {
  '2': MENU_TYPE.delivery,
  '3': MENU_TYPE.pickup,
  '4': MENU_TYPE.coldChain,
}

export type UseNowTarget =
  | { kind: 'menu'; restaurantId: number; menuType: MenuType }
  | { kind: 'shop'; restaurantId: number; menuType: MenuType | undefined }
  | { kind: 'restaurants' }

/** Whether a coupon for `orderTypes` ('' every type) applies on a menu of `menuType`. */
function couponFitsMenu(orderTypes: string, menuType: number): boolean {
  const digit = DIGIT_OF_MENU[menuType]
  return orderTypes === '' || (digit !== undefined && orderTypes.includes(digit))
}

/** Where "Use now" goes for a coupon for `orderTypes`, given the restaurant and menu type last opened. */
export function couponDestination(
  orderTypes: string,
  last: { restaurantId: number | null; menuType: MenuType | null },
): UseNowTarget {
  const { restaurantId, menuType } = last
  if (!restaurantId) return { kind: 'restaurants' }
  if (menuType !== null && menuType !== MENU_TYPE.scan && couponFitsMenu(orderTypes, menuType))
    return { kind: 'menu', restaurantId, menuType }
  const firstMenu = [...orderTypes].map((digit) => MENU_OF_DIGIT[digit]).find((type) => type !== undefined)
  return { kind: 'shop', restaurantId, menuType: firstMenu }
}
