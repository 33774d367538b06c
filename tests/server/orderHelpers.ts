import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { coupons, foods, memberCoupons, orders } from '../../server/db/schema'
import { issueMemberCoupon } from '../../server/services/order/memberCoupons'
import type { MenuFood, ShopMenu } from '../../src/domain/contract/menu'
import type { CartLine } from '../../src/domain/menu/types'
import { orderableFoods, servedCartLine } from '../unit/helpers/servedMenuLines'
import type { Backend, CallResult } from './harness'
import {
  as,
  HOME_ADDRESS,
  type Member,
  type MemberTestApp,
  registerMember,
  startMemberApp,
} from './memberHelpers'
import { loadMenu, menuFoods, menuIds } from './menuHelpers'

/** Helpers of the order tests: carts built from the served menu, orders placed through the real call. */

/** A cart line for a food as the PWA builds it, `number` units. */
export const cartLine = servedCartLine

/** Foods anyone can order any number of, without choices. */
export const plainFoods = (menu: ShopMenu): MenuFood[] => orderableFoods(menu)

/** A food with modifier groups (not a combo). */
export function foodWithModifiers(menu: ShopMenu): MenuFood {
  return menuFoods(menu).find(
    (food) =>
      food.invisible === 0 &&
      food.limitType === 0 &&
      food.surplusNum === null &&
      (food.itemDetail ?? []).some((group) => !('preferentialPrice' in group)),
  )!
}

/** Starts the order app: a member app, the demo ids (and Central's), Central's pick-up and delivery menus. */
export async function startOrderApp(backend: Backend) {
  const t = await startMemberApp(backend)
  const ids = await menuIds(t.app)
  const [pickup, delivery] = await Promise.all([
    loadMenu(t.app, ids.centralId, 7),
    loadMenu(t.app, ids.centralId, 1),
  ])
  return { t, ids, centralId: ids.centralId, pickup, delivery }
}

/** A fresh submission key. */
export const newKey = () => `k-${randomUUID()}`

/** The addOrder2 payload of a pick-up order at Central (expectedPrice to be filled). */
export function pickupOrder(
  t: MemberTestApp,
  centralId: number,
  lines: CartLine[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    brandId: t.brandId,
    restaurantId: centralId,
    orderType: 7,
    menuType: 7,
    lines,
    persons: 1,
    payType: 1,
    submissionKey: newKey(),
    expectedPrice: '0.01',
    ...extra,
  }
}

/** The addOrder2 payload of a delivery order (order type 1, menu type 1) from Central to the address. */
export function deliveryOrder(
  t: MemberTestApp,
  centralId: number,
  lines: CartLine[],
  addressId: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...pickupOrder(t, centralId, lines, extra), orderType: 1, menuType: 1, addressId }
}

/** Calls addOrder2 as the member. */
export function addOrder(
  t: MemberTestApp,
  member: Member,
  payload: unknown,
  locale = 'en',
): Promise<CallResult> {
  return as(t, member.token, '/api/order/addOrder2', { json: payload }, locale)
}

/** The server's price for this payload: sends it with a price no order has and reads the fresh figures. */
export async function quote(
  t: MemberTestApp,
  member: Member,
  payload: Record<string, unknown>,
): Promise<string> {
  const res = await addOrder(t, member, { ...payload, submissionKey: newKey(), expectedPrice: '99999.99' })
  if (res.body?.errCode !== 'ORDER.PRICE_CHANGED') throw new Error(`no quote: ${res.text}`)
  return res.body.data.price as string
}

/**
 * Sends a call that places an order at the server's price: first at a price no order has, then
 * (when refused with the fresh figures) at the price the refusal quotes; answers the last result.
 */
export async function atServerPrice(
  send: (expectedPrice: string) => Promise<CallResult>,
): Promise<CallResult> {
  const quoted = await send('99999.99')
  if (quoted.body?.errCode !== 'ORDER.PRICE_CHANGED') return quoted
  return send(quoted.body.data.price as string)
}

/** Places the order at the server's price; answers the call's result. */
export async function placeAtQuote(
  t: MemberTestApp,
  member: Member,
  payload: Record<string, unknown>,
): Promise<CallResult> {
  return addOrder(t, member, { ...payload, expectedPrice: await quote(t, member, payload) })
}

/** How many orders hold the submission key (exactly once: never more than 1). */
export async function ordersOfKey(t: MemberTestApp, key: unknown): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.submissionKey, String(key)))
  return row!.n
}

/** A pick-up order at the server's price: `units` (default 1) of the menu's first plain food. */
export async function quotedPickup(
  t: MemberTestApp,
  member: Member,
  centralId: number,
  menu: ShopMenu,
  extra: { units?: number; remark?: string } = {},
): Promise<Record<string, unknown>> {
  const lines = [cartLine(plainFoods(menu)[0]!, centralId, extra.units ?? 1)]
  const payload = pickupOrder(t, centralId, lines, { remark: extra.remark ?? '' })
  return { ...payload, expectedPrice: await quote(t, member, payload) }
}

/** Sets a food's stock (stock control on). */
export async function setStock(t: MemberTestApp, foodId: number, units: number): Promise<void> {
  await t.db.update(foods).set({ surplusNum: units, remainingNumber: units }).where(eq(foods.id, foodId))
}

/** Puts the menu's plain food at `index` under stock control with `units`; answers its id. */
export async function stockPlainFood(
  t: MemberTestApp,
  menu: ShopMenu,
  index: number,
  units: number,
): Promise<number> {
  const foodId = plainFoods(menu)[index]!.id
  await setStock(t, foodId, units)
  return foodId
}

export async function stockOf(t: MemberTestApp, foodId: number): Promise<number | null> {
  const [row] = await t.db.select({ surplusNum: foods.surplusNum }).from(foods).where(eq(foods.id, foodId))
  return row?.surplusNum ?? null
}

/** Issues a member a copy of the brand's coupon template with this code; answers its id. */
export async function giveCoupon(t: MemberTestApp, memberId: number, brandId: number, code: string) {
  const [template] = await t.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.brandId, brandId), eq(coupons.code, code)))
  return (await issueMemberCoupon(t.db, memberId, template!.id, t.clock.now()))!
}

export async function couponRow(t: MemberTestApp, memberCouponId: number) {
  const [row] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, memberCouponId))
  return row!
}

/** Saves an address for the member; answers its id. */
export async function addAddress(t: MemberTestApp, member: Member): Promise<number> {
  const res = await as(t, member.token, '/api/member/member/addMemberAddress', {
    json: HOME_ADDRESS,
  })
  return res.body.data.id as number
}

export { type Member, registerMember }
