import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import { sweepPayments } from '../../server/services/pay/reconcile'
import { sweepUnpaidOrders } from '../../server/services/staff/unpaidSweep'
import { decodeArg } from '../../src/domain/args'
import { formatPrice } from '../../src/domain/money'
import { BACKENDS, call } from './harness'
import { addOrder, cartLine, type Member, pickupOrder, plainFoods, registerMember } from './orderHelpers'
import {
  cancelPay,
  confirmPay,
  orderOf,
  type PayTestApp,
  PHONE,
  paymentsOf,
  payStatus,
  placeOnline,
  press,
  STAFF_TOKEN,
  startPayMember,
} from './payHelpers'

/** Issue 13: paying an order online with the sandbox provider, end to end through the HTTP calls. */

describe.each(BACKENDS)('payments on $name', (backend) => {
  let t: PayTestApp
  let member: Member
  beforeAll(async () => {
    ;({ t, member } = await startPayMember(backend))
  })
  afterAll(() => t.close())

  /** A new online order of the member: its id. */
  async function newOrder(payType = 40): Promise<number> {
    const placed = await placeOnline(t, member, payType)
    expect(placed.body.success, placed.text).toBe(true)
    return placed.body.data.id as number
  }

  it('places an online order unpaid (orderPayType 2, status 0) and pays it through the hosted page', async () => {
    const placed = await placeOnline(t, member)
    expect(placed.body.data).toMatchObject({ status: 0, orderPayType: 2, payType: 40 })
    const order = placed.body.data
    expect(order.payment).toBeNull()
    const confirmed = await confirmPay(t, member, order.id)
    expect(confirmed.body).toMatchObject({
      success: true,
      data: { orderId: order.id, payType: 40, amount: order.priceResult.price, status: 1 },
    })
    const { redirectUrl } = confirmed.body.data
    expect(redirectUrl).toMatch(/^\/pay\/sandbox\/[A-Za-z0-9_-]{22}\?lang=en$/)
    expect((await payStatus(t, member, order.id)).body.data).toMatchObject({ payType: 40, status: 1 })

    const page = await call(t.app, redirectUrl)
    expect(page.status).toBe(200)
    expect(page.text).toContain(formatPrice(order.priceResult.price))
    expect(page.text).toContain('Visa / Mastercard')

    const pressed = await press(t, redirectUrl, 'pay')
    expect(pressed.status).toBe(303)
    const back = pressed.headers.get('location')!
    expect(back).toMatch(/^\/shop\/pay\//)
    expect(decodeArg(back.slice('/shop/pay/'.length))).toEqual({
      kind: 'ok',
      values: [String(t.brandId), String(t.ids.centralId), '0', String(order.id)],
    })
    expect((await payStatus(t, member, order.id)).body.data).toMatchObject({ status: 2 })
    expect(await orderOf(t, member, order.id)).toMatchObject({
      status: 1,
      orderPayType: 2,
      // The detail's payment fact: what was charged, by which method, and when (the test clock).
      payment: {
        status: 2,
        payType: 40,
        payTypeName: 'Visa / Mastercard',
        amount: order.priceResult.price,
        paidAt: t.clock.now().toISOString(),
        refundProgress: null,
      },
    })
    expect(t.published.some((event) => event.orderId === order.id && event.status === 1)).toBe(true)

    // Paid: no second payment, no cancel.
    expect((await confirmPay(t, member, order.id)).body).toMatchObject({
      success: false,
      errCode: 'pay.0002',
    })
    expect((await cancelPay(t, member, order.id)).body).toMatchObject({ success: false, errCode: 'pay.0002' })
    expect(await paymentsOf(t, order.id)).toHaveLength(1)
    // The page is closed now: pressing again changes nothing.
    expect((await press(t, redirectUrl, 'cancel')).status).toBe(409)
    expect(await orderOf(t, member, order.id)).toMatchObject({ status: 1 })
  })

  it('lets a failed payment be paid again with a new attempt', async () => {
    const orderId = await newOrder()
    const first = (await confirmPay(t, member, orderId)).body.data
    await press(t, first.redirectUrl, 'fail')
    expect((await payStatus(t, member, orderId)).body.data).toMatchObject({ status: 3 })
    expect(await orderOf(t, member, orderId)).toMatchObject({
      status: 0,
      payment: { status: 3, paidAt: null },
    })
    expect((await cancelPay(t, member, orderId)).body.errCode).toBe('pay.0017')

    const second = (await confirmPay(t, member, orderId, 42)).body.data
    expect(second.paymentId).not.toBe(first.paymentId)
    expect(second.redirectUrl).not.toBe(first.redirectUrl)
    await press(t, second.redirectUrl, 'pay')
    expect((await payStatus(t, member, orderId)).body.data).toMatchObject({ status: 2, payType: 42 })
    expect(await orderOf(t, member, orderId)).toMatchObject({
      status: 1,
      payType: 42,
      payTypeName: 'Alipay HK',
      // The latest attempt, not the failed first one.
      payment: { status: 2, payType: 42, payTypeName: 'Alipay HK' },
    })
  })

  it('cancels the order when the payer cancels on the hosted page; a cancelled order cannot be paid', async () => {
    const orderId = await newOrder()
    const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
    expect((await press(t, redirectUrl, 'cancel')).status).toBe(303)
    expect((await payStatus(t, member, orderId)).body.data).toMatchObject({ status: 5 })
    expect(await orderOf(t, member, orderId)).toMatchObject({
      status: 6,
      cancelType: 1,
      refundProgress: null,
    })
    expect((await confirmPay(t, member, orderId)).body).toMatchObject({ errCode: 'PAY.ORDER_CANCELLED' })
    expect((await cancelPay(t, member, orderId)).body.errCode).toBe('pay.0017')
  })

  it('cancels a payment under way by paymentCancelPay (data true), then refuses with pay.0017', async () => {
    const orderId = await newOrder()
    const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
    expect((await cancelPay(t, member, orderId)).body).toMatchObject({ success: true, data: true })
    expect((await payStatus(t, member, orderId)).body.data.status).toBe(5)
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 6 })
    expect((await cancelPay(t, member, orderId)).body.errCode).toBe('pay.0017')
    // The provider closed it too: its page offers nothing any more.
    expect((await press(t, redirectUrl, 'pay')).status).toBe(409)
  })

  it('answers code.online.payment.003 for an order without payment, and only the member’s own orders', async () => {
    const orderId = await newOrder()
    expect((await payStatus(t, member, orderId)).body).toMatchObject({
      success: false,
      errCode: 'code.online.payment.003',
    })
    expect((await cancelPay(t, member, orderId)).body.errCode).toBe('code.online.payment.003')
    const other = await registerMember(t)
    await confirmPay(t, member, orderId)
    for (const res of [
      await payStatus(t, other, orderId),
      await cancelPay(t, other, orderId),
      await confirmPay(t, other, orderId),
    ])
      expect(res.body.errCode).toBe('ORDER.NOT_FOUND')
    expect((await call(t.app, '/api/pay/findOrderPayStatus', { json: { orderId } })).status).toBe(401)
  })

  it('makes one payment of concurrent confirmPay calls', async () => {
    const orderId = await newOrder()
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirmPay(t, member, orderId)))
    expect(answers.every((res) => res.body.success)).toBe(true)
    expect(new Set(answers.map((res) => res.body.data.paymentId)).size).toBe(1)
    expect(new Set(answers.map((res) => res.body.data.redirectUrl)).size).toBe(1)
    expect(await paymentsOf(t, orderId)).toHaveLength(1)
    // Another method while one is under way: cancel it first.
    expect((await confirmPay(t, member, orderId, 30)).body.errCode).toBe('PAY.IN_PROGRESS')
  })

  it('settles by the reconciliation sweep a payment whose callback was lost', async () => {
    const orderId = await newOrder()
    const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
    t.deliver.on = false
    try {
      expect((await press(t, redirectUrl, 'pay')).status).toBe(303)
    } finally {
      t.deliver.on = true
    }
    // The return page alone decides nothing: still paying.
    expect((await payStatus(t, member, orderId)).body.data.status).toBe(1)
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 0 })
    // Not yet due: the sweep leaves it.
    await sweepPayments(t.pay, 5)
    expect((await payStatus(t, member, orderId)).body.data.status).toBe(1)
    t.clock.advance(6 * 60_000)
    await sweepPayments(t.pay, 5)
    expect((await payStatus(t, member, orderId)).body.data.status).toBe(2)
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 1 })
  })

  it('refunds a paid order the member cancels: refundProgress 7, then 5 as the provider reports', async () => {
    const orderId = await newOrder()
    const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
    await press(t, redirectUrl, 'pay')
    const cancelled = await call(t.app, '/api/order/updateOrderStatus', {
      json: { orderId },
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(cancelled.body.data).toBe(true)
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 6, refundProgress: 7 })
    const [payment] = await paymentsOf(t, orderId)
    expect(payment).toMatchObject({ status: 2, refundProgress: 7 })
    expect(payment!.refundRef).toBeTruthy()
    expect((await t.sandbox.find(payment!.providerRef!))?.refundedAmount).toBe(payment!.amount)
    // The sandbox completes refunds 5 s after they are asked for; the sweep hears it.
    await sweepPayments(t.pay, 5)
    expect(await orderOf(t, member, orderId)).toMatchObject({ refundProgress: 7 })
    t.clock.advance(5_000)
    await sweepPayments(t.pay, 5)
    expect(await orderOf(t, member, orderId)).toMatchObject({
      status: 6,
      refundProgress: 5,
      payment: { status: 2, refundProgress: 5, amount: payment!.amount },
    })
    expect((await paymentsOf(t, orderId))[0]).toMatchObject({ refundProgress: 5 })
  })

  it('refunds a paid order the merchant cancels after confirming it', async () => {
    const orderId = await newOrder()
    await press(t, (await confirmPay(t, member, orderId)).body.data.redirectUrl, 'pay')
    const staff = { authorization: `Bearer ${STAFF_TOKEN}` }
    expect(
      (await call(t.app, '/api/staff/orders/confirm', { json: { orderId }, headers: staff })).body.data,
    ).toMatchObject({
      status: 8,
    })
    const cancelled = await call(t.app, '/api/staff/orders/cancel', { json: { orderId }, headers: staff })
    expect(cancelled.body.data).toMatchObject({ status: 6, cancelType: 2, refundProgress: 7 })
    expect((await paymentsOf(t, orderId))[0]).toMatchObject({ refundProgress: 7 })
    t.clock.advance(5_000)
    await sweepPayments(t.pay, 5)
    expect(await orderOf(t, member, orderId)).toMatchObject({ refundProgress: 5 })
    // Cancelled again: nothing more is refunded.
    await call(t.app, '/api/staff/orders/cancel', { json: { orderId }, headers: staff })
    expect((await paymentsOf(t, orderId))[0]).toMatchObject({ refundProgress: 5 })
  })

  it('closes at the provider the payment of an order the unpaid sweep cancelled', async () => {
    const orderId = await newOrder()
    const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
    await sweepUnpaidOrders(t.db, t.pay.events, new Date(t.clock.now().getTime() + 60 * 60_000))
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 6, cancelType: 3 })
    t.clock.advance(6 * 60_000)
    await sweepPayments(t.pay, 5)
    expect((await payStatus(t, member, orderId)).body.data.status).toBe(5)
    expect((await press(t, redirectUrl, 'pay')).status).toBe(409)
  })

  it('refunds a payment that arrives after its order was cancelled', async () => {
    const orderId = await newOrder()
    const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
    // The unpaid order is cancelled (as the unpaid sweep would) while the payer is on the page.
    await t.db.update(orders).set({ status: 6, cancelType: 3 }).where(eq(orders.id, orderId))
    await press(t, redirectUrl, 'pay')
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 6, refundProgress: 7 })
    expect((await paymentsOf(t, orderId))[0]).toMatchObject({ status: 2, refundProgress: 7 })
  })

  describe('bad input', () => {
    it('refuses unknown, cash and unoffered payment types', async () => {
      const payload = pickupOrder(t, t.ids.centralId, [
        cartLine(plainFoods(t.pickup)[0]!, t.ids.centralId, 1),
      ])
      const unknown = await addOrder(t, member, { ...payload, payType: 99 })
      expect(unknown.body).toMatchObject({ errCode: 'VALIDATION', field: 'payType' })
      // Alipay (8) is a SPEC §9 method the demo restaurants do not offer.
      const unoffered = await placeOnline(t, member, 8)
      expect(unoffered.body).toMatchObject({ success: false, errCode: 'ORDER.PAY_TYPE_NOT_OFFERED' })
      expect(unoffered.body.errMsg).toBe('This restaurant does not accept this payment method')
      const orderId = await newOrder()
      expect((await confirmPay(t, member, orderId, 99)).body).toMatchObject({ errCode: 'VALIDATION' })
      expect((await confirmPay(t, member, orderId, 1)).body).toMatchObject({ errCode: 'VALIDATION' })
      expect((await confirmPay(t, member, orderId, 8)).body.errCode).toBe('ORDER.PAY_TYPE_NOT_OFFERED')
      const cash = await placeOnline(t, member, 1)
      expect(cash.body.data).toMatchObject({ orderPayType: 1, payType: 1 })
      expect((await confirmPay(t, member, cash.body.data.id)).body.errCode).toBe('PAY.NOT_ONLINE')
      expect(await paymentsOf(t, orderId)).toHaveLength(0)
    })

    it('refuses a PC-only method from a phone, at addOrder2 and at confirmPay', async () => {
      const fromPhone = await placeOnline(t, member, 28, PHONE)
      expect(fromPhone.body).toMatchObject({ success: false, errCode: 'PAY.DESKTOP_ONLY' })
      const fromDesktop = await placeOnline(t, member, 28)
      expect(fromDesktop.body.success).toBe(true)
      const orderId = fromDesktop.body.data.id
      expect((await confirmPay(t, member, orderId, 28, PHONE)).body.errCode).toBe('PAY.DESKTOP_ONLY')
      expect(await paymentsOf(t, orderId)).toHaveLength(0)
      expect((await confirmPay(t, member, orderId, 28)).body.success).toBe(true)
    })

    it("refuses Apple Pay below 4 and amounts of 0, with SPEC §5's messages", async () => {
      const orderId = await newOrder()
      await t.db.update(orders).set({ price: '3.90' }).where(eq(orders.id, orderId))
      const apple = await confirmPay(t, member, orderId, 10)
      expect(apple.body).toMatchObject({
        errCode: 'PAY.APPLE_PAY_MINIMUM',
        errMsg: 'Apple Pay can only be used for amounts of 4 or more',
      })
      // Another method takes 3.90, charged as the server's total.
      const card = await confirmPay(t, member, orderId, 40)
      expect(card.body.data.amount).toBe('3.90')
      await cancelPay(t, member, orderId)
      const free = await newOrder()
      await t.db.update(orders).set({ price: '0.00' }).where(eq(orders.id, free))
      const zero = await confirmPay(t, member, free, 40)
      expect(zero.body).toMatchObject({
        errCode: 'ORDER.AMOUNT_NOT_POSITIVE',
        errMsg: 'The amount to pay must be greater than 0',
      })
      expect(await paymentsOf(t, free)).toHaveLength(0)
    })
  })
})
