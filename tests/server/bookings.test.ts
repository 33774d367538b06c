import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localDate } from '../../src/domain/booking/bookingRules'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { type Member, newKey, registerMember } from './orderHelpers'
import { type PayTestApp, STAFF_TOKEN, startPayApp } from './payHelpers'

/**
 * Issue 40 item 3 (server): booking a table at a restaurant's time never goes past its seats, also
 * under concurrency (tested on PGlite and PostgreSQL), a member cancels only their own booking and
 * only before the cut-off, and staff confirm, seat and complete.
 */

const DAY = 86_400_000
const staffHeaders = { authorization: `Bearer ${STAFF_TOKEN}` }

type Slot = { slotId: number; time: string; capacity: number; left: number; bookable: boolean }

describe.each(BACKENDS)('bookings on $name', (backend) => {
  let t: PayTestApp
  beforeAll(async () => {
    t = await startPayApp(backend)
  })
  afterAll(() => t.close())

  /** A date `days` ahead at UTC+8. */
  const dateIn = (days: number) => localDate(new Date(t.clock.now().getTime() + days * DAY))
  const slots = async (date: string) =>
    (
      await call(t.app, '/api/member/book/getSlots', {
        method: 'GET',
        query: { restaurantId: t.ids.centralId, date },
      })
    ).body.data as Slot[]
  const book = (member: Member, slot: Slot, date: string, persons: number, submissionKey = newKey()) =>
    as(t, member.token, '/api/member/book/addBooking', {
      json: {
        restaurantId: t.ids.centralId,
        slotId: slot.slotId,
        date,
        persons,
        name: 'Chan',
        phone: '91234567',
        submissionKey,
      },
    })
  const staff = (path: string, json: Record<string, unknown>) =>
    call(t.app, `/api/staff/${path}`, { headers: staffHeaders, json })

  it('lists the times with their seats, and books within them', async () => {
    const date = dateIn(3)
    const [noon] = await slots(date)
    expect(noon).toMatchObject({ time: '12:00', capacity: 20, left: 20, bookable: true })
    const member = await registerMember(t)
    const key = newKey()
    const [first, again] = await Promise.all([
      book(member, noon!, date, 4, key),
      book(member, noon!, date, 4, key),
    ])
    expect(first.body.data).toMatchObject({ date, time: '12:00', persons: 4, status: 0, cancellable: true })
    expect(again.body.data.id).toBe(first.body.data.id)
    expect((await slots(date))[0]!.left).toBe(16)
    const list = await as(t, member.token, '/api/member/book/getAllBookings2', {
      json: { brandId: t.brandId },
    })
    expect(list.body.data.map((b: { id: number }) => b.id)).toEqual([first.body.data.id])
  })

  it('never books past the seats: 20 concurrent bookings of 1 at a time with 4 left → 4', async () => {
    const date = dateIn(4)
    const [noon] = await slots(date)
    const filler = await registerMember(t)
    expect((await book(filler, noon!, date, 16)).body.success).toBe(true)
    const members = await Promise.all(Array.from({ length: 20 }, () => registerMember(t)))
    const answers = await Promise.all(members.map((member) => book(member, noon!, date, 1)))
    expect(answers.filter((res) => res.body.success)).toHaveLength(4)
    expect(answers.filter((res) => res.body.errCode === 'BOOKING.FULL')).toHaveLength(16)
    expect((await slots(date))[0]).toMatchObject({ left: 0, bookable: false })
  })

  it('cancels a booking before the cut-off only, gives the seats back, and only the member’s own', async () => {
    const date = dateIn(5)
    const [noon] = await slots(date)
    const a = await registerMember(t)
    const b = await registerMember(t)
    const booked = (await book(a, noon!, date, 3)).body.data as { id: number }
    const byB = await as(t, b.token, '/api/member/book/deleteBooks', { json: { id: booked.id } })
    expect(byB.body).toMatchObject({ success: false, errCode: 'BOOKING.NOT_FOUND' })
    const listB = await as(t, b.token, '/api/member/book/getAllBookings2', { json: { brandId: t.brandId } })
    expect(listB.body.data).toEqual([])
    const cancelled = await as(t, a.token, '/api/member/book/deleteBooks', { json: { id: booked.id } })
    expect(cancelled.body.data).toMatchObject({ status: 4, cancellable: false })
    expect((await slots(date))[0]!.left).toBe(20)

    // An hour before a booking's time: past the two-hour cut-off.
    const late = (await book(a, noon!, date, 2)).body.data as { id: number }
    const start = Date.parse(`${date}T12:00:00+08:00`)
    const shift = start - 60 * 60_000 - t.clock.now().getTime()
    t.clock.advance(shift)
    try {
      const refused = await as(t, a.token, '/api/member/book/deleteBooks', { json: { id: late.id } })
      expect(refused.body).toMatchObject({ success: false, errCode: 'BOOKING.CANCEL_FAILED' })
    } finally {
      t.clock.advance(-shift)
    }
  })

  it('refuses a time that has passed, and lets staff confirm, seat and complete', async () => {
    const yesterday = dateIn(-1)
    const [noon] = await slots(yesterday)
    expect(noon!.bookable).toBe(false)
    const member = await registerMember(t)
    expect((await book(member, noon!, yesterday, 2)).body.errCode).toBe('BOOKING.NOT_BOOKABLE')
    const date = dateIn(6)
    const booked = (await book(member, (await slots(date))[0]!, date, 2)).body.data as { id: number }
    expect((await staff('bookings/status', { id: booked.id, status: 3 })).body.errCode).toBe(
      'BOOKING.ILLEGAL_MOVE',
    )
    expect((await staff('bookings/status', { id: booked.id, status: 1 })).body.data).toMatchObject({
      status: 1,
    })
    expect((await staff('bookings/status', { id: booked.id, status: 2 })).body.data).toMatchObject({
      status: 2,
    })
    expect((await staff('bookings/status', { id: booked.id, status: 3 })).body.data).toMatchObject({
      status: 3,
    })
    const listed = await call(t.app, '/api/staff/bookings', {
      method: 'GET',
      headers: staffHeaders,
      query: { restaurantId: t.ids.centralId, date },
    })
    expect(listed.body.data.bookings.map((b: { id: number }) => b.id)).toContain(booked.id)
  })
})
