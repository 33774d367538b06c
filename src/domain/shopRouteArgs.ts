/**
 * Route args of the restaurant lists, shop pages, maps and the WhatsApp link (SPEC §2 "Shops and
 * addresses", "Messaging app link"; docs/routes.md "Routes of issue 4"), built with
 * `routeArg([...names], schema)` over the common prefix `[brandId, restaurantId, fromIndex]`.
 */
import * as v from 'valibot'
import { ATLAS_TYPE, MenuTypeParam } from './contract/menu'
import { CommonArg, emptyAsAbsent, RestaurantPrefix, routeArg } from './routeArgs'

/** The service a restaurant list shows: 1 pick-up (ziquService), 2 scan ordering (menuService). */
export type ListService = typeof ATLAS_TYPE.pickup | typeof ATLAS_TYPE.scan

const ServiceText = v.optional(
  v.pipe(
    v.picklist(['', '1', '2']),
    v.transform((text): ListService => (text === '2' ? ATLAS_TYPE.scan : ATLAS_TYPE.pickup)),
  ),
  '1',
)

/**
 * /restaurantList/:arg and /brand/restaurantList/:arg — `[brandId, restaurantId, fromIndex,
 * service?]`: `service` the list shown first, 1 pick-up (default) or 2 scan ordering; a restaurant
 * in the prefix is marked as the current one.
 */
export const restaurantListArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'service'],
  v.object({ ...CommonArg.entries, service: ServiceText }),
)
export type RestaurantListArg = {
  brandId: number
  restaurantId: number
  fromIndex: boolean
  service: ListService
}

/**
 * /shop/:arg and /shop2/:arg — `[brandId, restaurantId, fromIndex, menuType?]`: the restaurant
 * (required, > 0) and the menu type the diner came for (its ordering button comes first).
 */
export const shopArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'menuType'],
  v.object({ ...RestaurantPrefix, menuType: emptyAsAbsent(MenuTypeParam) }),
)
export type ShopArg = {
  brandId: number
  restaurantId: number
  fromIndex: boolean
  menuType?: number | undefined
}

/** /locationMap/:arg — `[brandId, restaurantId, fromIndex]`: that restaurant on the map, or with 0 the brand's. */
export const locationMapArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)

/**
 * /code/whatsapp/:arg? — `[brandId, restaurantId, fromIndex, orderType?]`: the restaurant's link for
 * the order type (SPEC §4 order types; absent: its link for every type), else the brand's. A missing
 * arg uses the stored brand and restaurant.
 */
export const whatsAppArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'orderType'],
  v.object({
    ...CommonArg.entries,
    orderType: emptyAsAbsent(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))),
  }),
)

/** The values of a prefix plus trailing optional fields, in arg order, with empty ones left off the end. */
function argValues(
  prefix: { brandId: number; restaurantId: number; fromIndex: boolean },
  ...rest: (number | undefined)[]
): (string | number)[] {
  const values: (string | number)[] = [
    prefix.brandId,
    prefix.restaurantId,
    prefix.fromIndex ? 1 : 0,
    ...rest.map((value) => value ?? ''),
  ]
  while (values.length > 3 && values[values.length - 1] === '') values.pop()
  return values
}

/** encodeArg values of /restaurantList and /brand/restaurantList. */
export function restaurantListArgValues(arg: RestaurantListArg): (string | number)[] {
  return argValues(arg, arg.service)
}

/** encodeArg values of /shop and /shop2. */
export function shopArgValues(arg: ShopArg): (string | number)[] {
  return argValues(arg, arg.menuType)
}

/** encodeArg values of /code/whatsapp. */
export function whatsAppArgValues(arg: {
  brandId: number
  restaurantId: number
  fromIndex: boolean
  orderType?: number | undefined
}): (string | number)[] {
  return argValues(arg, arg.orderType)
}
