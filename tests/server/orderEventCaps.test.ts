import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STREAMS_PER_ADDRESS, STREAMS_PER_MEMBER } from '../../server/services/order/eventStreams'
import { BACKENDS } from './harness'
import { type Member, newIp } from './memberHelpers'
import { CountedEventBus, type EventStream, isReady, openEvents, type SseMessage } from './orderEventsHelpers'
import { placePickup, registerMember, type StaffTestApp, staff, startStaffApp } from './staffHelpers'

/** The live order streams one member or one address may hold on an instance: past the cap the oldest ends. */

const isReplaced = (message: SseMessage) => 'event' in message && message.event === 'replaced'

describe.each(BACKENDS)('order event stream caps on $name', (backend) => {
  let t: StaffTestApp
  let bus: CountedEventBus
  beforeAll(async () => {
    bus = new CountedEventBus(pino({ level: 'silent' }))
    t = await startStaffApp(backend, { events: bus })
  })
  afterAll(() => t.close())

  /** Opens `count` streams of the member from the address, one after another (oldest first). */
  const openMany = async (member: Member, count: number, ip: string) => {
    const streams: EventStream[] = []
    for (let i = 0; i < count; i++) {
      const stream = await openEvents(t, member.token, undefined, ip)
      await stream.next(isReady)
      streams.push(stream)
    }
    return streams
  }

  /** The oldest stream is told it was replaced, then ends. */
  const expectReplaced = async (stream: EventStream) => {
    expect(await stream.next(isReplaced)).toEqual({ event: 'replaced', data: {} })
    await expect(stream.next(() => false)).rejects.toThrow('stream ended')
  }

  it(`ends the oldest of a member's streams past ${STREAMS_PER_MEMBER}; the others still hear the orders`, async () => {
    const diner = await registerMember(t)
    const { orderId } = await placePickup(t, diner)
    const ip = newIp()
    const streams = await openMany(diner, STREAMS_PER_MEMBER + 1, ip)
    await expectReplaced(streams[0]!)
    // The ended stream listens no more; the newest is served.
    expect(bus.listenerCount(diner.memberId)).toBe(STREAMS_PER_MEMBER)
    await staff(t, 'orders/confirm', { orderId })
    for (const stream of streams.slice(1))
      expect(await stream.nextOrder(orderId, 8)).toMatchObject({ orderId, status: 8 })
    await Promise.all(streams.map((stream) => stream.close()))
    await vi.waitFor(() => expect(bus.listenerCount(diner.memberId)).toBe(0))
  })

  it(`ends the oldest stream of an address past ${STREAMS_PER_ADDRESS}, across members`, async () => {
    const ip = newIp()
    const diners: Member[] = []
    for (let i = 0; i <= STREAMS_PER_ADDRESS / STREAMS_PER_MEMBER; i++) diners.push(await registerMember(t))
    const [first, ...rest] = diners
    const last = rest.at(-1)!
    const streams: EventStream[] = []
    for (const diner of diners.slice(0, -1)) streams.push(...(await openMany(diner, STREAMS_PER_MEMBER, ip)))
    // Another address does not count towards this one.
    const elsewhere = await openMany(last, 1, newIp())
    const newest = await openMany(last, 1, ip)
    await expectReplaced(streams[0]!)
    expect(bus.listenerCount(first!.memberId)).toBe(STREAMS_PER_MEMBER - 1)
    const firstOrder = await placePickup(t, first!)
    const lastOrder = await placePickup(t, last)
    await staff(t, 'orders/confirm', { orderId: firstOrder.orderId })
    await staff(t, 'orders/confirm', { orderId: lastOrder.orderId })
    for (const stream of streams.slice(1, STREAMS_PER_MEMBER))
      expect(await stream.nextOrder(firstOrder.orderId, 8)).toMatchObject({ status: 8 })
    for (const stream of [...elsewhere, ...newest])
      expect(await stream.nextOrder(lastOrder.orderId, 8)).toMatchObject({ status: 8 })
    await Promise.all([...streams, ...elsewhere, ...newest].map((stream) => stream.close()))
    await vi.waitFor(() => {
      for (const diner of diners) expect(bus.listenerCount(diner.memberId)).toBe(0)
    })
  })
})
