import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderEvent } from '../../server/services/order/events'
import { RedisOrderEventBus } from '../../server/services/order/eventsRedis'
import { sweepUnpaidOrders } from '../../server/services/staff/unpaidSweep'
import { BACKENDS } from './harness'
import { as } from './memberHelpers'
import { isReady, openEvents, orderEvent, readEventStream } from './orderEventsHelpers'
import { couponRow, stockOf } from './orderHelpers'
import {
  listen,
  type Member,
  makeOnline,
  placePickup,
  placeStockedDelivery,
  registerMember,
  type StaffTestApp,
  staff,
  startStaffApp,
} from './staffHelpers'

/** Live order events (GET /api/order/events) and the unpaid sweep that publishes through them. */

const MINUTE = 60_000

describe.each(BACKENDS)('order events on $name', (backend) => {
  let t: StaffTestApp
  let diner: Member
  let other: Member
  beforeAll(async () => {
    t = await startStaffApp(backend, { heartbeatMs: 100 })
    diner = await registerMember(t)
    other = await registerMember(t)
  })
  afterAll(() => t.close())

  it('streams the order as it is, then each staff move, with heartbeats', async () => {
    const { orderId } = await placePickup(t, diner)
    const stream = await openEvents(t, diner.token, orderId)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    expect(stream.headers.get('cache-control')).toBe('no-store')
    await stream.next(isReady)
    const first = await stream.next(orderEvent(orderId))
    expect(first).toEqual({ event: 'order', data: { orderId, status: 0, updatedAt: expect.any(String) } })
    t.clock.advance(MINUTE)
    await staff(t, 'orders/confirm', { orderId })
    expect(await stream.next(orderEvent(orderId, 8))).toEqual({
      event: 'order',
      data: { orderId, status: 8, updatedAt: t.clock.now().toISOString() },
    })
    expect(await stream.next((message) => 'comment' in message)).toEqual({ comment: 'heartbeat' })
    await stream.close()
  })

  it('sends the member every order of theirs without orderId, and nothing of another member', async () => {
    const mine = await openEvents(t, diner.token)
    const theirs = await openEvents(t, other.token)
    await Promise.all([mine.next(isReady), theirs.next(isReady)])
    const first = await placePickup(t, diner)
    const second = await placePickup(t, diner)
    await as(t, diner.token, '/api/order/updateOrderStatus', { json: { orderId: second.orderId } })
    await staff(t, 'orders/status', { orderId: first.orderId, status: 8 })
    // The diner's own cancel is published too.
    expect(await mine.nextOrder(second.orderId)).toMatchObject({ status: 6 })
    expect(await mine.nextOrder(first.orderId)).toMatchObject({ status: 8 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(theirs.received.filter(orderEvent())).toEqual([])
    await Promise.all([mine.close(), theirs.close()])
  })

  it('refuses a stream without a member token, of another member’s order, or not accepted', async () => {
    const { orderId } = await placePickup(t, diner)
    const anonymous = await t.app.request('/api/order/events')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ success: false, errCode: 'AUTH.UNAUTHORIZED' })
    const foreign = await t.app.request(`/api/order/events?orderId=${orderId}`, {
      headers: { authorization: `Bearer ${other.token}` },
    })
    expect(await foreign.json()).toMatchObject({ success: false, errCode: 'ORDER.NOT_FOUND' })
    const bad = await t.app.request('/api/order/events?orderId=abc', {
      headers: { authorization: `Bearer ${other.token}`, accept: 'text/event-stream' },
    })
    expect(bad.status).toBe(400)
    // A client that does not read event streams gets an envelope at once, not an endless body.
    const plain = await t.app.request('/api/order/events', {
      headers: { authorization: `Bearer ${diner.token}`, accept: 'application/json' },
    })
    expect(plain.status).toBe(406)
    expect(await plain.json()).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'Accept' })
  })

  it('streams over a real connection, uncompressed, and ends the stream when the bus closes', async () => {
    const instance = await startStaffApp(backend, { sameDatabaseAs: t })
    const server = await listen(instance)
    const { orderId } = await placePickup(t, diner)
    const response = await fetch(`${server.base}/api/order/events?orderId=${orderId}`, {
      headers: {
        authorization: `Bearer ${diner.token}`,
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
    })
    expect(response.headers.get('content-encoding')).toBeNull()
    const stream = readEventStream(response)
    await stream.next(isReady)
    await staff(instance, 'orders/cancel', { orderId })
    expect(await stream.nextOrder(orderId, 6)).toMatchObject({ orderId, status: 6 })
    // The server stopping closes its bus: open streams end (their clients reconnect elsewhere).
    await instance.close()
    await expect(stream.next(() => false)).rejects.toThrow('stream ended')
    await server.stop()
  })

  it('sweeps unpaid online orders after the brand’s minutes, once when two sweeps race', async () => {
    const { orderId, stockedId, memberCouponId } = await placeStockedDelivery(t, diner, { coupon: true })
    await makeOnline(t.db, orderId, false)
    const cash = await placePickup(t, diner)
    const paid = await placePickup(t, diner)
    await makeOnline(t.db, paid.orderId, true)
    const stock = await stockOf(t, stockedId)
    const heard: OrderEvent[] = []
    const stop = await t.events.subscribe(diner.memberId, (event) => heard.push(event))
    // The demo brand's UNPAID_CANCEL_MINUTES is 15.
    t.clock.advance(14 * MINUTE)
    expect(await sweepUnpaidOrders(t.db, t.events, t.clock.now())).toBe(0)
    t.clock.advance(2 * MINUTE)
    const swept = await Promise.all([
      sweepUnpaidOrders(t.db, t.events, t.clock.now()),
      sweepUnpaidOrders(t.db, t.events, t.clock.now()),
    ])
    expect(swept[0]! + swept[1]!).toBe(1)
    const details = async (id: number) =>
      (await as(t, diner.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId: id } })).body.data
    expect(await details(orderId)).toMatchObject({ status: 6, cancelType: 3, refundProgress: null })
    expect(await stockOf(t, stockedId)).toBe(stock! + 3)
    expect(await couponRow(t, memberCouponId!)).toMatchObject({ status: 'available', orderId: null })
    expect((await details(cash.orderId)).status).toBe(0)
    expect((await details(paid.orderId)).status).toBe(1)
    expect(heard).toEqual([
      { orderId, memberId: diner.memberId, status: 6, updatedAt: t.clock.now().toISOString() },
    ])
    expect(await sweepUnpaidOrders(t.db, t.events, t.clock.now())).toBe(0)
    stop()
  })
})

