import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepPayments } from '../../server/services/pay/reconcile'
import { sweepUnpaidOrders } from '../../server/services/staff/unpaidSweep'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import {
  addOrder,
  cartLine,
  couponRow,
  type Member,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  registerMember,
} from './orderHelpers'
import {
  confirmPay,
  type PayTestApp,
  paidWithCallbackLost,
  press,
  STAFF_TOKEN,
  sendCallback,
  signedCallback,
  startPayApp,
} from './payHelpers'

/**
 * Issue 36 item 11: a member coupon is reserved by the order it is sent with, used once that order
 * stands (paid online; paid later, taken by the merchant), and given back when the order is
 * cancelled or expires unpaid. Each move happens once, however many callbacks, sweeps and staff
 * commands race (on PostgreSQL as well as PGlite).
 */

const STARTER = 'New member $20 off'

describe.each(BACKENDS)('coupons spent by orders on $name', (backend) => {
  let t: PayTestApp
  beforeAll(async () => {
    t = await startPayApp(backend)
  })
  afterAll(() => t.close())

  const staff = (path: string, orderId: number) =>
    call(t.app, `/api/staff/orders/${path}`, {
      json: { orderId },
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    })
  /** The member's coupons as the checkout lists them: the starter coupon's status. */
  const listedStatus = async (member: Member, id: number) => {
    const res = await as(t, member.token, '/api/member-web/member/getMemberCouponByMemberId', {
      json: { brandId: t.brandId },
    })
    return (res.body.data as { id: number; status: string }[]).find((item) => item.id === id)?.status
  }

  /** A fresh member's pick-up order at Central with their starter coupon, paid by `payType`. */
  async function placeWithCoupon(payType: number) {
    const member = await registerMember(t)
    const res = await as(t, member.token, '/api/member-web/member/getMemberCouponByMemberId', {
      json: { brandId: t.brandId },
    })
    const coupon = (res.body.data as { id: number; name1: string }[]).find((item) => item.name1 === STARTER)!
    const lines = [cartLine(plainFoods(t.pickup)[0]!, t.ids.centralId, 10)]
    const placed = await placeAtQuote(
      t,
      member,
      pickupOrder(t, t.ids.centralId, lines, { payType, memberCouponId: coupon.id }),
    )
    expect(placed.body.success, JSON.stringify(placed.body)).toBe(true)
    return { member, couponId: coupon.id, orderId: placed.body.data.id as number }
  }

  /** Pays the order at the sandbox with its callback lost: the callback's body, to sign and replay. */
  const paidAtProvider = async (member: Member, orderId: number) =>
    (await paidWithCallbackLost(t, member, orderId)).body

  it('holds the coupon while the online order is unpaid; replayed callbacks and sweeps spend it once', async () => {
    const { member, couponId, orderId } = await placeWithCoupon(40)
    expect(await listedStatus(member, couponId)).toBe('reserved')
    const body = await paidAtProvider(member, orderId)
    expect(await listedStatus(member, couponId)).toBe('reserved')

    // Due for the sweep (pending over 5 minutes) while the provider's callback is replayed.
    const published = t.published.length
    t.clock.advance(6 * 60_000)
    const signed = signedCallback(body, t.clock.now())
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => sendCallback(t, signed))),
      sweepPayments(t.pay, 5),
      sweepPayments(t.pay, 5),
    ])
    expect(answers.every((res) => res.status === 200)).toBe(true)
    expect(answers.filter((res) => res.body.data.applied).length).toBeLessThanOrEqual(1)
    expect(t.published.slice(published).filter((event) => event.orderId === orderId)).toHaveLength(1)
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'used', orderId })
    expect(await listedStatus(member, couponId)).toBe('used')
    // Once used, the coupon cannot be sent with another order.
    const lines = [cartLine(plainFoods(t.pickup)[0]!, t.ids.centralId, 10)]
    const again = await addOrder(
      t,
      member,
      pickupOrder(t, t.ids.centralId, lines, { memberCouponId: couponId }),
    )
    expect(again.body).toMatchObject({ success: false, errCode: 'COUPON.UNAVAILABLE' })
  })

  it('gives the coupon back when the unpaid order expires, and a late payment does not take it again', async () => {
    const { member, couponId, orderId } = await placeWithCoupon(40)
    const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
    await sweepUnpaidOrders(t.db, t.pay.events, new Date(t.clock.now().getTime() + 60 * 60_000))
    expect(await listedStatus(member, couponId)).toBe('available')
    // Reserved again by another order, then the first order's payment arrives: refunded, coupon left alone.
    const lines = [cartLine(plainFoods(t.pickup)[0]!, t.ids.centralId, 10)]
    const other = await placeAtQuote(
      t,
      member,
      pickupOrder(t, t.ids.centralId, lines, { memberCouponId: couponId }),
    )
    expect(other.body.success).toBe(true)
    await press(t, redirectUrl, 'pay')
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'reserved', orderId: other.body.data.id })
  })

  it('gives the coupon of a paid order back when the order is cancelled and refunded', async () => {
    const { member, couponId, orderId } = await placeWithCoupon(40)
    await sendCallback(t, signedCallback(await paidAtProvider(member, orderId), t.clock.now()))
    expect(await listedStatus(member, couponId)).toBe('used')
    const cancelled = await as(t, member.token, '/api/order/updateOrderStatus', { json: { orderId } })
    expect(cancelled.body.data).toBe(true)
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'available', orderId: null })
  })

  it('spends a pay-later order’s coupon once the merchant takes the order, once under racing commands', async () => {
    const { member, couponId, orderId } = await placeWithCoupon(1)
    expect(await listedStatus(member, couponId)).toBe('reserved')
    const published = t.published.length
    const answers = await Promise.all(Array.from({ length: 6 }, () => staff('confirm', orderId)))
    expect(answers.every((res) => res.body.success)).toBe(true)
    expect(t.published.slice(published).filter((event) => event.orderId === orderId)).toHaveLength(1)
    expect(await listedStatus(member, couponId)).toBe('used')
    // The merchant cancels it after all: the coupon comes back.
    expect((await staff('cancel', orderId)).body.data).toMatchObject({ status: 6 })
    expect(await listedStatus(member, couponId)).toBe('available')
  })

  it('keeps a pay-later order’s coupon reserved until then, and gives it back on the diner’s cancel', async () => {
    const { member, couponId, orderId } = await placeWithCoupon(1)
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'reserved', orderId })
    await as(t, member.token, '/api/order/updateOrderStatus', { json: { orderId } })
    expect(await listedStatus(member, couponId)).toBe('available')
  })
})
