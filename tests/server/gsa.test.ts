import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { as, HOME_ADDRESS, type MemberTestApp } from './memberHelpers'
import { loadMenu, type MenuIds } from './menuHelpers'
import {
  addOrder,
  cartLine,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/**
 * POST gsa/gsa/queryDeliveryFee and gsa/calculateEstimatedTime (SPEC §7), and order placement
 * charging exactly the fee queryDeliveryFee answers. Demo settings (server/db/seed/settings.ts):
 * delivery 12.00 for 2 km, 4.00 per started km, radius 5 km; cold-chain 30.00 for 5 km, 3.00 per
 * km, radius 25 km; preparation 20 / 15 / 45 minutes, 4 minutes per km. The clock reads
 * 2026-03-02 12:00 at UTC+8.
 */

const PLACES = {
  /** Queen's Road Central, 0.4 km from the Central shop. */
  home: HOME_ADDRESS.dimensionMap,
  /** Causeway Bay, 3.1 km. */
  causewayBay: '114.1849,22.2799',
  /** Sha Tin, 11.5 km: beyond delivery, within cold-chain. */
  shaTin: '114.188,22.381',
  /** Macau, beyond both. */
  macau: '113.5439,22.1987',
}

describe.each(BACKENDS)('gsa calls on $name', (backend) => {
  let t: MemberTestApp
  let ids: MenuIds
  let delivery: ShopMenu
  let coldChain: ShopMenu
  let a: Member
  let b: Member
  const address: Record<keyof typeof PLACES, number> = { home: 0, causewayBay: 0, shaTin: 0, macau: 0 }

  beforeAll(async () => {
    ;({ t, ids, delivery } = await startOrderApp(backend))
    coldChain = await loadMenu(t.app, ids.centralId, 5)
    a = await registerMember(t)
    b = await registerMember(t)
    for (const [name, dimensionMap] of Object.entries(PLACES)) {
      const res = await as(t, a.token, '/api/member/member/addMemberAddress', {
        json: { ...HOME_ADDRESS, dimensionMap, isdefault: 0 },
      })
      address[name as keyof typeof PLACES] = res.body.data.id
    }
  })
  afterAll(() => t.close())

  const fee = (member: Member, params: Record<string, unknown>, locale = 'en') =>
    as(t, member.token, '/api/gsa/gsa/queryDeliveryFee', { json: params }, locale)
  const eta = (member: Member, params: Record<string, unknown>) =>
    as(t, member.token, '/api/gsa/calculateEstimatedTime', { json: params })

  it('prices delivery by distance: the base fee near, per started km beyond', async () => {
    const near = await fee(a, { addressId: address.home, restaurantId: ids.centralId, userId: a.memberId })
    expect(near.body).toEqual({
      success: true,
      code: 1,
      data: { deliveryFee: '12.00', distanceKm: '0.4', companyType: 1 },
    })
    // A form body as the PWA's default POST.
    const farther = await call(t.app, '/api/gsa/gsa/queryDeliveryFee', {
      form: { addressId: address.causewayBay, restaurantId: ids.centralId },
      headers: { authorization: `Bearer ${a.token}` },
    })
    expect(farther.body.data).toEqual({ deliveryFee: '20.00', distanceKm: '3.1', companyType: 1 })
  })

  it('uses the cold-chain table for companyType 3: another fee and a wider reach', async () => {
    const near = await fee(a, { addressId: address.home, restaurantId: ids.centralId, companyType: 3 })
    expect(near.body.data).toEqual({ deliveryFee: '30.00', distanceKm: '0.4', companyType: 3 })
    const shaTin = await fee(a, { addressId: address.shaTin, restaurantId: ids.centralId, companyType: '3' })
    expect(shaTin.body.data).toEqual({ deliveryFee: '51.00', distanceKm: '11.5', companyType: 3 })
  })

  it('refuses an address out of reach with SPEC’s message', async () => {
    const shaTin = await fee(a, { addressId: address.shaTin, restaurantId: ids.centralId }, 'zh-hk')
    expect(shaTin.body).toMatchObject({
      success: false,
      errCode: 'ORDER.OUT_OF_SCOPE',
      errMsg: '不在送餐範圍內',
      field: 'addressId',
    })
    const macau = await fee(a, { addressId: address.macau, restaurantId: ids.centralId, companyType: 3 })
    expect(macau.body).toMatchObject({
      errCode: 'ORDER.OUT_OF_SCOPE',
      errMsg: 'This address is outside the delivery area',
    })
  })

  it('answers only for the member’s own address, a known restaurant and the token’s member', async () => {
    const theirs = await fee(b, { addressId: address.home, restaurantId: ids.centralId })
    expect(theirs.body).toMatchObject({ success: false, errCode: 'ADDRESS.NOT_FOUND', field: 'addressId' })
    const unknown = await fee(a, { addressId: address.home, restaurantId: UNKNOWN_ID })
    expect(unknown.body).toMatchObject({ errCode: 'RESTAURANT.NOT_FOUND' })
    const other = await fee(b, { addressId: address.home, restaurantId: ids.centralId, userId: a.memberId })
    expect(other.status).toBe(403)
    const guest = await call(t.app, '/api/gsa/gsa/queryDeliveryFee', {
      json: { addressId: address.home, restaurantId: ids.centralId },
    })
    expect(guest.status).toBe(401)
    const theirEta = await eta(b, { addressId: address.home, restaurantId: ids.centralId, orderType: 1 })
    expect(theirEta.body).toMatchObject({ errCode: 'ADDRESS.NOT_FOUND' })
  })

  it.each([
    [{ restaurantId: 1 }, 'addressId'],
    [{ addressId: 'x', restaurantId: 1 }, 'addressId'],
    [{ addressId: 1 }, 'restaurantId'],
    [{ addressId: 1, restaurantId: 1, companyType: 'cold' }, 'companyType'],
    [{ addressId: 1, restaurantId: 1, companyType: -3 }, 'companyType'],
  ])('queryDeliveryFee %j → 400 VALIDATION %s', async (params, field) => {
    const res = await fee(a, params)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
  })

  it('estimates preparation plus travel, as minutes and a time at UTC+8', async () => {
    const pickup = await eta(a, { restaurantId: ids.centralId, orderType: 7 })
    expect(pickup.body.data).toEqual({
      minutes: 15,
      estimatedTime: '2026-03-02T12:15:00+08:00',
      distanceKm: null,
    })
    // A self-service code's takeout (2) is collected at the counter as pick-up is.
    const takeout = await eta(a, { restaurantId: ids.centralId, orderType: 2 })
    expect(takeout.body.data).toEqual(pickup.body.data)
    const near = await eta(a, { restaurantId: ids.centralId, orderType: '1', addressId: address.home })
    expect(near.body.data).toEqual({
      minutes: 22,
      estimatedTime: '2026-03-02T12:22:00+08:00',
      distanceKm: '0.4',
    })
    const far = await eta(a, { restaurantId: ids.centralId, orderType: 8, addressId: address.shaTin })
    expect(far.body.data).toEqual({
      minutes: 91,
      estimatedTime: '2026-03-02T13:31:00+08:00',
      distanceKm: '11.5',
    })
    t.clock.advance(30_000)
    const later = await eta(a, { restaurantId: ids.centralId, orderType: 7 })
    expect(later.body.data.estimatedTime).toBe('2026-03-02T12:16:00+08:00')
    t.clock.advance(-30_000)
  })

  it('asks for an address for delivery, refuses one out of reach, and other order types', async () => {
    const none = await eta(a, { restaurantId: ids.centralId, orderType: 1 })
    expect(none.body).toMatchObject({ errCode: 'ORDER.NEED_ADDRESS', errMsg: 'Please enter an address' })
    const out = await eta(a, { restaurantId: ids.centralId, orderType: 1, addressId: address.shaTin })
    expect(out.body).toMatchObject({ errCode: 'ORDER.OUT_OF_SCOPE' })
    for (const orderType of [3, 'x', undefined]) {
      const res = await eta(a, { restaurantId: ids.centralId, orderType })
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'orderType' })
    }
  })

  const ordersOf = async (member: Member) =>
    (await t.db.select({ n: count() }).from(orders).where(eq(orders.memberId, member.memberId)))[0]!.n

  it('charges a delivery order exactly the fee queryDeliveryFee answered for its address', async () => {
    const queried = await fee(a, { addressId: address.causewayBay, restaurantId: ids.centralId })
    const lines = [cartLine(plainFoods(delivery)[0]!, ids.centralId, 10)]
    const payload = { ...pickupOrder(t, ids.centralId, lines), orderType: 1, menuType: 1 }
    const placed = await placeAtQuote(t, a, { ...payload, addressId: address.causewayBay })
    expect(placed.body.success).toBe(true)
    expect(placed.body.data.priceResult.deliveryFee).toBe(queried.body.data.deliveryFee)
    expect(placed.body.data.priceResult.deliveryFee).toBe('20.00')
  })

  it('charges a cold-chain order the cold-chain fee, and refuses a delivery out of reach', async () => {
    const queried = await fee(a, { addressId: address.shaTin, restaurantId: ids.centralId, companyType: 3 })
    const lines = [cartLine(plainFoods(coldChain)[0]!, ids.centralId, 2)]
    const payload = { ...pickupOrder(t, ids.centralId, lines), orderType: 8, menuType: 5 }
    const placed = await placeAtQuote(t, a, { ...payload, addressId: address.shaTin })
    expect(placed.body.success).toBe(true)
    expect(placed.body.data.priceResult.deliveryFee).toBe(queried.body.data.deliveryFee)

    const before = await ordersOf(a)
    const deliveryLines = [cartLine(plainFoods(delivery)[0]!, ids.centralId, 10)]
    const out = await addOrder(t, a, {
      ...pickupOrder(t, ids.centralId, deliveryLines),
      orderType: 1,
      menuType: 1,
      addressId: address.shaTin,
    })
    expect(out.body).toMatchObject({
      errCode: 'ORDER.OUT_OF_SCOPE',
      errMsg: 'This address is outside the delivery area',
    })
    expect(await ordersOf(a)).toBe(before)
  })
})
