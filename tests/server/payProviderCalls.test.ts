import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders, restaurantPayTypes } from '../../server/db/schema'
import { PAY_CALLS, type PayCall, type PayCallKind } from '../../server/services/pay/providerCalls'
import {
  isApplePay,
  isDesktopOnlyPayType,
  PAY_GROUPS,
  type PayGroupKey,
  payGroupOf,
} from '../../src/domain/payTypes'
import { BACKENDS, type CallResult, call } from './harness'
import { as } from './memberHelpers'
import { type Member, registerMember } from './orderHelpers'
import {
  confirmPay,
  type PayTestApp,
  paymentsOf,
  payStatus,
  placeOnline,
  press,
  startPayApp,
} from './payHelpers'

/** SPEC §7's pay calls answered through the provider (server/services/pay/providerCalls.ts), row by row. */

/** SPEC §7 "Pay", every call by its path under /api/pay. */
const SPEC_PAY_CALLS = [
  '/findOrderPayStatus',
  '/transactionOpen',
  '/searchAppOpen',
  '/yedPayRequest',
  '/yedPayQuery',
  '/payMeRequest',
  '/payMeRequestId',
  '/googlePay',
  '/findGooglPayStatus',
  '/stripPay',
  '/qrCodeApp',
  '/enquiryApp',
  '/bocBillPayRequest',
  '/bocBillPayQuery',
  '/qfPay/createPay',
  '/wechat/webPay',
  '/findGooglePayInfo',
  '/onlinePayment/payment',
  '/onlinePayment/paymentQuery',
  '/paymentCancelPay',
  '/visaPay/getToken',
  '/visaPay/decryptPaymentToken',
]

const CALLS = Object.entries(PAY_CALLS) as [string, PayCall][]
const ofKind = (kind: PayCallKind) => CALLS.filter(([, entry]) => entry.kind === kind)
const CREATE = ofKind('create')
const QUERY = ofKind('query')
const ALL_GROUPS = Object.keys(PAY_GROUPS) as PayGroupKey[]
const ONLINE_IDS = ALL_GROUPS.flatMap((group) => [...PAY_GROUPS[group].ids])

/** A method of the call's groups any device pays 2 units with (neither PC-only nor Apple Pay). */
const methodOf = (entry: PayCall) =>
  entry
    .groups!.flatMap((group) => [...PAY_GROUPS[group].ids])
    .find((id) => !isDesktopOnlyPayType(id) && !isApplePay(id))!
/** A method of a group the call does not take, or null when it takes them all. */
const foreignMethod = (entry: PayCall) =>
  ONLINE_IDS.find((id) => !entry.groups!.includes(payGroupOf(id)!)) ?? null

