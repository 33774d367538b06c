import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call } from './harness'
import type { Member } from './orderHelpers'
import {
  orderOf,
  type PayTestApp,
  paidWithCallbackLost,
  payStatus,
  placeOnline,
  sendCallback,
  signedCallback,
  startPayMember,
} from './payHelpers'

/**
 * Issue 13: the provider's notification decides that an order is paid — signed with HMAC-SHA256
 * over timestamp and raw body, fresh within 300 s, of a known payment of its order and amount —
 * and is applied once, however often and however concurrently it arrives.
 */

describe.each(BACKENDS)('payment callbacks on $name', (backend) => {
  let t: PayTestApp
  let member: Member
  beforeAll(async () => {
    ;({ t, member } = await startPayMember(backend))
  })
  afterAll(() => t.close())

  /** An order with a payment under way whose sandbox page was answered but whose callback was lost. */
  async function paidAtProviderOnly() {
    const placed = await placeOnline(t, member)
    const orderId = placed.body.data.id as number
    return { orderId, ...(await paidWithCallbackLost(t, member, orderId)) }
  }

  it('applies a valid callback once: the order moves 0 → 1; a replay is acknowledged and changes nothing', async () => {
    const { orderId, body } = await paidAtProviderOnly()
    const signed = signedCallback(body, t.clock.now())
    const first = await sendCallback(t, signed)
    expect(first.body).toEqual({ success: true, code: 1, data: { applied: true } })
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 1 })
    const updatedAt = (await orderOf(t, member, orderId)).updatedAt
    const replay = await sendCallback(t, signed)
    expect(replay.body).toEqual({ success: true, code: 1, data: { applied: false } })
    // A replay saying something else of a settled payment changes nothing either.
    const other = await sendCallback(t, signedCallback({ ...body, status: 'cancelled' }, t.clock.now()))
    expect(other.body.data).toEqual({ applied: false })
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 1, updatedAt })
    expect((await payStatus(t, member, orderId)).body.data.status).toBe(2)
  })

  it('refuses forged, altered and stale callbacks with nothing changed', async () => {
    const { orderId, body } = await paidAtProviderOnly()
    const now = t.clock.now()
    const forged = await sendCallback(t, signedCallback(body, now, 'another-secret-of-32-characters!!'))
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ success: false, errCode: 'PAY.SIGNATURE' })

    const signed = signedCallback({ ...body, amount: '0.01' }, now)
    const altered = await sendCallback(t, { ...signed, body: JSON.stringify(body) })
    expect(altered.status).toBe(401)
    expect(altered.body.errCode).toBe('PAY.SIGNATURE')

    const unsigned = await call(t.app, '/api/pay/callback/sandbox', { json: body })
    expect(unsigned.status).toBe(401)

    const stale = await sendCallback(t, signedCallback(body, new Date(now.getTime() - 301_000)))
    expect(stale.status).toBe(401)
    expect(stale.body.errCode).toBe('PAY.STALE')
    const future = await sendCallback(t, signedCallback(body, new Date(now.getTime() + 301_000)))
    expect(future.body.errCode).toBe('PAY.STALE')

    const garbled = signedCallback({ event: 'payment', ref: 'x' }, now)
    expect((await sendCallback(t, garbled)).body).toMatchObject({ errCode: 'VALIDATION' })

    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 0 })
    expect((await payStatus(t, member, orderId)).body.data.status).toBe(1)
    // Within the window, the genuine one still applies.
    const genuine = await sendCallback(t, signedCallback(body, new Date(now.getTime() - 299_000)))
    expect(genuine.body.data).toEqual({ applied: true })
  })

  it('refuses a callback for another order, another amount or an unknown payment', async () => {
    const a = await paidAtProviderOnly()
    const b = await paidAtProviderOnly()
    const now = t.clock.now()
    const otherOrder = await sendCallback(t, signedCallback({ ...a.body, orderId: b.orderId }, now))
    expect(otherOrder.status).toBe(400)
    expect(otherOrder.body.errCode).toBe('PAY.MISMATCH')
    const otherAmount = await sendCallback(t, signedCallback({ ...a.body, amount: '0.01' }, now))
    expect(otherAmount.body.errCode).toBe('PAY.MISMATCH')
    const unknown = await sendCallback(t, signedCallback({ ...a.body, ref: 'AAAAAAAAAAAAAAAAAAAAAA' }, now))
    expect(unknown.body.errCode).toBe('PAY.UNKNOWN_PAYMENT')
    for (const { orderId } of [a, b]) expect(await orderOf(t, member, orderId)).toMatchObject({ status: 0 })
  })

  it('applies concurrent callbacks of one payment once', async () => {
    const { orderId, body } = await paidAtProviderOnly()
    const published = t.published.length
    const signed = signedCallback(body, t.clock.now())
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendCallback(t, signed)))
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200))
    expect(answers.filter((res) => res.body.data.applied)).toHaveLength(1)
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 1 })
    expect(t.published.slice(published).filter((event) => event.orderId === orderId)).toHaveLength(1)
  })
})
