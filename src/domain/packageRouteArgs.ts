import { CommonArg, routeArg } from './routeArgs'

/**
 * /takeawayDetail/:arg? (issue 39 item 4) — `[brandId, restaurantId, fromIndex]`, optional: the
 * brand's packages for sale and the member's vouchers. Without it the brand is `?alias=`, else the
 * stored brand, else the demo brand; `restaurantId` is the one whose payment methods pay a package.
 */
export const packagesArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)
