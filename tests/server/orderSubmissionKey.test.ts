import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import {
  addOrder,
  cartLine,
  type Member,
  ordersOfKey,
  plainFoods,
  quote,
  quotedPickup,
  registerMember,
  startOrderApp,
} from './orderHelpers'

/**
 * A submission key answers its first order only for the same request (issue 34 item 7): a repeat
 * of the body gets the order, another body under the key is ORDER.SUBMISSION_KEY_REUSED.
 */

describe.each(BACKENDS)('submission keys on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let centralId: number
  let pickup: ShopMenu

  beforeAll(async () => {
    ;({ t, centralId, pickup } = await startOrderApp(backend))
    a = await registerMember(t)
  })
  afterAll(() => t.close())

  const quoted = (member: Member, remark?: string) =>
    quotedPickup(t, member, centralId, pickup, remark === undefined ? {} : { remark })

  it('answers a repeat of the same body with the first order, also after its status changed', async () => {
    const payload = await quoted(a, 'No onions')
    const first = await addOrder(t, a, payload)
    expect(first.body.success).toBe(true)
    // The same order written otherwise: fields in another order, defaults spelled out.
    const reordered = Object.fromEntries(Object.entries(payload).reverse())
    const spelled = { ...reordered, timeSlot: { type: 0 }, memberCouponId: '' }
    const again = await addOrder(t, a, spelled)
    expect(again.body).toMatchObject({ success: true, data: { id: first.body.data.id, status: 0 } })

    const cancelled = await as(t, a.token, '/api/order/updateOrderStatus', {
      json: { orderId: first.body.data.id },
    })
    expect(cancelled.body.success).toBe(true)
    const later = await addOrder(t, a, payload)
    expect(later.body).toMatchObject({ success: true, data: { id: first.body.data.id, status: 6 } })
    expect(await ordersOfKey(t, payload.submissionKey)).toBe(1)
  })

  it('refuses another remark or another line under a used key, placing nothing', async () => {
    const payload = await quoted(a, 'No onions')
    const first = await addOrder(t, a, payload)
    expect(first.body.success).toBe(true)

    const otherRemark = await addOrder(t, a, { ...payload, remark: 'Extra onions' }, 'zh-hk')
    expect(otherRemark.status).toBe(409)
    expect(otherRemark.body).toMatchObject({
      success: false,
      code: 0,
      errCode: 'ORDER.SUBMISSION_KEY_REUSED',
      field: 'submissionKey',
      errMsg: '此提交編號已用於另一張內容不同的訂單。重試時請發送相同的訂單，新訂單請使用新的提交編號。',
      data: { orderId: first.body.data.id },
    })

    const lines = [...(payload.lines as unknown[]), cartLine(plainFoods(pickup)[1]!, centralId, 1)]
    const otherLines = await addOrder(t, a, {
      ...payload,
      lines,
      expectedPrice: await quote(t, a, { ...payload, lines }),
    })
    expect(otherLines.status).toBe(409)
    expect(otherLines.body.errCode).toBe('ORDER.SUBMISSION_KEY_REUSED')
    expect(await ordersOfKey(t, payload.submissionKey)).toBe(1)
  })

  it('refuses another member a used key whatever the body, telling nothing of its order', async () => {
    const b = await registerMember(t)
    const payload = await quoted(a)
    expect((await addOrder(t, a, payload)).body.success).toBe(true)
    for (const body of [payload, { ...payload, remark: 'Mine now' }]) {
      const res = await addOrder(t, b, body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'submissionKey' })
      expect(res.body.data).toBeUndefined()
    }
  })

  it('answers any body under the key of an order placed before requests were fingerprinted', async () => {
    const payload = await quoted(a, 'No onions')
    const first = await addOrder(t, a, payload)
    await t.db
      .update(orders)
      .set({ submissionFingerprint: null })
      .where(eq(orders.id, first.body.data.id as number))
    const other = await addOrder(t, a, { ...payload, remark: 'Extra onions' })
    expect(other.body).toMatchObject({ success: true, data: { id: first.body.data.id, remark: 'No onions' } })
  })

  it('makes one order of two bodies racing on one key: the other body is refused', async () => {
    const payload = await quoted(a, 'First body')
    const bodies = Array.from({ length: 10 }, (_, n) =>
      n % 2 === 0 ? payload : { ...payload, remark: 'Second body' },
    )
    const sends = await Promise.all(bodies.map((body) => addOrder(t, a, body)))
    expect(await ordersOfKey(t, payload.submissionKey)).toBe(1)
    const placed = sends.filter((res) => res.body.success)
    const winner = placed[0]!.body.data
    // Every send of the winning body answers the order; every send of the other body is refused.
    for (const [n, res] of sends.entries()) {
      const sameBody = (bodies[n]!.remark as string) === winner.remark
      if (sameBody) expect(res.body).toMatchObject({ success: true, data: { id: winner.id } })
      else expect([res.status, res.body.errCode]).toEqual([409, 'ORDER.SUBMISSION_KEY_REUSED'])
    }
    expect(placed).toHaveLength(5)
  })
})
