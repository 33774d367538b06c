import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, tableSessions } from '../../server/db/schema'
import { encodeArg } from '../../src/domain/args'
import type { ShopMenu } from '../../src/domain/contract/menu'
import type { CartLine } from '../../src/domain/menu/types'
import { BACKENDS, type CallResult, call } from './harness'
import { as } from './memberHelpers'
import { loadMenu, menuFoods, tableCodes } from './menuHelpers'
import { cartLine, type Member, newKey, plainFoods, registerMember } from './orderHelpers'
import { STAFF_TOKEN, type StaffTestApp, startStaffApp } from './staffHelpers'

/**
 * A table's session (issue 37): a printed code opens the table, its guests are counted, its rounds
 * join one session and one bill, limitType 2 counts what the table already sent and per-person
 * limits its guests, concurrent sends land once each, and a closed table refuses a round.
 */

describe.each(BACKENDS)('table sessions on $name', (backend) => {
  let t: StaffTestApp
  let centralId: number
  let scan: ShopMenu
  let a: Member
  let b: Member
  let codes: string[]

  beforeAll(async () => {
    t = await startStaffApp(backend)
    ;({ centralId } = t)
    scan = await loadMenu(t.app, centralId, 4)
    ;[a, b] = await Promise.all([registerMember(t), registerMember(t)])
    codes = await tableCodes(t.db, centralId)
  })
  afterAll(() => t.close())

  const food = (name: string) => menuFoods(scan).find((candidate) => candidate.foodName1 === name)!
  const line = (name: string, units: number): CartLine => cartLine(food(name), centralId, units)
  const scanCode = (qrCode: string) =>
    call(t.app, '/api/order/qrcode/scanTableQrcodeNew', { json: { qrCode } })
  const staff = (path: string, json: Record<string, unknown>) =>
    call(t.app, `/api/staff/${path}`, { json, headers: { Authorization: `Bearer ${STAFF_TOKEN}` } })

  /** Sends a round at the server's price (quoted by a refused send): its call result. */
  async function sendRound(
    member: Member,
    qrCode: string,
    lines: CartLine[],
    extra: { sessionId?: number; submissionKey?: string } = {},
  ): Promise<CallResult> {
    const path =
      extra.sessionId === undefined ? '/api/order/qrcode/addTableOrder' : '/api/order/scan/additionalOrder'
    const body = { qrCode, lines, submissionKey: extra.submissionKey ?? newKey(), ...extra }
    const quoted = await as(t, member.token, path, {
      json: { ...body, submissionKey: newKey(), expectedPrice: '99999.99' },
    })
    if (quoted.body?.errCode !== 'ORDER.PRICE_CHANGED') return quoted
    return as(t, member.token, path, { json: { ...body, expectedPrice: quoted.body.data.price } })
  }

  it('codes are random, and a code opens its table, restaurant and scan menu', async () => {
    expect(codes).toHaveLength(5)
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/)
    const res = await scanCode(codes[0]!)
    expect(res.body).toMatchObject({
      success: true,
      data: { brandId: t.brandId, restaurantId: centralId, menuType: 4, tableName: 'A1', session: null },
    })
  })

  it('an unknown code is SPEC’s invalid link, in the diner’s language; a malformed one a bad field', async () => {
    const unknown = await call(t.app, '/api/order/qrcode/scanTableQrcodeNew', {
      json: { qrCode: 'demo-central-t1' },
      headers: { 'X-Locale': 'zh-hk' },
    })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'TABLE.CODE_INVALID', errMsg: '連結無效' })
    const malformed = await scanCode('a b')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ errCode: 'VALIDATION', field: 'qrCode' })
  })

  it('guests are counted once per session; the first round opens it and a later round joins it', async () => {
    const code = codes[1]!
    const counted = await call(t.app, '/api/order/qrcode/addScanPerson', {
      json: { qrCode: code, persons: 3 },
    })
    expect(counted.body).toMatchObject({
      success: true,
      data: { persons: 3, status: 1, rounds: [], total: '0.00' },
    })
    const sessionId = counted.body.data.id as number

    const first = await sendRound(a, code, [line('Pineapple Bun with Butter', 2)])
    expect(first.body).toMatchObject({
      success: true,
      data: { order: { orderType: 3, menuType: 4, persons: 3, tableRound: { sessionId, roundNo: 1 } } },
    })
    const second = await sendRound(b, code, [line('Honey Lemon', 1)], { sessionId })
    expect(second.body.data.order.tableRound).toEqual({ sessionId, roundNo: 2 })
    const view = second.body.data.session
    expect(view.rounds.map((round: { roundNo: number; sentBy: string }) => round.roundNo)).toEqual([1, 2])
    expect(view.total).toBe(
      (
        Number(first.body.data.order.priceResult.price) + Number(second.body.data.order.priceResult.price)
      ).toFixed(2),
    )
    // Everyone who scanned the table sees the same session.
    const scanned = await scanCode(code)
    expect(scanned.body.data.session).toMatchObject({ id: sessionId, persons: 3, total: view.total })
    const byId = await call(t.app, '/api/restaurant/scan/getScanById', {
      query: { qrCode: code, id: sessionId },
    })
    expect(byId.body.data.rounds).toHaveLength(2)
    // Another table's code cannot read it.
    const other = await call(t.app, '/api/restaurant/scan/getScanById', {
      query: { qrCode: codes[0]!, id: sessionId },
    })
    expect(other.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'id' })
  })

  it('limitType 2 counts what the table already sent; per-person limits count its guests', async () => {
    const code = codes[2]!
    await call(t.app, '/api/order/qrcode/addScanPerson', { json: { qrCode: code, persons: 2 } })
    // Two guests: 2 × 2 pineapple buns in one round.
    const buns = await sendRound(a, code, [line('Pineapple Bun with Butter', 4)])
    expect(buns.body.success).toBe(true)
    const sessionId = buns.body.data.order.tableRound.sessionId as number
    const tooMany = await sendRound(a, code, [line('Pineapple Bun with Butter', 5)], { sessionId })
    expect(tooMany.body).toMatchObject({ success: false, code: -1 })
    // Honey lemon: at most 4 a guest, counted over what the table sent in all its rounds (2 guests: 8).
    expect((await sendRound(a, code, [line('Honey Lemon', 6)], { sessionId })).body.success).toBe(true)
    const over = await sendRound(b, code, [line('Honey Lemon', 3)], { sessionId })
    expect(over.body).toMatchObject({ success: false, code: -1, data: { productId: food('Honey Lemon').id } })
    expect((await sendRound(b, code, [line('Honey Lemon', 2)], { sessionId })).body.success).toBe(true)
  })

  it('20 phones sending their first rounds at once land in one session, rounds 1 to 20, once each', async () => {
    const code = codes[3]!
    const plain = plainFoods(scan)[0]!
    const senders = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)))
    const bodies = Array.from({ length: 20 }, (_, index) => ({
      member: senders[index % senders.length]!,
      key: newKey(),
    }))
    const quote = await sendRound(senders[0]!, code, [cartLine(plain, centralId, 1)])
    expect(quote.body.success).toBe(true)
    const price = quote.body.data.order.priceResult.price as string
    const sends = bodies.flatMap(({ member, key }) => {
      const json = {
        qrCode: code,
        lines: [cartLine(plain, centralId, 1)],
        submissionKey: key,
        expectedPrice: price,
      }
      // Each phone's send is retried at once (a lost answer): still one round per key.
      return [0, 1].map(() => as(t, member.token, '/api/order/qrcode/addTableOrder', { json }))
    })
    const answers = await Promise.all(sends)
    for (const answer of answers) expect(answer.body.success, answer.text).toBe(true)
    const [session] = await t.db
      .select()
      .from(tableSessions)
      .where(eq(tableSessions.id, quote.body.data.order.tableRound.sessionId))
    const rounds = await t.db
      .select({ roundNo: orders.roundNo, key: orders.submissionKey })
      .from(orders)
      .where(eq(orders.tableSessionId, session!.id))
      .orderBy(asc(orders.roundNo))
    expect(rounds.map((round) => round.roundNo)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1))
    expect(new Set(rounds.map((round) => round.key)).size).toBe(21)
    const open = await t.db
      .select()
      .from(tableSessions)
      .where(and(eq(tableSessions.tableId, session!.tableId), eq(tableSessions.status, 1)))
    expect(open).toHaveLength(1)
  })

  it('a closed table refuses a round to its session, and the next scan starts a new one', async () => {
    const code = codes[1]!
    const before = (await scanCode(code)).body.data.session
    const closed = await staff('tables/close', { brandId: t.brandId, restaurantId: centralId, qrCode: code })
    expect(closed.body).toMatchObject({ success: true, data: { closed: true, sessionId: before.id } })
    const again = await staff('tables/close', { brandId: t.brandId, restaurantId: centralId, qrCode: code })
    expect(again.body.data).toMatchObject({ closed: false, sessionId: null })

    const late = await sendRound(a, code, [line('Honey Lemon', 1)], { sessionId: before.id })
    expect(late.body).toMatchObject({ success: false, errCode: 'TABLE.SESSION_CLOSED' })
    expect(late.body.errMsg).toContain('Scan the code on the table')
    expect((await scanCode(code)).body.data.session).toBeNull()
    const fresh = await sendRound(a, code, [line('Honey Lemon', 1)])
    expect(fresh.body.data.order.tableRound.roundNo).toBe(1)
    expect(fresh.body.data.session.id).not.toBe(before.id)
  })

  it('the staff list the tables with their codes, links and open sessions', async () => {
    const res = await call(t.app, '/api/staff/tables', {
      query: { brandId: t.brandId, restaurantId: centralId },
      headers: { Authorization: `Bearer ${STAFF_TOKEN}` },
    })
    expect(res.body.data.map((table: { tableName: string }) => table.tableName)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
    ])
    expect(res.body.data[0]).toMatchObject({ qrCode: codes[0], session: null })
    // The printed link carries the code alone: /scanCode resolves the restaurant and menu.
    expect(res.body.data[0].path).toBe(`/shop/scanCode/${encodeArg([codes[0]!])}`)
    expect(res.body.data[3].session).toMatchObject({ rounds: 21 })
  })
})