/** Two instances over one database and one Redis: a stream on one hears a move made on the other. */
const redisUrl = process.env.TEST_REDIS_URL
const REDIS_CASES = redisUrl ? BACKENDS.map((backend) => ({ ...backend, redisUrl })) : []

describe.each(REDIS_CASES)('order events through Redis on $name', (backend) => {
  const logger = pino({ level: 'silent' })
  let first: StaffTestApp
  let second: StaffTestApp
  beforeAll(async () => {
    first = await startStaffApp(backend, {
      events: new RedisOrderEventBus(backend.redisUrl, logger, 'test:order-events:'),
    })
    second = await startStaffApp(backend, {
      sameDatabaseAs: first,
      events: new RedisOrderEventBus(backend.redisUrl, logger, 'test:order-events:'),
    })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  it('delivers a staff move made on another instance to the open stream', async () => {
    const diner = await registerMember(first)
    const { orderId } = await placePickup(first, diner)
    const onFirst = await openEvents(first, diner.token, orderId)
    const listing = await openEvents(first, diner.token)
    await Promise.all([onFirst.next(isReady), listing.next(isReady)])
    const moved = await staff(second, 'orders/confirm', { orderId })
    expect(moved.body.data.status).toBe(8)
    expect(await onFirst.nextOrder(orderId, 8)).toMatchObject({ orderId, status: 8 })
    expect(await listing.nextOrder(orderId, 8)).toMatchObject({ orderId, status: 8 })
    // After the streams close the instance unsubscribes; a new one still hears the next move.
    await Promise.all([onFirst.close(), listing.close()])
    const again = await openEvents(first, diner.token, orderId)
    await again.next(isReady)
    await staff(second, 'orders/status', { orderId, status: 2 })
    expect(await again.nextOrder(orderId, 2)).toMatchObject({ status: 2 })
    await again.close()
  })
})