describe.each(BACKENDS)('provider pay calls on $name', (backend) => {
  let t: PayTestApp
  let member: Member
  let other: Member
  beforeAll(async () => {
    t = await startPayApp(backend)
    other = await registerMember(t)
    // Central offers every SPEC §9 method, so each call has one to pay with.
    await t.db
      .insert(restaurantPayTypes)
      .values(ONLINE_IDS.map((payType) => ({ restaurantId: t.ids.centralId, payType })))
      .onConflictDoNothing()
  })
  afterAll(() => t.close())
  // Each row pays as a diner of its own: one member placing every row's orders within minutes
  // would meet the brand's placement caps (tests/server/orderCaps.test.ts), not the pay calls.
  beforeEach(async () => {
    member = await registerMember(t)
  })

  /** Calls a row of the table as the PWA would: a GET's parameters in the query string. */
  function send(name: string, params: Record<string, string | number>, who: Member | null = member) {
    const entry = PAY_CALLS[name as keyof typeof PAY_CALLS] as PayCall
    const options = entry.method === 'GET' ? { query: params } : { json: params }
    const path = `/api/pay${name}`
    return who ? as(t, who.token, path, options) : call(t.app, path, options)
  }

  async function newOrder(payType = 40): Promise<{ id: number; price: string }> {
    const placed = await placeOnline(t, member, payType)
    expect(placed.body.success, placed.text).toBe(true)
    return { id: placed.body.data.id, price: placed.body.data.priceResult.price }
  }

  const refused = (res: CallResult, errCode: string) =>
    expect([res.status, res.body.success, res.body.errCode]).toEqual([200, false, errCode])

  it('serves every SPEC §7 pay call from the table', () => {
    expect(Object.keys(PAY_CALLS).sort()).toEqual([...SPEC_PAY_CALLS].sort())
    const served = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`))
    for (const [name, entry] of CALLS) expect(served.has(`${entry.method} /api/pay${name}`), name).toBe(true)
    // Every online group has a create call besides onlinePayment/payment's catch-all.
    const taken = new Set(
      CREATE.filter(([name]) => name !== '/onlinePayment/payment').flatMap(([, e]) => e.groups!),
    )
    expect(ALL_GROUPS.filter((group) => !taken.has(group))).toEqual([])
  })

  it.each(CREATE)('%s creates or resumes the payment exactly like confirmPay', async (name, entry) => {
    const method = methodOf(entry)
    const order = await newOrder(method)
    // No payType: the order's own.
    const created = await send(name, { orderId: order.id })
    expect(created.body).toMatchObject({
      success: true,
      data: { orderId: order.id, payType: method, amount: order.price, status: 1 },
    })
    expect(created.body.data.redirectUrl).toMatch(/^\/pay\/sandbox\/[A-Za-z0-9_-]{22}\?lang=en$/)
    const again = await send(name, { orderId: order.id, payType: method })
    const viaConfirm = await confirmPay(t, member, order.id, method)
    expect(again.body.data).toEqual(created.body.data)
    expect(viaConfirm.body.data).toEqual(created.body.data)
    expect(await paymentsOf(t, order.id)).toHaveLength(1)
    // Paid through its page: the call refuses a second payment.
    await press(t, created.body.data.redirectUrl, 'pay')
    refused(await send(name, { orderId: order.id }), 'pay.0002')
    expect(await paymentsOf(t, order.id)).toHaveLength(1)
  })

  it.each(CREATE)('%s refuses other groups, bad input and orders not payable', async (name, entry) => {
    const method = methodOf(entry)
    const order = await newOrder(method)
    const foreign = foreignMethod(entry)
    if (foreign !== null) {
      const res = await send(name, { orderId: order.id, payType: foreign })
      expect(res.body).toMatchObject({
        success: false,
        errCode: 'PAY.METHOD_NOT_ACCEPTED',
        field: 'payType',
        errMsg: 'This payment method cannot be used for this payment',
      })
      const hk = await as(
        t,
        member.token,
        `/api/pay${name}`,
        { json: { orderId: order.id, payType: foreign } },
        'zh-hk',
      )
      expect(hk.body.errMsg).toBe('此付款方式不適用於此付款')
    }
    refused(await send(name, { orderId: order.id, payType: method }, other), 'ORDER.NOT_FOUND')
    for (const params of [
      { orderId: order.id, payType: 99 },
      { orderId: order.id, payType: 1 },
      { payType: method },
      { orderId: 0 },
      { orderId: -3 },
      { orderId: 2 ** 31 },
      { orderId: 'x1' },
    ]) {
      const res = await send(name, params as Record<string, string | number>)
      expect([JSON.stringify(params), res.status, res.body.errCode]).toEqual([
        JSON.stringify(params),
        400,
        'VALIDATION',
      ])
    }
    expect(await paymentsOf(t, order.id)).toHaveLength(0)
    const cash = await placeOnline(t, member, 1)
    refused(await send(name, { orderId: cash.body.data.id }), 'PAY.NOT_ONLINE')
    await t.db.update(orders).set({ status: 6, cancelType: 3 }).where(eq(orders.id, order.id))
    refused(await send(name, { orderId: order.id }), 'PAY.ORDER_CANCELLED')
    expect(await paymentsOf(t, order.id)).toHaveLength(0)
  })

  it.each(QUERY)('%s answers what findOrderPayStatus answers', async (name) => {
    const order = await newOrder()
    refused(await send(name, { orderId: order.id }), 'code.online.payment.003')
    await confirmPay(t, member, order.id)
    const status = await send(name, { orderId: order.id })
    expect(status.body).toEqual((await payStatus(t, member, order.id)).body)
    expect(status.body.data).toMatchObject({ orderId: order.id, payType: 40, status: 1, amount: order.price })
    refused(await send(name, { orderId: order.id }, other), 'ORDER.NOT_FOUND')
    expect((await send(name, { orderId: 0 })).status).toBe(400)
  })

  it('refuses every member call without a token (401) and answers the public ones', async () => {
    for (const [name, entry] of CALLS) {
      const res = await send(name, { orderId: 1, restaurantId: t.ids.centralId, brandId: t.brandId }, null)
      expect([name, res.status]).toEqual([name, entry.public ? 200 : 401])
    }
    const shop = await send('/transactionOpen', { restaurantId: t.ids.centralId }, null)
    expect(shop.body.data).toEqual({ open: true, payTypes: [...ONLINE_IDS].sort((a, b) => a - b) })
    const brand = await send('/searchAppOpen', { brandId: t.brandId }, null)
    expect(brand.body.data).toMatchObject({ open: true, payTypes: expect.arrayContaining([21, 30, 40]) })
    expect(brand.body.data.payTypes).not.toContain(1)
    refused(await send('/transactionOpen', { restaurantId: 999_999 }, null), 'RESTAURANT.NOT_FOUND')
    refused(await send('/searchAppOpen', { brandId: 999_999 }, null), 'BRAND.NOT_FOUND')
    expect((await send('/transactionOpen', {}, null)).status).toBe(400)
    expect((await send('/findGooglePayInfo', {}, null)).body.data).toEqual({
      environment: 'TEST',
      gateway: 'example',
      gatewayMerchantId: 'exampleGatewayMerchantId',
      merchantName: 'Sandbox merchant',
      allowedCardNetworks: ['VISA', 'MASTERCARD'],
    })
  })

  it('issues a short-lived card token and reads its facts back to its member only', async () => {
    const order = await newOrder()
    const issued = await send('/visaPay/getToken', { orderId: order.id })
    expect(issued.body.success, issued.text).toBe(true)
    const { token, expiresAt } = issued.body.data
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(600_000)
    // No card data: the grant, its expiry and a nonce.
    const claims = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'))
    expect(Object.keys(claims).sort()).toEqual(['amount', 'exp', 'memberId', 'nonce', 'orderId'])
    const facts = await send('/visaPay/decryptPaymentToken', { token })
    expect(facts.body.data).toEqual({
      orderId: order.id,
      amount: order.price,
      expiresAt,
      environment: 'TEST',
    })
    refused(await send('/visaPay/decryptPaymentToken', { token }, other), 'PAY.TOKEN_INVALID')
    const altered = `${Buffer.from(JSON.stringify({ ...claims, amount: '0.01' })).toString('base64url')}.${token.split('.')[1]}`
    for (const bad of [altered, `${token}0`, 'x', 'a.b.c'])
      refused(await send('/visaPay/decryptPaymentToken', { token: bad }), 'PAY.TOKEN_INVALID')
    expect((await send('/visaPay/decryptPaymentToken', {})).status).toBe(400)
    t.clock.advance(600_000)
    refused(await send('/visaPay/decryptPaymentToken', { token }), 'PAY.TOKEN_INVALID')
    // Only for the member's payable order.
    refused(await send('/visaPay/getToken', { orderId: order.id }, other), 'ORDER.NOT_FOUND')
    await press(t, (await confirmPay(t, member, order.id)).body.data.redirectUrl, 'pay')
    refused(await send('/visaPay/getToken', { orderId: order.id }), 'pay.0002')
  })
})
