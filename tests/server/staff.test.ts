import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { couponRow, stockOf } from './orderHelpers'
import {
  type Member,
  makeOnline,
  placeDelivery,
  placePickup,
  placeStockedDelivery,
  registerMember,
  STAFF_TOKEN,
  type StaffTestApp,
  staff,
  startStaffApp,
} from './staffHelpers'

/** The staff API: its token, the pick-up and delivery lifecycles, refused moves, the merchant's cancel and refund. */

describe.each(BACKENDS)('staff API on $name', (backend) => {
  let t: StaffTestApp
  let diner: Member
  beforeAll(async () => {
    t = await startStaffApp(backend)
    diner = await registerMember(t)
  })
  afterAll(() => t.close())

  const details = async (orderId: number) =>
    (await as(t, diner.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId } })).body.data
  const move = (orderId: number, status: number) => staff(t, 'orders/status', { orderId, status })
  const track = (orderId: number, state: number) => staff(t, 'orders/track', { orderId, state })
  const get = (path: string) => staff(t, path)

  it('answers 401 without the staff token or with a wrong one', async () => {
    const { orderId } = await placePickup(t, diner)
    for (const authorization of [
      null,
      'Bearer ',
      `Bearer ${STAFF_TOKEN}x`,
      `Bearer ${STAFF_TOKEN.replace('s', 'S')}`,
      diner.token,
    ]) {
      const list = await staff(t, 'orders', undefined, authorization)
      expect(list.status).toBe(401)
      expect(list.body).toMatchObject({ success: false, errCode: 'AUTH.UNAUTHORIZED' })
      expect((await staff(t, 'orders/confirm', { orderId }, authorization)).status).toBe(401)
    }
    expect((await details(orderId)).status).toBe(0)
  })

  it('lists open orders newest first, by brand, and reads one', async () => {
    const { orderId } = await placePickup(t, diner)
    const list = await staff(t, 'orders', undefined)
    expect(list.body).toMatchObject({ success: true, code: 1 })
    expect(list.body.data.list[0]).toMatchObject({
      id: orderId,
      status: 0,
      memberId: diner.memberId,
      tracking: [],
    })
    const ofBrand = (await get(`orders?brandId=${t.brandId}`)).body.data
    expect(ofBrand.list.map((order: { id: number }) => order.id)).toContain(orderId)
    expect((await get(`orders?brandId=${t.harbourId}`)).body.data).toEqual({ list: [], total: 0 })
    expect((await get(`orders/detail?orderId=${orderId}`)).body.data).toEqual(await details(orderId))
    const other = await staff(t, 'orders/confirm', { orderId, brandId: t.harbourId })
    expect(other.body).toMatchObject({ success: false, errCode: 'ORDER.NOT_FOUND' })
    expect((await staff(t, 'orders/status', { orderId, status: 'x' })).body).toMatchObject({
      errCode: 'VALIDATION',
      field: 'status',
    })
  })
  it('moves a pick-up order from confirmed to completed; the diner can no longer cancel', async () => {
    const { orderId } = await placePickup(t, diner)
    const confirmed = await staff(t, 'orders/confirm', { orderId })
    expect(confirmed.body).toMatchObject({ success: true, data: { id: orderId, status: 8 } })
    const cancel = await as(t, diner.token, '/api/order/updateOrderStatus', { json: { orderId } })
    expect(cancel.body).toMatchObject({
      success: false,
      errCode: 'ORDER.CONFIRMED',
      errMsg: 'This order has been confirmed and can no longer be cancelled',
    })
    for (const status of [2, 3, 4, 5]) {
      t.clock.advance(60_000)
      const res = await move(orderId, status)
      expect(res.body.data).toMatchObject({ status, updatedAt: t.clock.now().toISOString() })
      expect((await details(orderId)).status).toBe(status)
    }
    const open = (await get('orders')).body.data.list.map((order: { id: number }) => order.id)
    expect(open).not.toContain(orderId)
    expect((await get('orders?all=1')).body.data.list.map((order: { id: number }) => order.id)).toContain(
      orderId,
    )
  })

  it('tracks a delivery order through the seven states with their times', async () => {
    const orderId = await placeDelivery(t, diner)
    await staff(t, 'orders/confirm', { orderId })
    const times: string[] = []
    const step = async (kind: 'status' | 'track', value: number) => {
      t.clock.advance(120_000)
      const res = kind === 'status' ? await move(orderId, value) : await track(orderId, value)
      expect(res.body).toMatchObject({ success: true })
      if (kind === 'track') times.push(t.clock.now().toISOString())
    }
    await step('track', 1)
    await step('status', 2)
    await step('track', 2)
    await step('track', 3)
    await step('status', 3)
    await step('track', 4)
    await step('track', 7)
    await step('track', 3)
    await step('track', 4)
    await step('track', 5)
    await step('track', 6)
    const order = await details(orderId)
    expect(order).toMatchObject({ status: 3, trackingState: 6, payTypeName: null, refundProgress: null })
    expect(order.tracking).toEqual(
      [1, 2, 3, 4, 7, 3, 4, 5, 6].map((state, index) => ({ state, at: times[index] })),
    )
    const after = await track(orderId, 5)
    expect(after.status).toBe(409)
    expect(after.body).toMatchObject({
      errCode: 'ORDER.ILLEGAL_TRANSITION',
      data: { refusal: 'trackingOrder', status: 3 },
    })
    await move(orderId, 4)
    expect((await track(orderId, 6)).body.data).toMatchObject({ refusal: 'notDelivered' })
    expect((await move(orderId, 5)).body.data.status).toBe(5)
  })

  it('refuses illegal moves with 409 and leaves the order as it was', async () => {
    const { orderId } = await placePickup(t, diner)
    const refused = async (res: Awaited<ReturnType<typeof move>>, refusal: string) => {
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({
        success: false,
        errCode: 'ORDER.ILLEGAL_TRANSITION',
        data: { refusal },
      })
      expect(res.body.errMsg).toContain(refusal)
    }
    await refused(await move(orderId, 3), 'notConfirmed')
    await refused(await move(orderId, 6), 'notStaffStatus')
    await refused(await track(orderId, 1), 'notDelivered')
    await refused(await staff(t, 'orders/refund', { orderId, progress: 5 }), 'noRefund')
    await staff(t, 'orders/confirm', { orderId })
    // The same move again changes nothing (a retried command).
    const before = await details(orderId)
    t.clock.advance(1_000)
    expect((await staff(t, 'orders/confirm', { orderId })).body.data).toEqual(before)
    await move(orderId, 3)
    await refused(await move(orderId, 2), 'backwards')
    await refused(await move(orderId, 8), 'backwards')
    await move(orderId, 5)
    // Completed: nothing moves back (a cancel now is the refund after the meal, tests/server/points.test.ts).
    await refused(await move(orderId, 4), 'closed')
    expect((await details(orderId)).status).toBe(5)
    // An unpaid online order is not confirmed (it is cancelled or swept instead).
    const unpaid = await placePickup(t, diner)
    await makeOnline(t.db, unpaid.orderId, false)
    await refused(await staff(t, 'orders/confirm', { orderId: unpaid.orderId }), 'unpaid')
  })

  it('cancels a paid online order with a refund, giving stock and coupon back, then completes the refund', async () => {
    const { orderId, stockedId, memberCouponId } = await placeStockedDelivery(t, diner, { coupon: true })
    await makeOnline(t.db, orderId, true)
    await staff(t, 'orders/confirm', { orderId })
    const stock = await stockOf(t, stockedId)
    // Paid and taken by the merchant: the coupon is spent, and comes back with the refund.
    expect(await couponRow(t, memberCouponId!)).toMatchObject({ status: 'used', orderId })
    const cancelled = await staff(t, 'orders/cancel', { orderId })
    expect(cancelled.body.data).toMatchObject({
      status: 6,
      cancelType: 2,
      refundProgress: 7,
      payTypeName: 'Google Pay',
    })
    expect(await stockOf(t, stockedId)).toBe(stock! + 3)
    expect(await couponRow(t, memberCouponId!)).toMatchObject({ status: 'available', orderId: null })
    // A second cancel changes nothing more.
    expect((await staff(t, 'orders/cancel', { orderId })).body.data.status).toBe(6)
    expect(await stockOf(t, stockedId)).toBe(stock! + 3)
    const refunded = await staff(t, 'orders/refund', { orderId, progress: 5 })
    expect(refunded.body.data).toMatchObject({ refundProgress: 5 })
    expect(await details(orderId)).toMatchObject({ status: 6, cancelType: 2, refundProgress: 5 })
    expect((await staff(t, 'orders/refund', { orderId, progress: 7 })).status).toBe(409)
  })

  it('cancels a cash order without a refund', async () => {
    const { orderId, stockedId } = await placeStockedDelivery(t, diner)
    const stock = await stockOf(t, stockedId)
    const res = await staff(t, 'orders/cancel', { orderId })
    expect(res.body.data).toMatchObject({ status: 6, cancelType: 2, refundProgress: null })
    expect(await stockOf(t, stockedId)).toBe(stock! + 3)
  })

  it('refuses bodies nested too deep on every command with 400 VALIDATION', async () => {
    const body = `${'['.repeat(8000)}1${']'.repeat(8000)}`
    for (const path of ['confirm', 'status', 'track', 'cancel', 'refund']) {
      const res = await call(t.app, `/api/staff/orders/${path}`, {
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_TOKEN}` },
      })
      expect(res.status, path).toBe(400)
      expect(res.body, path).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'body' })
    }
  })

  it('is not there without STAFF_TOKEN', async () => {
    const off = await startStaffApp(backend, { staffToken: null, sameDatabaseAs: t })
    const res = await staff(off, 'orders')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, errCode: 'NOT_FOUND' })
    expect((await staff(off, 'orders/confirm', { orderId: 1 })).status).toBe(404)
    await off.close()
  })
})
