import type { LimitHit, MenuComboGroup, ShopValueSaved } from '../domain/contract/menu'
import { CODE_OK, type Envelope } from '../domain/envelope'
import type { CountedLine } from '../domain/menu/limits'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The menu calls of SPEC §7 "Restaurant and menu" (shapes in src/domain/contract/menu.ts) that the
 * screens make after the menu shows; the menu itself is ./shopMenu.ts. Each resolves to an envelope
 * and never throws.
 */

/** POST restaurant/food/findFoodCombo: the combo groups of a combo food (code 1 with data). */
export function getFoodCombo(
  api: ApiClient,
  foodId: number,
  restaurantId?: number,
): Promise<ApiEnvelope<MenuComboGroup[]>> {
  return api.post('restaurant/food/findFoodCombo', { foodId, restaurantId })
}

/** What the limit checks send: the cart, lines already sent in the order, guests and order type. */
export type OrderLimitBody = {
  restaurantId: number
  /** The cart; only productId and number are sent. */
  lines: readonly CountedLine[]
  /** Lines already sent in this order (earlier rounds), read by limitType 2. */
  sent?: readonly CountedLine[]
  /** Guests at the table (default 1). */
  persons?: number
  /** SPEC §4 order type; checkZiquLimit always checks as 7. */
  orderType?: number
}

/**
 * Answer of a limit check: `data: true` when the cart passes; otherwise code -1 (limit or stock hit)
 * or 0 (food unavailable) with the offending food in `data` and the message in errMsg.
 */
export type LimitCheck = ApiEnvelope<true | LimitHit>

function countedLines(lines: readonly CountedLine[]): CountedLine[] {
  return lines.map(({ productId, number }) => ({ productId, number }))
}

function limitBody(body: OrderLimitBody): Record<string, unknown> {
  return {
    restaurantId: body.restaurantId,
    lines: countedLines(body.lines),
    sent: countedLines(body.sent ?? []),
    persons: body.persons,
    orderType: body.orderType,
  }
}

/** POST restaurant/order/checkOrderLimit (JSON: the lines are objects). */
export function checkOrderLimit(api: ApiClient, body: OrderLimitBody): Promise<LimitCheck> {
  return api.post('restaurant/order/checkOrderLimit', limitBody(body), { json: true })
}

/** POST restaurant/order/checkZiquLimit: the pick-up (order type 7) check. */
export function checkZiquLimit(api: ApiClient, body: OrderLimitBody): Promise<LimitCheck> {
  return api.post('restaurant/order/checkZiquLimit', limitBody(body), { json: true })
}

/** The refused food of a failed limit check (code -1, or 0 for an unavailable food); null otherwise. */
export function limitHitOf(envelope: Envelope<true | LimitHit>): LimitHit | null {
  if (envelope.success || envelope.code === CODE_OK) return null
  const data = envelope.data
  return typeof data === 'object' && data !== null && typeof data.productId === 'number' ? data : null
}

/**
 * GET restaurant/shopRedis/get: the live value, or null when absent or expired. Keys name their
 * owner (`tableValueKey`, `memberValueKey` of src/domain/shopValueKeys.ts); a member key goes with
 * the session's token, which every call carries.
 */
export function getShopValue(
  api: ApiClient,
  restaurantId: number,
  key: string,
): Promise<ApiEnvelope<string | null>> {
  return api.get('restaurant/shopRedis/get', { restaurantId, key })
}

/** POST restaurant/shopRedis/add: stores the value for 24 h (SHOP_VALUE_TTL_MS). */
export function addShopValue(
  api: ApiClient,
  restaurantId: number,
  key: string,
  value: string,
): Promise<ApiEnvelope<ShopValueSaved>> {
  return api.post('restaurant/shopRedis/add', { restaurantId, key, value })
}

/** POST restaurant/shopRedis/clear: deletes the keys; answers how many live values went. */
export function clearShopValues(
  api: ApiClient,
  restaurantId: number,
  keys: readonly string[],
): Promise<ApiEnvelope<{ cleared: number }>> {
  return api.post('restaurant/shopRedis/clear', { restaurantId, keys: [...keys] })
}
