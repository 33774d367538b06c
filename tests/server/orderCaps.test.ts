import { and, eq, isNull } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orders, settings } from '../../server/db/schema'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { PLACEMENT_DEFAULTS, PLACEMENT_SETTING } from '../../src/domain/placementLimits'
import { BACKENDS } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import {
  addOrder,
  cartLine,
  type Member,
  pickupOrder,
  plainFoods,
  quote,
  quotedPickup,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/**
 * Bounded ordering (issue 34 item 4): orders one member places within the window, orders open at
 * once, units on one line and the order's price are capped by brand settings.
 */

type Setting = (typeof PLACEMENT_SETTING)[keyof typeof PLACEMENT_SETTING]

describe.each(BACKENDS)('order caps on $name', (backend) => {
  let t: MemberTestApp
  let centralId: number
  let pickup: ShopMenu

  beforeAll(async () => {
    ;({ t, centralId, pickup } = await startOrderApp(backend))
    return () => t.close()
  })

  /** Sets the demo brand's row of a cap (as a brand would configure it). */
  async function setCap(name: Setting, value: number | string) {
    const values = typeof value === 'number' ? { valueInt: value } : { valueChar: value }
    await t.db
      .update(settings)
      .set(values)
      .where(
        and(eq(settings.brandId, t.brandId), isNull(settings.restaurantId), eq(settings.settingName, name)),
      )
  }
  afterEach(async () => {
    await setCap(PLACEMENT_SETTING.rateLimit, PLACEMENT_DEFAULTS.rateLimit)
    await setCap(PLACEMENT_SETTING.rateMinutes, PLACEMENT_DEFAULTS.rateMinutes)
    await setCap(PLACEMENT_SETTING.openLimit, PLACEMENT_DEFAULTS.openLimit)
    await setCap(PLACEMENT_SETTING.maxTotal, PLACEMENT_DEFAULTS.maxTotal)
  })

  const quoted = (member: Member, units = 1) => quotedPickup(t, member, centralId, pickup, { units })

  const ordersOf = async (member: Member) =>
    (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, member.memberId))).length

  it('takes the rate’s orders in its window, refuses the next with when to retry, and answers a placed key', async () => {
    await setCap(PLACEMENT_SETTING.rateLimit, 3)
    await setCap(PLACEMENT_SETTING.openLimit, 0)
    const a = await registerMember(t)
    // Quoting (refused with the fresh price) counts nothing.
    const payloads = await Promise.all(Array.from({ length: 5 }, () => quoted(a)))
    const placed = []
    for (const payload of payloads.slice(0, 3)) placed.push(await addOrder(t, a, payload))
    expect(placed.map((res) => res.body.success)).toEqual([true, true, true])

    const refused = await addOrder(t, a, payloads[3]!)
    expect(refused.status).toBe(200)
    expect(refused.body).toMatchObject({
      success: false,
      code: -1,
      errCode: 'ORDER.RATE_LIMITED',
      errMsg: 'You have placed 3 orders in the last 10 minutes. You can order again in 10 minutes.',
      data: {
        limit: 3,
        minutes: 10,
        retryAt: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
        retryAfterSeconds: 600,
      },
    })
    // A retry of a placed key answers its order, at the cap or not.
    const retry = await addOrder(t, a, payloads[2]!)
    expect(retry.body).toMatchObject({ success: true, data: { id: placed[2]!.body.data.id } })
    expect(await ordersOf(a)).toBe(3)

    // 4 minutes on, still refused (for 6 more); at retryAt the window has room again.
    t.clock.advance(4 * 60_000)
    const later = await addOrder(t, a, payloads[3]!, 'zh-cn')
    expect(later.body.errMsg).toBe('您已在 10 分钟内下了 3 个订单，请于 6 分钟后再下单。')
    t.clock.advance(6 * 60_000)
    expect((await addOrder(t, a, payloads[3]!)).body.success).toBe(true)
    expect((await addOrder(t, a, payloads[4]!)).body.success).toBe(true)
  })

  it('never takes more than the rate of one member’s concurrent orders', async () => {
    await setCap(PLACEMENT_SETTING.rateLimit, 3)
    await setCap(PLACEMENT_SETTING.openLimit, 0)
    const a = await registerMember(t)
    const payloads = await Promise.all(Array.from({ length: 10 }, () => quoted(a)))
    const sends = await Promise.all(payloads.map((payload) => addOrder(t, a, payload)))
    const outcomes = sends.map((res) => res.body.errCode ?? 'placed').sort()
    expect(outcomes).toEqual([...Array(3).fill('placed'), ...Array(7).fill('ORDER.RATE_LIMITED')].sort())
    expect(await ordersOf(a)).toBe(3)
  })

  it('refuses an order past the open orders until one is cancelled', async () => {
    await setCap(PLACEMENT_SETTING.openLimit, 2)
    const a = await registerMember(t)
    const payloads = await Promise.all(Array.from({ length: 3 }, () => quoted(a)))
    const first = await addOrder(t, a, payloads[0]!)
    expect((await addOrder(t, a, payloads[1]!)).body.success).toBe(true)

    const refused = await addOrder(t, a, payloads[2]!, 'zh-hk')
    expect(refused.body).toMatchObject({
      success: false,
      code: -1,
      errCode: 'ORDER.OPEN_LIMIT',
      errMsg: '您已有 2 張訂單尚未獲商戶確認，待其中一張確認或取消後即可再下單。',
      data: { limit: 2 },
    })
    await as(t, a.token, '/api/order/updateOrderStatus', { json: { orderId: first.body.data.id } })
    expect((await addOrder(t, a, payloads[2]!)).body.success).toBe(true)
  })

  it('never opens more than the open orders of one member’s concurrent orders', async () => {
    await setCap(PLACEMENT_SETTING.openLimit, 3)
    const a = await registerMember(t)
    const payloads = await Promise.all(Array.from({ length: 10 }, () => quoted(a)))
    const sends = await Promise.all(payloads.map((payload) => addOrder(t, a, payload)))
    expect(sends.filter((res) => res.body.success)).toHaveLength(3)
    expect(sends.filter((res) => res.body.errCode === 'ORDER.OPEN_LIMIT')).toHaveLength(7)
    expect(await ordersOf(a)).toBe(3)
  })

  it('refuses a line of more units than a line may have, naming the line', async () => {
    const a = await registerMember(t)
    const [first, second] = plainFoods(pickup)
    const max = PLACEMENT_DEFAULTS.lineUnits
    const lines = [cartLine(first!, centralId, 1), cartLine(second!, centralId, max + 1)]
    const refused = await addOrder(t, a, { ...pickupOrder(t, centralId, lines), expectedPrice: '1.00' })
    expect(refused.body).toMatchObject({
      success: false,
      code: -1,
      errCode: 'ORDER.LINE_UNITS_LIMIT',
      field: 'lines.1.number',
      errMsg: `You can order at most ${max} of ${second!.foodName1} with the same choices`,
      data: { index: 1, max },
    })
    expect(await ordersOf(a)).toBe(0)
    const atMax = [cartLine(first!, centralId, 1), cartLine(second!, centralId, max)]
    const payload = pickupOrder(t, centralId, atMax)
    const placed = await addOrder(t, a, { ...payload, expectedPrice: await quote(t, a, payload) })
    expect(placed.body.success).toBe(true)
  })

  it('refuses an order above the price cap with the cap and the fresh figures', async () => {
    const a = await registerMember(t)
    const small = await quoted(a, 1)
    const large = await quoted(a, 20)
    await setCap(PLACEMENT_SETTING.maxTotal, String(small.expectedPrice))
    const refused = await addOrder(t, a, large)
    expect(refused.body).toMatchObject({
      success: false,
      code: -1,
      errCode: 'ORDER.TOTAL_LIMIT',
      errMsg: `Orders over ${small.expectedPrice} cannot be placed online. Please contact the restaurant.`,
      data: { max: small.expectedPrice, price: { price: large.expectedPrice } },
    })
    expect(await ordersOf(a)).toBe(0)
    // At the cap exactly, the order goes through.
    expect((await addOrder(t, a, small)).body.success).toBe(true)
  })
})
