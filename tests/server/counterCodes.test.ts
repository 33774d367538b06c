import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { counterCodes, menus, orders, restaurants } from '../../server/db/schema'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS, call, startTestApp } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import {
  atServerPrice,
  cartLine,
  type Member,
  newKey,
  ordersOfKey,
  pickupOrder,
  plainFoods,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/** Issue 37 item 5: take-out and self-service codes at a restaurant's counter. */

type CodeRow = { code: string; kind: string; restaurantId: number; brandId: number; menuType: number }

async function codesOf(t: MemberTestApp): Promise<CodeRow[]> {
  return t.db
    .select({
      code: counterCodes.code,
      kind: counterCodes.kind,
      restaurantId: menus.restaurantId,
      brandId: restaurants.brandId,
      menuType: menus.menuType,
    })
    .from(counterCodes)
    .innerJoin(menus, eq(menus.id, counterCodes.menuId))
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
}

describe.each(BACKENDS)('counter codes on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let centralId: number
  let pickup: ShopMenu
  let takeOut: CodeRow
  let selfService: CodeRow
  let otherBrandTakeOut: CodeRow

  beforeAll(async () => {
    ;({ t, centralId, pickup } = await startOrderApp(backend))
    a = await registerMember(t)
    const codes = await codesOf(t)
    takeOut = codes.find((row) => row.restaurantId === centralId && row.kind === 'takeOut')!
    selfService = codes.find((row) => row.restaurantId === centralId && row.kind === 'selfService')!
    otherBrandTakeOut = codes.find((row) => row.brandId !== t.brandId && row.kind === 'takeOut')!
  }, 60_000)
  afterAll(() => t.close())

  const order = (code: string, orderType: number, extra: Record<string, unknown> = {}) => ({
    ...pickupOrder(t, centralId, [cartLine(plainFoods(pickup)[0]!, centralId, 1)]),
    orderType,
    code,
    submissionKey: newKey(),
    ...extra,
  })
  const send = (path: string, payload: Record<string, unknown>) =>
    atServerPrice((expectedPrice) =>
      as(t, a.token, `/api/order/${path}`, { json: { ...payload, expectedPrice } }, 'en'),
    )

  it('seeds random codes of both kinds for the pick-up menus, never a readable name', () => {
    expect(takeOut.code).toMatch(/^to-[0-9a-f]{32}$/)
    expect(selfService.code).toMatch(/^ss-[0-9a-f]{32}$/)
    expect(otherBrandTakeOut).toBeDefined()
  })

  it('resolves a take-out code to its brand, restaurant, address and pick-up menu', async () => {
    const res = await call(t.app, '/api/restaurant/takeOutScan/takeOutAddressAndRest', {
      json: { code: takeOut.code },
    })
    expect(res.body).toMatchObject({
      success: true,
      data: { kind: 'takeOut', brandId: t.brandId, restaurantId: centralId, menuType: 7, code: takeOut.code },
    })
    expect(res.body.data.address1).not.toBe('')
    const info = await call(t.app, '/api/order/takeOutScan/getTakeRestInfo', { json: { code: takeOut.code } })
    expect(info.body.data).toMatchObject({ restaurantId: centralId, shopState: 'ok' })
  })

  it('answers a bad, unknown or wrong-kind code with its message, never a 500', async () => {
    const unknown = `to-${'0'.repeat(32)}`
    const res = await call(t.app, '/api/restaurant/takeOutScan/takeOutAddressAndRest', {
      json: { code: unknown },
      headers: { 'x-locale': 'zh-hk' },
    })
    expect(res.body).toMatchObject({ success: false, errCode: 'COUNTER.CODE_INVALID', errMsg: '連結無效' })
    const malformed = await call(t.app, '/api/restaurant/takeOutScan/takeOutAddressAndRest', {
      json: { code: 'demo-central' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errCode).toBe('VALIDATION')
    // A self-service code is no take-out code, and the other way round.
    const wrongKind = await call(t.app, '/api/order/takeOutScan/getTakeRestInfo', {
      json: { code: selfService.code },
    })
    expect(wrongKind.status).toBe(400)
    const self = await call(
      t.app,
      `/api/restaurant/public/exclusive/selfServiceCode?code=${selfService.code}`,
    )
    expect(self.body.data).toMatchObject({ kind: 'selfService', restaurantId: centralId, menuType: 7 })
    const none = await call(
      t.app,
      `/api/restaurant/public/exclusive/selfServiceCode?code=ss-${'1'.repeat(32)}`,
    )
    expect(none.body.errCode).toBe('COUNTER.CODE_INVALID')
  })

  it('places a take-out order as a pick-up order with its collection number, once per key', async () => {
    const payload = order(takeOut.code, 7)
    const first = await send('takeOutScan/takeOutAddOrder', payload)
    expect(first.body).toMatchObject({ success: true, data: { orderType: 7, restaurantId: centralId } })
    expect(first.body.data.collectionNo).toMatch(/^[A-Z]\d{3}$/)
    const again = await as(t, a.token, '/api/order/takeOutScan/takeOutAddOrder', {
      json: { ...payload, expectedPrice: first.body.data.priceResult.price },
    })
    expect(again.body.data.id).toBe(first.body.data.id)
    expect(await ordersOfKey(t, payload.submissionKey)).toBe(1)
  })

  it('places a self-service order as takeout (type 2) with a collection number', async () => {
    const placed = await send('selfServiceCodeOrder', order(selfService.code, 2))
    expect(placed.body).toMatchObject({ success: true, data: { orderType: 2, restaurantId: centralId } })
    expect(placed.body.data.collectionNo).toMatch(/^[A-Z]\d{3}$/)
    // A take-out code does not place a self-service order, nor the other way round.
    const crossed = await send('selfServiceCodeOrder', order(takeOut.code, 2))
    expect(crossed.status).toBe(400)
  })

  it('refuses another brand’s code for this restaurant, and a code for another order type', async () => {
    const other = await send('takeOutScan/takeOutAddOrder', order(otherBrandTakeOut.code, 7))
    expect(other.body).toMatchObject({ success: false, errCode: 'COUNTER.WRONG_RESTAURANT' })
    const typed = await send('takeOutScan/takeOutAddOrder', order(takeOut.code, 2))
    expect(typed.status).toBe(400)
    expect(await t.db.$count(orders, eq(orders.memberId, a.memberId))).toBe(2)
  })

  it('makes one order of concurrent sends under one key', async () => {
    const first = await send('selfServiceCodeOrder', order(selfService.code, 2))
    const payload = { ...order(selfService.code, 2), expectedPrice: first.body.data.priceResult.price }
    const sends = await Promise.all(
      Array.from({ length: 12 }, () => as(t, a.token, '/api/order/selfServiceCodeOrder', { json: payload })),
    )
    const ids = new Set(sends.map((res) => res.body.data?.id))
    expect(sends.map((res) => res.status)).toEqual(Array(12).fill(200))
    expect(ids.size).toBe(1)
    expect(await ordersOfKey(t, payload.submissionKey)).toBe(1)
  })
})

describe.each(BACKENDS)('staff counter codes on $name', (backend) => {
  it('lists a restaurant’s codes with their links and rotates one, so the old code opens nothing', async () => {
    const t = await startTestApp(backend, { staffToken: 'staff-test-token-0123456789abcdef' })
    try {
      const auth = { authorization: 'Bearer staff-test-token-0123456789abcdef' }
      const [row] = await t.db
        .select({ restaurantId: menus.restaurantId, brandId: restaurants.brandId })
        .from(counterCodes)
        .innerJoin(menus, eq(menus.id, counterCodes.menuId))
        .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
        .limit(1)
      const scope = { brandId: row!.brandId, restaurantId: row!.restaurantId }
      const list = await call(
        t.app,
        `/api/staff/counterCodes?brandId=${scope.brandId}&restaurantId=${scope.restaurantId}`,
        { headers: auth },
      )
      const takeOut = list.body.data.find((code: { kind: string }) => code.kind === 'takeOut')
      expect(takeOut.path).toMatch(/^\/shop\/scanCode\//)
      const self = list.body.data.find((code: { kind: string }) => code.kind === 'selfService')
      expect(self.path).toMatch(/^\/shop\/autoCode\//)
      const rotated = await call(t.app, '/api/staff/counterCodes/rotate', {
        json: { ...scope, code: takeOut.code },
        headers: auth,
      })
      expect(rotated.body.data.code).toMatch(/^to-[0-9a-f]{32}$/)
      expect(rotated.body.data.code).not.toBe(takeOut.code)
      const old = await call(t.app, '/api/restaurant/takeOutScan/takeOutAddressAndRest', {
        json: { code: takeOut.code },
      })
      expect(old.body.errCode).toBe('COUNTER.CODE_INVALID')
      // Another brand's restaurant cannot rotate it.
      const crossed = await call(t.app, '/api/staff/counterCodes/rotate', {
        json: {
          brandId: scope.brandId + 1000,
          restaurantId: scope.restaurantId,
          code: rotated.body.data.code,
        },
        headers: auth,
      })
      expect(crossed.body.success).toBe(false)
    } finally {
      await t.close()
    }
  }, 60_000)
})
