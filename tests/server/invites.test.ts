import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { invites, orders, sharedCartLines } from '../../server/db/schema'
import { PAST_CART_LINE_KEEP_MS, purgeExpiredRows } from '../../server/services/housekeeping'
import { INVITE_MAX_OPEN, type InviteView, inviteSubmissionKey } from '../../src/domain/contract/invite'
import type { TableCartChange } from '../../src/domain/contract/tableCart'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import {
  addAddress,
  atServerPrice,
  cartLine,
  type Member,
  newKey,
  plainFoods,
  registerMember,
} from './orderHelpers'
import { type StaffTestApp, staff, startStaffApp } from './staffHelpers'

/**
 * Group orders (issue 37 item 4): friends holding the invite's code add their lines under their
 * names, the host sees each person's lines, locks, and places the order once from the
 * lines of the version they saw; a placed or cancelled invite closes the link.
 */

const newId = () => newKey().replace(/[^A-Za-z0-9_-]/g, '')

describe.each(BACKENDS)('group orders on $name', (backend) => {
  let t: StaffTestApp
  let host: Member
  let other: Member

  beforeAll(async () => {
    t = await startStaffApp(backend)
    other = await registerMember(t)
  })
  // A host of their own for each test: a member has at most INVITE_MAX_OPEN invites open at once.
  beforeEach(async () => {
    host = await registerMember(t)
  })
  afterAll(() => t.close())

  const food = (index: number) => plainFoods(t.pickup)[index]!
  const add = (index: number, units: number, lineId = newId()) =>
    ({ kind: 'add', lineId, line: cartLine(food(index), t.centralId, units) }) satisfies TableCartChange

  async function start(member = host, body: Record<string, unknown> = {}): Promise<InviteView> {
    const res = await as(t, member.token, '/api/order/invite/start', {
      json: { brandId: t.brandId, restaurantId: t.centralId, orderType: 7, menuType: 7, ...body },
    })
    expect(res.body.success, res.text).toBe(true)
    return res.body.data
  }
  const change = (code: string, guestKey: string, changes: TableCartChange[], guestName = 'Ann') =>
    call(t.app, '/api/order/invite/change', { json: { code, guestKey, guestName, changes } })
  const read = (code: string, query: Record<string, string | number> = {}) =>
    call(t.app, '/api/order/invite', { method: 'GET', query: { code, ...query } })
  const hostRead = (code: string, member = host) =>
    as(t, member.token, '/api/order/invite/host', { method: 'GET', query: { code } })
  const hostCall = (path: string, code: string, member = host) =>
    as(t, member.token, `/api/order/invite/${path}`, { json: { code } })
  const summary = (view: InviteView) =>
    view.lines.map((line) => `${line.guestNo}:${line.line.productName1}×${line.line.number}`)

  /** Places the invite at `version` at the server's price (quoted by a refused place). */
  async function place(code: string, version: number, extra: Record<string, unknown> = {}, member = host) {
    const body = { code, version, payType: 1, ...extra }
    return atServerPrice((expectedPrice) =>
      as(t, member.token, '/api/order/invite/place', { json: { ...body, expectedPrice } }),
    )
  }

  it('friends add lines under their names; the host sees each person’s lines', async () => {
    const invite = await start()
    expect(invite).toMatchObject({ state: 'open', orderType: 7, lines: [], version: 0, orderId: null })
    expect(invite.code).toMatch(/^[0-9a-f]{32}$/)
    const [ann, bo] = [newId(), newId()]
    const bun = add(0, 2)
    expect((await change(invite.code, ann, [bun], 'Ann')).body.success).toBe(true)
    await change(invite.code, bo, [add(1, 1)], 'Bo')
    // Ann's add again (its answer was lost): still one line of 2.
    const retried = await change(invite.code, ann, [bun], 'Ann')
    expect(retried.body.data.version).toBe(2)
    expect(retried.body.data.you).toBe(1)

    const seen = await hostRead(invite.code)
    expect(seen.body.success, seen.text).toBe(true)
    const view: InviteView = seen.body.data
    expect(summary(view)).toEqual([`1:${food(0).foodName1}×2`, `2:${food(1).foodName1}×1`])
    expect(view.guests).toEqual([
      { guestNo: 1, name: 'Ann' },
      { guestNo: 2, name: 'Bo' },
    ])

    // A name is required; a removed line stays removed.
    const nameless = await change(invite.code, ann, [add(0, 1)], '  ')
    expect(nameless.status).toBe(400)
    expect(nameless.body).toMatchObject({ errCode: 'VALIDATION', field: 'guestName' })
    await change(invite.code, bo, [{ kind: 'set', lineId: bun.lineId, number: 0 }], 'Bo')
    const late = await change(invite.code, ann, [bun], 'Ann')
    expect(summary(late.body.data)).toEqual([`2:${food(1).foodName1}×1`])
  })

  it('a lock refuses friends’ changes until unlocked; a cancel closes the link', async () => {
    const invite = await start()
    const friend = newId()
    await change(invite.code, friend, [add(0, 1)])
    const locked = await hostCall('lock', invite.code)
    expect(locked.body.data).toMatchObject({ state: 'locked', version: 2 })
    const refused = await change(invite.code, friend, [add(1, 1)])
    expect(refused.body).toMatchObject({ success: false, errCode: 'INVITE.LOCKED' })
    expect(refused.body.errMsg).toContain('locked')
    expect((await read(invite.code)).body.data.state).toBe('locked')
    expect((await hostCall('unlock', invite.code)).body.data.state).toBe('open')
    expect((await change(invite.code, friend, [add(1, 1)])).body.data.lines).toHaveLength(2)

    const cancelled = await hostCall('cancel', invite.code)
    expect(cancelled.body.data.state).toBe('cancelled')
    // Cancelling again changes nothing; the friend's link is closed and says how.
    expect((await hostCall('cancel', invite.code)).body.data.state).toBe('cancelled')
    const closedRead = await read(invite.code)
    expect(closedRead.body).toMatchObject({
      success: false,
      errCode: 'INVITE.CLOSED',
      data: { state: 'cancelled' },
    })
    expect(closedRead.body.errMsg).toContain('closed')
    // A friend waiting on it is not kept waiting: the answer comes at once.
    const waited = await read(invite.code, { after: cancelled.body.data.version })
    expect(waited.body).toMatchObject({ errCode: 'INVITE.CLOSED', data: { state: 'cancelled' } })
    const closedChange = await change(invite.code, friend, [add(0, 1)])
    expect(closedChange.body).toMatchObject({ errCode: 'INVITE.CLOSED', data: { state: 'cancelled' } })
    expect((await hostCall('lock', invite.code)).body.errCode).toBe('INVITE.CLOSED')
    expect((await place(invite.code, cancelled.body.data.version)).body.errCode).toBe('INVITE.CLOSED')
  })

  it('the host places the lines of the version seen, once; a stale version is refused', async () => {
    const invite = await start()
    const empty = await place(invite.code, 0)
    expect(empty.body).toMatchObject({ success: false, errCode: 'INVITE.EMPTY' })
    await change(invite.code, newId(), [add(0, 1), add(1, 2)])
    const seen: InviteView = (await hostRead(invite.code)).body.data
    await change(invite.code, newId(), [add(2, 1)], 'Cy')
    const stale = await place(invite.code, seen.version)
    expect(stale.body).toMatchObject({ success: false, errCode: 'INVITE.CHANGED' })

    const now: InviteView = (await hostRead(invite.code)).body.data
    const placed = await place(invite.code, now.version, { remark: 'group' })
    expect(placed.body.success, placed.text).toBe(true)
    const { order, invite: after } = placed.body.data
    expect(order).toMatchObject({ memberId: host.memberId, orderType: 7, remark: 'group' })
    expect(order.lines.map((line: { number: number }) => line.number)).toEqual([1, 2, 1])
    expect(after).toMatchObject({ state: 'ordered', orderId: order.id })

    // A retry (its answer was lost) answers the same order; the friends' link is closed.
    const again = await place(invite.code, now.version, { remark: 'group' })
    expect(again.body.data?.order.id, again.text).toBe(order.id)
    expect((await read(invite.code)).body).toMatchObject({
      errCode: 'INVITE.CLOSED',
      data: { state: 'ordered' },
    })
    expect((await change(invite.code, newId(), [add(0, 1)])).body.errCode).toBe('INVITE.CLOSED')
    expect((await hostRead(invite.code)).body.data).toMatchObject({ state: 'ordered', orderId: order.id })
  })

  it('20 places of one invite at the same moment make one order, and all answer it', async () => {
    const invite = await start()
    await change(invite.code, newId(), [add(0, 1)])
    const { version } = (await hostRead(invite.code)).body.data as InviteView
    const quoted = await as(t, host.token, '/api/order/invite/place', {
      json: { code: invite.code, version, payType: 1, expectedPrice: '99999.99' },
    })
    const json = { code: invite.code, version, payType: 1, expectedPrice: quoted.body.data.price }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as(t, host.token, '/api/order/invite/place', { json })),
    )
    for (const answer of answers) expect(answer.body.success, answer.text).toBe(true)
    expect(new Set(answers.map((answer) => answer.body.data.order.id)).size).toBe(1)
    const [row] = await t.db.select({ invite: invites.id }).from(invites).where(eq(invites.code, invite.code))
    const placed = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.submissionKey, inviteSubmissionKey(row!.invite)))
    expect(placed).toEqual([{ id: answers[0]!.body.data.order.id }])
  })

  it('a friend’s change racing the lock is in the order only if it was in the version placed', async () => {
    for (let round = 0; round < 3; round++) {
      const invite = await start()
      await change(invite.code, newId(), [add(0, 1)], 'First')
      const friends = Array.from({ length: 5 }, () => newId())
      const [locked, ...changes] = await Promise.all([
        hostCall('lock', invite.code),
        ...friends.map((friend, index) => change(invite.code, friend, [add(1, index + 1)], `F${index}`)),
      ])
      expect(locked.body.success, locked.text).toBe(true)
      const stood = changes.filter((res) => res.body.success).length
      for (const res of changes) if (!res.body.success) expect(res.body.errCode).toBe('INVITE.LOCKED')
      const seen: InviteView = (await hostRead(invite.code)).body.data
      expect(seen.lines).toHaveLength(1 + stood)
      const placed = await place(invite.code, seen.version)
      expect(placed.body.success, placed.text).toBe(true)
      const units = placed.body.data.order.lines.map((line: { number: number }) => line.number)
      expect(units).toEqual(seen.lines.map((line) => line.line.number))
    }
  })

  it('a member has at most INVITE_MAX_OPEN invites open at once, counted under concurrency', async () => {
    const starts = await Promise.all(
      Array.from({ length: INVITE_MAX_OPEN * 2 }, () =>
        as(t, host.token, '/api/order/invite/start', {
          json: { brandId: t.brandId, restaurantId: t.centralId, orderType: 7, menuType: 7 },
        }),
      ),
    )
    const started = starts.filter((res) => res.body.success)
    expect(started).toHaveLength(INVITE_MAX_OPEN)
    for (const res of starts.filter((res) => !res.body.success)) {
      expect(res.body).toMatchObject({ errCode: 'INVITE.TOO_MANY', data: { max: INVITE_MAX_OPEN } })
      expect(res.body.errMsg).toContain(String(INVITE_MAX_OPEN))
    }
    // A cancelled one no longer counts.
    await hostCall('cancel', started[0]!.body.data.code)
    expect((await start()).state).toBe('open')
  })

  it('only the host may read as host, lock, unlock, cancel or place; a friend needs no login', async () => {
    const invite = await start()
    await change(invite.code, newId(), [add(0, 1)])
    for (const path of ['lock', 'unlock', 'cancel']) {
      const res = await hostCall(path, invite.code, other)
      expect(res.body, path).toMatchObject({ success: false, errCode: 'INVITE.NOT_HOST' })
    }
    expect((await hostRead(invite.code, other)).body.errCode).toBe('INVITE.NOT_HOST')
    const theirs = await place(invite.code, 1, {}, other)
    expect(theirs.body).toMatchObject({ success: false, errCode: 'INVITE.NOT_HOST' })
    const anonymous = await call(t.app, '/api/order/invite/lock', { json: { code: invite.code } })
    expect(anonymous.status).toBe(401)
    // The friend's read needs the code only, and names no order.
    expect((await read(invite.code)).body.data).toMatchObject({ state: 'open', orderId: null })
    expect((await hostRead(invite.code)).body.data.state).toBe('open')
  })

  it('a friend waiting for the next version hears a change', async () => {
    const invite = await start()
    const waiting = read(invite.code, { after: 0 })
    await change(invite.code, newId(), [add(0, 3)], 'Di')
    const heard = await waiting
    expect(heard.body.data).toMatchObject({ version: 1, guests: [{ guestNo: 1, name: 'Di' }] })
  })

  it('an invite starts for an order type the restaurant takes, for delivery places with an address', async () => {
    const delivery = await start(host, { orderType: 1, menuType: 1 })
    await change(delivery.code, newId(), [
      { kind: 'add', lineId: newId(), line: cartLine(plainFoods(t.delivery)[0]!, t.centralId, 2) },
    ])
    const { version } = (await hostRead(delivery.code)).body.data as InviteView
    const noAddress = await place(delivery.code, version)
    expect(noAddress.body).toMatchObject({ success: false, errCode: 'ORDER.NEED_ADDRESS' })
    const addressId = await addAddress(t, host)
    const placed = await place(delivery.code, version, { addressId })
    expect(placed.body.data?.order, placed.text).toMatchObject({ orderType: 1 })

    const mismatch = await as(t, host.token, '/api/order/invite/start', {
      json: { brandId: t.brandId, restaurantId: t.centralId, orderType: 1, menuType: 7 },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body).toMatchObject({ errCode: 'VALIDATION', field: 'orderType' })
    const table = await as(t, host.token, '/api/order/invite/start', {
      json: { brandId: t.brandId, restaurantId: t.centralId, orderType: 3, menuType: 4 },
    })
    expect(table.status).toBe(400)
    const elsewhere = await as(t, host.token, '/api/order/invite/start', {
      json: { brandId: t.brandId, restaurantId: 987_654, orderType: 7, menuType: 7 },
    })
    expect(elsewhere.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
  })

  it('bad input is a 4xx with a code, never a 500', async () => {
    const invite = await start()
    const cases: [string, Record<string, unknown> | null, Record<string, string | number> | null][] = [
      ['/api/order/invite', null, { code: 'nothex' }],
      ['/api/order/invite', null, { code: invite.code, after: -1 }],
      ['/api/order/invite', null, { code: 'f'.repeat(32) }],
      [
        '/api/order/invite/change',
        { code: invite.code, guestKey: 'short', guestName: 'A', changes: [] },
        null,
      ],
      ['/api/order/invite/change', { code: invite.code, guestKey: newId(), changes: [] }, null],
      [
        '/api/order/invite/change',
        { code: invite.code, guestKey: newId(), guestName: 'A', changes: [{ kind: 'add', lineId: newId() }] },
        null,
      ],
      [
        '/api/order/invite/change',
        { code: invite.code, guestKey: newId(), guestName: 'x'.repeat(40), changes: [] },
        null,
      ],
      [
        '/api/order/invite/change',
        { code: 'f'.repeat(32), guestKey: newId(), guestName: 'A', changes: [] },
        null,
      ],
    ]
    for (const [path, json, query] of cases) {
      const res = json
        ? await call(t.app, path, { json })
        : await call(t.app, path, { method: 'GET', query: query! })
      expect(res.status, `${path} ${res.text}`).toBeLessThan(500)
      expect(res.body.success).toBe(false)
      expect(res.body.errCode).toMatch(/^(VALIDATION|INVITE\.NOT_FOUND)$/)
    }
    const placeCases = [
      { code: invite.code },
      { code: invite.code, version: 'x', payType: 1, expectedPrice: '1.00' },
      { code: invite.code, version: 0, payType: 99, expectedPrice: '1.00' },
      { code: invite.code, version: 0, payType: 1, expectedPrice: '-1' },
      { code: 'f'.repeat(32), version: 0, payType: 1, expectedPrice: '1.00' },
    ]
    for (const json of placeCases) {
      const res = await as(t, host.token, '/api/order/invite/place', { json })
      expect(res.status, res.text).toBeLessThan(500)
      expect(res.body.success).toBe(false)
    }
    const startCases = [{}, { brandId: 'x', restaurantId: t.centralId, orderType: 7, menuType: 7 }]
    for (const json of startCases) {
      const res = await as(t, host.token, '/api/order/invite/start', { json })
      expect(res.status, res.text).toBe(400)
    }
  })

  it('the staff list a restaurant’s open invites and cancel one, which closes its link', async () => {
    const scope = { brandId: t.brandId, restaurantId: t.centralId }
    const invite = await start()
    await change(invite.code, newId(), [add(0, 2)], 'Ann')
    const listed = await staff(t, `invites?brandId=${t.brandId}&restaurantId=${t.centralId}`)
    expect(listed.body.success, listed.text).toBe(true)
    const mine = (listed.body.data as { code: string }[]).find((row) => row.code === invite.code)
    expect(mine).toMatchObject({
      state: 'open',
      orderType: 7,
      hostMemberId: host.memberId,
      guests: 1,
      lines: 1,
    })
    // Another restaurant's code is not this restaurant's to cancel.
    const elsewhere = await staff(t, 'invites/cancel', {
      ...scope,
      restaurantId: t.harbourId,
      code: invite.code,
    })
    expect(elsewhere.body.errCode).toMatch(/^(INVITE\.NOT_FOUND|RESTAURANT\.NOT_FOUND)$/)
    const cancelled = await staff(t, 'invites/cancel', { ...scope, code: invite.code })
    expect(cancelled.body.data).toEqual({ code: invite.code, cancelled: true, state: 'cancelled' })
    expect((await staff(t, 'invites/cancel', { ...scope, code: invite.code })).body.data.cancelled).toBe(
      false,
    )
    expect((await read(invite.code)).body).toMatchObject({
      errCode: 'INVITE.CLOSED',
      data: { state: 'cancelled' },
    })
    const after = await staff(t, `invites?brandId=${t.brandId}&restaurantId=${t.centralId}`)
    expect((after.body.data as { code: string }[]).some((row) => row.code === invite.code)).toBe(false)
    const bad = await staff(t, 'invites/cancel', { ...scope, code: 'nothex' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errCode: 'VALIDATION', field: 'code' })
  })

  it('an invite expires at the end of its business day, and its link closes', async () => {
    const invite = await start()
    await change(invite.code, newId(), [add(0, 1)])
    const [row] = await t.db.select().from(invites).where(eq(invites.code, invite.code))
    const cartId = row!.cartId
    expect(Date.parse(invite.expiresAt)).toBe(Date.parse('2026-03-02T21:00:00.000Z') + dayOffset(t))
    t.clock.advance(Date.parse(invite.expiresAt) - t.clock.now().getTime())
    const expired = await read(invite.code)
    expect(expired.body).toMatchObject({ errCode: 'INVITE.CLOSED', data: { state: 'expired' } })
    expect((await change(invite.code, newId(), [add(0, 1)])).body.errCode).toBe('INVITE.CLOSED')
    expect((await hostRead(invite.code)).body.data.state).toBe('expired')

    // Housekeeping deletes it, with its lines, two days after it expired.
    t.clock.advance(PAST_CART_LINE_KEEP_MS)
    expect((await purgeExpiredRows(t.db, t.clock.now())).invites).toBe(0)
    t.clock.advance(1)
    expect((await purgeExpiredRows(t.db, t.clock.now())).invites).toBeGreaterThanOrEqual(1)
    expect((await read(invite.code)).body.errCode).toBe('INVITE.NOT_FOUND')
    const lines = await t.db.select().from(sharedCartLines).where(eq(sharedCartLines.cartId, cartId))
    expect(lines).toEqual([])
  })
})

/** Days the shared test clock has been moved past its start (whole days: the business day's end moves with it). */
function dayOffset(t: StaffTestApp): number {
  const day = 24 * 60 * 60_000
  return Math.floor((t.clock.now().getTime() - Date.parse('2026-03-02T04:00:00.000Z')) / day) * day
}
