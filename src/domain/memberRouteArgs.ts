import * as v from 'valibot'
import { CommonArg, emptyAsAbsent, IdText, routeArg } from './routeArgs'

/** Optional whole-number id after the common prefix; empty counts as absent. */
const OptionalId = emptyAsAbsent(IdText)

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

/** /logout/:arg? — `[brandId, restaurantId, fromIndex]`; a missing arg uses the stored brand. */
export const logoutArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)

/**
 * /accountDetection/:arg? — `[brandId, restaurantId, fromIndex]`; a missing arg uses the stored
 * brand. The reason typed on /logout travels beside it as `?reason=` (see `deletionReasonFrom`).
 */
export const accountDetectionArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)

/** Longest deletion reason the server stores (saveAccountLogOutTo), in UTF-16 units as it counts. */
export const DELETION_REASON_MAX_CHARS = 200

/**
 * The `?reason=` query value as the deletion call accepts it: text (the router may hand a number
 * over as one) of at most DELETION_REASON_MAX_CHARS; anything else, or blank, is no reason.
 */
export function deletionReasonFrom(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return text !== '' && text.length <= DELETION_REASON_MAX_CHARS ? text : undefined
}

/**
 * /pcAddressList/:arg — the desktop variant of /addressList, same fields
 * `[brandId, restaurantId, fromIndex, select?]`; the form opens in a side panel.
 */
export const pcAddressListArg = addressListArg
