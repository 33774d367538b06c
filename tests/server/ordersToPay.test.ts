import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { BACKENDS } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import { addOrder, type Member, newKey, quotedPickup, registerMember, startOrderApp } from './orderHelpers'

/** /apps/fixedOrderList's list (issue 37): getMemberOrderList with awaitingPayment. */

describe.each(BACKENDS)('orders to pay on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let centralId: number
  let pickup: ShopMenu

  beforeAll(async () => {
    ;({ t, centralId, pickup } = await startOrderApp(backend))
    a = await registerMember(t)
  }, 60_000)
  afterAll(() => t.close())

  it('lists only the member’s online orders still waiting for their payment', async () => {
    const quoted = await quotedPickup(t, a, centralId, pickup)
    const online = await addOrder(t, a, { ...quoted, payType: 40, submissionKey: newKey() })
    expect(online.body.success).toBe(true)
    const cash = await addOrder(t, a, { ...quoted, payType: 1, submissionKey: newKey() })
    expect(cash.body.success).toBe(true)
    const cancelled = await addOrder(t, a, { ...quoted, payType: 40, submissionKey: newKey() })
    await as(t, a.token, '/api/order/updateOrderStatus', { json: { orderId: cancelled.body.data.id } })

    const toPay = await as(t, a.token, '/api/order/orderInfo/getMemberOrderList?awaitingPayment=1')
    expect(toPay.body.data.list.map((order: { id: number }) => order.id)).toEqual([online.body.data.id])
    expect(toPay.body.data.total).toBe(1)
    const all = await as(t, a.token, '/api/order/orderInfo/getMemberOrderList')
    expect(all.body.data.total).toBe(3)
    // Another member sees none of them.
    const b = await registerMember(t)
    const theirs = await as(t, b.token, '/api/order/orderInfo/getMemberOrderList?awaitingPayment=1')
    expect(theirs.body.data.list).toEqual([])
  })
})
