import { randomUUID } from 'node:crypto'
import type { ShopMenu } from '../../src/domain/contract/menu'
import type { Envelope } from '../../src/domain/envelope'
import type { CartLine } from '../../src/domain/menu/types'
import { apiCall, registerByApi } from '../bench/apiCall'
import type { StoredRecord } from './exactlyOnceTally'

/**
 * What the simulated phones of the fault harness share, whatever they send (orders, table rounds):
 * a member logged in through the API, the served menu, the fingerprint of a cart line, and the
 * members' orders read back.
 */

/** A logged-in phone: its index in the run, its member token, the headers of its every call. */
export type Phone = { index: number; token: string; headers: Record<string, string> }

/** An outbox that has not had an answer after this many sends is broken, not unlucky. */
export const MAX_ATTEMPTS = 60

/** Remarks a send picks from by the seed. */
export const REMARKS = ['', 'No onions', 'Less ice', '少冰', '走葱', 'Extra chilli']

/** The envelope's data; throws with the envelope when the call did not succeed. */
export function must<T>(envelope: Envelope<T>, what: string): T {
  if (!envelope.success || envelope.data === undefined)
    throw new Error(`${what}: ${JSON.stringify(envelope)}`)
  return envelope.data
}

/** A new member logged in as the PWA does (../bench/apiCall.ts), from an address of its own when asked. */
export async function logIn(
  origin: string,
  brandId: number,
  index: number,
  ipPerPhone: boolean,
): Promise<Phone> {
  const ip = ipPerPhone ? { 'x-forwarded-for': `10.37.${index >> 8}.${(index & 255) + 1}` } : undefined
  const token = await registerByApi(origin, brandId, `9${String(1_000_000 + index)}`, ip)
  const headers = {
    'x-app-type': '7',
    'x-locale': 'en',
    'x-device-token': `phone-${index}-${randomUUID()}`,
    authorization: `Bearer ${token}`,
  }
  return { index, token, headers }
}

/** The demo brand's id. */
export async function demoBrandId(origin: string): Promise<number> {
  return must(await apiCall<{ id: number }>(origin, 'restaurant/brand/getBrandByAlias?alias=demo'), 'brand')
    .id
}

/** The brand's restaurants that have a menu of this type. */
export async function brandRestaurants(origin: string, brandId: number, menuType: number) {
  const restaurants = must(
    await apiCall<{ id: number; menuTypes: number[] }[]>(
      origin,
      `restaurant/public/brand/getBrandRestaurantList?brandId=${brandId}`,
    ),
    'restaurants',
  )
  return restaurants.filter((restaurant) => restaurant.menuTypes.includes(menuType))
}

/** The restaurant's menu of this type, as the PWA reads it. */
export async function servedMenu(origin: string, restaurantId: number, menuType: number): Promise<ShopMenu> {
  return must(
    await apiCall<ShopMenu>(origin, 'restaurant/food/shopMenuNew', { json: { restaurantId, menuType } }),
    'menu',
  )
}

type LineFacts = Pick<CartLine, 'productId' | 'number'> & { itemDetail?: unknown }

/** What a cart line is, whichever side wrote it: the food, its units and the choices (ids and counts, nested). */
export function lineFingerprint(line: LineFacts): string {
  const choices = (details: unknown): unknown =>
    Array.isArray(details)
      ? details.map((detail: { id?: unknown; qty?: unknown; number?: unknown; itemDetail?: unknown }) => [
          detail.id,
          detail.qty ?? detail.number,
          choices(detail.itemDetail),
        ])
      : []
  return JSON.stringify([line.productId, line.number, choices(line.itemDetail)])
}

type StoredOrder = { id: number; submissionKey: string; lines: LineFacts[] }

/** Every order of the phones' members, read back through the API (order list, 50 a page). */
export async function storedOrders(serverOrigin: string, tokens: readonly string[]): Promise<StoredRecord[]> {
  const stored: StoredRecord[] = []
  for (const token of tokens) {
    for (let page = 1; ; page++) {
      const list = must(
        await apiCall<{ list: StoredOrder[]; hasMore: boolean }>(
          serverOrigin,
          `order/orderInfo/getMemberOrderList?pageIndex=${page}&pageSize=50`,
          { headers: { authorization: `Bearer ${token}` } },
        ),
        'order list',
      )
      for (const order of list.list) {
        stored.push({ id: order.id, key: order.submissionKey, lines: order.lines.map(lineFingerprint) })
      }
      if (!list.hasMore) break
    }
  }
  return stored
}
