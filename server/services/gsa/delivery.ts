import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { ORDER_ERR } from '../../../src/domain/contract/order'
import {
  DELIVERY_SETTING_NAMES,
  type DeliveryQuote,
  type DeliverySettings,
  deliveryQuote,
  deliverySettingsOf,
  type LngLat,
  parseLngLat,
  type SettingValue,
} from '../../../src/domain/deliveryFee'
import type { Database } from '../../db/open'
import { memberAddresses, settings } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'

/**
 * What the gsa calls read: the restaurant's position and delivery settings, and the member's
 * address. The fee itself is src/domain/deliveryFee.ts, the same call order placement makes
 * (server/services/order/placeOrder.ts).
 */

type SettingRow = SettingValue & { settingName: string; restaurantId: number | null }

/** Settings rows keyed by name, a restaurant's row overriding the brand's (as getBySettingNameList). */
function settingRecord(rows: readonly SettingRow[]): Record<string, SettingValue> {
  const record: Record<string, SettingValue> = {}
  for (const row of [...rows].sort(
    (a, b) => Number(a.restaurantId !== null) - Number(b.restaurantId !== null),
  ))
    record[row.settingName] = { valueChar: row.valueChar, valueInt: row.valueInt }
  return record
}

export type DeliveryRestaurant = { position: LngLat | null; settings: DeliverySettings }

/** The restaurant's position and delivery settings; RESTAURANT.NOT_FOUND for an unknown id. */
export async function loadDeliveryRestaurant(
  db: Database,
  restaurantId: number,
): Promise<DeliveryRestaurant> {
  const restaurant = await requireRestaurant(db, { restaurantId })
  const rows = await db
    .select({
      settingName: settings.settingName,
      valueChar: settings.valueChar,
      valueInt: settings.valueInt,
      restaurantId: settings.restaurantId,
    })
    .from(settings)
    .where(
      and(
        eq(settings.brandId, restaurant.brandId),
        inArray(settings.settingName, [...DELIVERY_SETTING_NAMES]),
        or(isNull(settings.restaurantId), eq(settings.restaurantId, restaurantId)),
      ),
    )
  const position = restaurant.mapX && restaurant.mapY ? parseLngLat(restaurant.mapX, restaurant.mapY) : null
  return { position, settings: deliverySettingsOf(settingRecord(rows)) }
}

function addressNotFoundError(): ApiError {
  return new ApiError(200, ORDER_ERR.addressNotFound, 'addressNotFound', { field: 'addressId' })
}

/** SPEC §8 'Not in the scope of delivery'. */
function outOfScopeError(): ApiError {
  return new ApiError(200, ORDER_ERR.outOfScope, 'outOfScope', { field: 'addressId' })
}

/** The position of one of the member's addresses (null when it has none); ADDRESS.NOT_FOUND otherwise. */
export async function memberAddressPosition(
  db: Database,
  memberId: number,
  addressId: number,
): Promise<LngLat | null> {
  const [address] = await db
    .select({ dimensionMap: memberAddresses.dimensionMap })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.memberId, memberId)))
    .limit(1)
  if (!address) throw addressNotFoundError()
  return parseLngLat(address.dimensionMap)
}

/** The fee to the address by the company's table; ORDER.OUT_OF_SCOPE when it cannot be delivered. */
export function quoteOrRefuse(
  restaurant: DeliveryRestaurant,
  address: LngLat | null,
  coldChain: boolean,
): Extract<DeliveryQuote, { kind: 'ok' }> {
  const table = coldChain ? restaurant.settings.coldChain : restaurant.settings.delivery
  const quote = deliveryQuote({ restaurant: restaurant.position, address, table })
  if (quote.kind !== 'ok') throw outOfScopeError()
  return quote
}
