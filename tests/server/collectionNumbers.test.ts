import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import {
  addAddress,
  addOrder,
  cartLine,
  deliveryOrder,
  type Member,
  newKey,
  placeAtQuote,
  plainFoods,
  quotedPickup,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/** Pick-up orders' collection numbers: per restaurant and business day, consecutive under concurrency. */

describe.each(BACKENDS)('collection numbers on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let centralId: number
  let pickup: ShopMenu
  let delivery: ShopMenu

  beforeAll(async () => {
    ;({ t, centralId, pickup, delivery } = await startOrderApp(backend))
    a = await registerMember(t)
  }, 60_000)
  afterAll(() => t.close())

  const placePickup = async () => {
    const res = await addOrder(t, a, {
      ...(await quotedPickup(t, a, centralId, pickup)),
      submissionKey: newKey(),
    })
    expect(res.status).toBe(200)
    return res.body.data
  }

  it('numbers the day’s pick-up orders A001, A002…; a delivery order has none', async () => {
    expect((await placePickup()).collectionNo).toBe('A001')
    const second = await placePickup()
    expect(second.collectionNo).toBe('A002')
    const addressId = await addAddress(t, a)
    // Above the delivery minimum ($80).
    const lines = [cartLine(plainFoods(delivery)[0]!, centralId, 6)]
    const delivered = await placeAtQuote(t, a, deliveryOrder(t, centralId, lines, addressId))
    expect(delivered.body.data.collectionNo).toBeNull()
    // The order detail says it again.
    const detail = await as(t, a.token, '/api/order/getOrderDetailsByOrderId', {
      json: { orderId: second.id },
    })
    expect(detail.body.data).toMatchObject({ id: second.id, collectionNo: 'A002' })
  })

  it('gives concurrent pick-up orders consecutive numbers, none twice', async () => {
    const payloads = await Promise.all(
      Array.from({ length: 12 }, async () => ({
        ...(await quotedPickup(t, a, centralId, pickup)),
        submissionKey: newKey(),
      })),
    )
    const sends = await Promise.all(payloads.map((payload) => addOrder(t, a, payload)))
    expect(sends.map((res) => res.status)).toEqual(Array(12).fill(200))
    const numbers = sends.map((res) => res.body.data.collectionNo as string).sort()
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, index) => `A${String(index + 3).padStart(3, '0')}`),
    )
    // A repeated send answers the order it placed, with its number: no new one is taken.
    const again = await addOrder(t, a, payloads[0]!)
    expect(again.body.data.collectionNo).toBe(sends[0]!.body.data.collectionNo)
    expect((await placePickup()).collectionNo).toBe('A015')
  })

  it('starts again at A001 on the next business day', async () => {
    t.clock.advance(24 * 60 * 60_000)
    expect((await placePickup()).collectionNo).toBe('A001')
  })
})
