import * as v from 'valibot'
import { CommonArg, routeArg } from './routeArgs'

/** Optional whole-number id after the common prefix; empty counts as absent. */
const OptionalId = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => undefined),
    ),
    v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
  ]),
)

/** `0`/`1` flag after the common prefix; absent is false. */
const OptionalFlag = v.optional(
  v.pipe(
    v.picklist(['', '0', '1']),
    v.transform((flag) => flag === '1'),
  ),
  '0',
)

/** /brand/account/:arg? — `[brandId, restaurantId, fromIndex]`; a missing arg uses the stored brand. */
export const accountArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)

/**
 * /addressList/:arg — `[brandId, restaurantId, fromIndex, select?]`; `select` 1 when an address is
 * being chosen for an order (tapping one stores it as the selected address and goes back).
 */
export const addressListArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'select'],
  v.object({ ...CommonArg.entries, select: OptionalFlag }),
)

/** /addressAdd/:arg — `[brandId, restaurantId, fromIndex, addressId?]`; with an id the form edits it. */
export const addressAddArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'addressId'],
  v.object({ ...CommonArg.entries, addressId: OptionalId }),
)
