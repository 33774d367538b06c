import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { type Member, registerMember } from './orderHelpers'
import { type PayTestApp, STAFF_TOKEN, startPayApp } from './payHelpers'

/**
 * Issue 40 items 1, 2 and 4 (server): taking a number (members, and guests with a phone number),
 * following and cancelling it, binding a guest's to a member, and the staff's calls. Tested on
 * PGlite and PostgreSQL: 50 concurrent takers get 50 distinct numbers in order, one active number
 * per person, a call passes after the grace time, and nobody reads or changes another's ticket.
 */

const MINUTE = 60_000
const staffHeaders = { authorization: `Bearer ${STAFF_TOKEN}` }

type Ticket = {
  id: number
  label: string
  status: number
  partiesAhead: number
  token: string
  bound: boolean
}

describe.each(BACKENDS)('queue tickets on $name', (backend) => {
  let t: PayTestApp
  let phones = 0
  beforeAll(async () => {
    t = await startPayApp(backend)
  })
  afterAll(() => t.close())

  const staff = (path: string, json?: Record<string, unknown>, query?: Record<string, number>) =>
    call(t.app, `/api/staff/${path}`, {
      headers: staffHeaders,
      ...(json ? { json } : { method: 'GET', query }),
    })
  const queue = (path: string) => `/api/queue/public/getNumber/${path}`
  const central = () => t.ids.centralId
  /** A phone number no other guest of this run used (8 digits, country 1). */
  const newPhone = () => `9${String(++phones + (backend.name === 'postgres' ? 500_000 : 0)).padStart(7, '0')}`
  const takeAsGuest = (persons: number, phone = newPhone()) =>
    call(t.app, queue('autoGetNumber'), { json: { restaurantId: central(), persons, countryId: 1, phone } })
  const takeAsMember = (member: Member, persons: number, restaurantId = central()) =>
    as(t, member.token, queue('autoGetNumber'), { json: { restaurantId, persons } })
  const read = (id: number, token?: string, member?: Member) =>
    member
      ? as(t, member.token, queue('getByNumId'), {
          method: 'GET',
          query: { id, ...(token ? { token } : {}) },
        })
      : call(t.app, queue('getByNumId'), { method: 'GET', query: { id, ...(token ? { token } : {}) } })

  it('says the queue is open, with its table types and who waits', async () => {
    const res = await call(t.app, queue('getNumberOpen'), {
      method: 'GET',
      query: { restaurantId: central() },
    })
    expect(res.body.data).toMatchObject({ open: true, period: { name1: 'All day' } })
    expect(res.body.data.tableTypes.map((type: { prefix: string }) => type.prefix)).toEqual(['A', 'B', 'C'])
  })

  it('gives 50 concurrent takers 50 distinct numbers in order', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => takeAsGuest(2)))
    expect(answers.every((res) => res.body.success)).toBe(true)
    const labels = answers.map((res) => (res.body.data as Ticket).label).sort()
    const first = Number(labels[0]!.slice(1))
    expect(labels).toEqual(Array.from({ length: 50 }, (_, i) => `A${String(first + i).padStart(3, '0')}`))
    const last = answers.find((res) => res.body.data.label === labels[49])!.body.data as Ticket
    expect(last.partiesAhead).toBeGreaterThanOrEqual(49)
    // Back to an empty line for the next tests: staff seat them all.
    await Promise.all(answers.map((res) => staff('queue/seat', { ticketId: res.body.data.id })))
  })

  it('keeps one active number per person, naming the one they have', async () => {
    const member = await registerMember(t)
    const answers = await Promise.all(Array.from({ length: 5 }, () => takeAsMember(member, 4)))
    const taken = answers.filter((res) => res.body.success)
    expect(taken).toHaveLength(1)
    const id = taken[0]!.body.data.id
    for (const res of answers.filter((r) => !r.body.success))
      expect(res.body).toMatchObject({ errCode: 'QUEUE.ACTIVE', data: { id } })
    // Cancelled, the member may take another.
    const cancelled = await as(t, member.token, queue('updateNumberStatus'), { json: { id } })
    expect(cancelled.body.data).toMatchObject({ status: 4 })
    expect((await takeAsMember(member, 4)).body.success).toBe(true)
  })

  it('follows a call: your turn, then passed after the grace time, and a new number may be taken', async () => {
    const member = await registerMember(t)
    const ticket = (await takeAsMember(member, 6)).body.data as Ticket
    const called = await staff('queue/call', {
      restaurantId: central(),
      tableTypeId: (await read(ticket.id, undefined, member)).body.data.tableType.id,
    })
    expect(called.body.data).toMatchObject({ id: ticket.id, status: 1 })
    expect((await read(ticket.id, undefined, member)).body.data).toMatchObject({ status: 1 })
    t.clock.advance(11 * MINUTE)
    try {
      expect((await read(ticket.id, undefined, member)).body.data).toMatchObject({ status: 2 })
      const again = await takeAsMember(member, 6)
      expect(again.body.success).toBe(true)
      await staff('queue/cancel', { ticketId: again.body.data.id })
    } finally {
      t.clock.advance(-11 * MINUTE)
    }
  })

  it("lets a guest follow, cancel and bind their ticket by its token, and nobody else's", async () => {
    const taken = (await takeAsGuest(4)).body.data as Ticket
    expect(taken.token).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect((await read(taken.id, taken.token)).body.data).toMatchObject({ id: taken.id, bound: false })
    expect((await read(taken.id)).body).toMatchObject({ success: false, errCode: 'QUEUE.NOT_FOUND' })
    expect((await read(taken.id, 'x'.repeat(24))).body.errCode).toBe('QUEUE.NOT_FOUND')

    const a = await registerMember(t)
    const b = await registerMember(t)
    const bound = await as(t, a.token, queue('bindMemberId'), { json: { id: taken.id, token: taken.token } })
    expect(bound.body.data).toMatchObject({ bound: true })
    const history = await as(t, a.token, queue('history'), { method: 'GET', query: { brandId: t.brandId } })
    expect(history.body.data.map((ticket: Ticket) => ticket.id)).toContain(taken.id)

    // B holds neither the ticket nor its token: cannot read, cancel or bind it.
    expect((await read(taken.id, undefined, b)).body.errCode).toBe('QUEUE.NOT_FOUND')
    const cancel = await as(t, b.token, queue('updateNumberStatus'), { json: { id: taken.id } })
    expect(cancel.body.errCode).toBe('QUEUE.NOT_FOUND')
    const bind = await as(t, b.token, queue('bindMemberId'), {
      json: { id: taken.id, token: 'y'.repeat(24) },
    })
    expect(bind.body.errCode).toBe('QUEUE.NOT_FOUND')
    const bHistory = await as(t, b.token, queue('history'), { method: 'GET', query: { brandId: t.brandId } })
    expect(bHistory.body.data).toEqual([])
    expect((await read(taken.id, undefined, a)).body.data).toMatchObject({ status: 0 })
    await staff('queue/cancel', { ticketId: taken.id })
  })

  it('refuses a closed queue, a full one, a guest without a phone and a level the table needs', async () => {
    await staff('queue/open', { restaurantId: central(), open: 0 })
    try {
      expect((await takeAsGuest(2)).body.errCode).toBe('QUEUE.CLOSED')
    } finally {
      await staff('queue/open', { restaurantId: central(), open: 1 })
    }
    await staff('queue/open', { restaurantId: central(), open: 1, maxWaiting: 3 })
    try {
      // Ten take the last three places at once: three get them.
      const answers = await Promise.all(Array.from({ length: 10 }, () => takeAsGuest(2)))
      const taken = answers.filter((res) => res.body.success)
      expect(taken).toHaveLength(3)
      expect(answers.filter((res) => res.body.errCode === 'QUEUE.FULL')).toHaveLength(7)
      await Promise.all(taken.map((res) => staff('queue/cancel', { ticketId: res.body.data.id })))
    } finally {
      await staff('queue/open', { restaurantId: central(), open: 1, maxWaiting: 60 })
    }
    const noPhone = await call(t.app, queue('autoGetNumber'), {
      json: { restaurantId: central(), persons: 2 },
    })
    expect(noPhone.body.errCode).toBe('QUEUE.PHONE_NEEDED')

    const restaurants = (
      await call(t.app, '/api/restaurant/public/brand/getBrandRestaurantList', {
        method: 'GET',
        query: { brandId: t.ids.harbourId },
      })
    ).body.data as { id: number; name1: string }[]
    const aberdeen = restaurants.find((r) => r.name1.includes('Aberdeen'))!
    const member = await registerMember(t)
    const round = await takeAsMember(member, 10, aberdeen.id)
    expect(round.body).toMatchObject({ success: false, errCode: 'QUEUE.LEVEL' })
  })

  it('lets staff see the line in calling order and refuses a move the state does not allow', async () => {
    const ticket = (await takeAsGuest(2)).body.data as Ticket
    const line = await staff('queue', undefined, { restaurantId: central() })
    expect(line.body.data.tickets.map((row: Ticket) => row.id)).toContain(ticket.id)
    expect((await staff('queue/pass', { ticketId: ticket.id })).body.errCode).toBe('QUEUE.ILLEGAL_MOVE')
    await staff('queue/seat', { ticketId: ticket.id })
    expect((await read(ticket.id, ticket.token)).body.data).toMatchObject({ status: 3 })
  })
})
