import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import type { ShopMenu } from '../../src/domain/contract/menu'
import type { TableCartChange, TableCartView } from '../../src/domain/contract/tableCart'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { loadMenu, menuFoods, tableCodes } from './menuHelpers'
import { atServerPrice, cartLine, type Member, newKey, registerMember } from './orderHelpers'
import { STAFF_TOKEN, type StaffTestApp, startStaffApp } from './staffHelpers'

/**
 * A table's shared cart (issue 37 item 3): phones with the table's code change one cart line by
 * line, retries change it once, a phone waiting for the next version hears a change at once, a send
 * is one round however many phones send it, and the staff closing the table empties it.
 */

const newId = () => newKey().replace(/[^A-Za-z0-9_-]/g, '')

describe.each(BACKENDS)('a table’s shared cart on $name', (backend) => {
  let t: StaffTestApp
  let centralId: number
  let scan: ShopMenu
  let a: Member
  let codes: string[]

  beforeAll(async () => {
    t = await startStaffApp(backend)
    ;({ centralId } = t)
    scan = await loadMenu(t.app, centralId, 4)
    a = await registerMember(t)
    codes = await tableCodes(t.db, centralId)
  })
  afterAll(() => t.close())

  const food = (name: string) => menuFoods(scan).find((candidate) => candidate.foodName1 === name)!
  const add = (name: string, units: number, lineId = newId()): TableCartChange => ({
    kind: 'add',
    lineId,
    line: cartLine(food(name), centralId, units),
  })
  const read = async (qrCode: string, after?: number): Promise<TableCartView> => {
    const res = await call(t.app, '/api/order/tableCart', {
      method: 'GET',
      query: after === undefined ? { qrCode } : { qrCode, after },
    })
    expect(res.body.success, res.text).toBe(true)
    return res.body.data
  }
  const change = (qrCode: string, guestKey: string, changes: TableCartChange[], guestName?: string) =>
    call(t.app, '/api/order/tableCart/change', {
      json: { qrCode, guestKey, changes, ...(guestName === undefined ? {} : { guestName }) },
    })
  const summary = (view: TableCartView) =>
    view.lines.map((line) => `${line.guestNo}:${line.line.productName1}×${line.line.number}`)

  /** Sends the cart as it is, at the server's price (quoted by a refused send). */
  async function send(
    member: Member,
    qrCode: string,
    view: TableCartView,
    extra: Record<string, unknown> = {},
  ) {
    const body = { qrCode, generation: view.generation, version: view.version, ...extra }
    return atServerPrice((expectedPrice) =>
      as(t, member.token, '/api/order/tableCart/send', { json: { ...body, expectedPrice } }),
    )
  }

  it('two phones edit one cart line by line, named, and a retried change counts once', async () => {
    const code = codes[0]!
    const [phone1, phone2] = [newId(), newId()]
    const bun = add('Pineapple Bun with Butter', 2)
    expect((await change(code, phone1, [bun], 'Ann')).body.success).toBe(true)
    const lemon = add('Honey Lemon', 1)
    await change(code, phone2, [lemon])
    // The first phone's add again (its answer was lost): still one line of 2.
    const retried = await change(code, phone1, [bun])
    expect(summary(retried.body.data)).toEqual(['1:Pineapple Bun with Butter×2', '2:Honey Lemon×1'])
    expect(retried.body.data.guests).toEqual([
      { guestNo: 1, name: 'Ann' },
      { guestNo: 2, name: '' },
    ])
    expect(retried.body.data.you).toBe(1)
    const before = retried.body.data.version as number

    // Both phones change different lines at the same moment: both changes stand.
    await Promise.all([
      change(code, phone1, [{ kind: 'set', lineId: lemon.lineId, number: 3 }]),
      change(code, phone2, [add('Honey Lemon', 1)]),
    ])
    const both = await read(code)
    expect(summary(both)).toEqual(['1:Pineapple Bun with Butter×2', '2:Honey Lemon×3', '2:Honey Lemon×1'])
    expect(both.version).toBe(before + 2)

    // A removed line stays removed: a late retry of its add does not bring it back.
    await change(code, phone2, [{ kind: 'set', lineId: bun.lineId, number: 0 }])
    const late = await change(code, phone1, [bun, { kind: 'set', lineId: bun.lineId, number: 5 }])
    expect(summary(late.body.data)).toEqual(['2:Honey Lemon×3', '2:Honey Lemon×1'])
    // Nothing changed: the version stays, so no waiting phone wakes for nothing.
    expect(late.body.data.version).toBe(both.version + 1)
  })

  it('a phone waiting for the next version hears another phone’s change', async () => {
    const code = codes[1]!
    const now = await read(code)
    const waiting = read(code, now.version)
    await change(code, newId(), [add('Honey Lemon', 2)], 'Bo')
    const heard = await waiting
    expect(heard.version).toBe(now.version + 1)
    expect(summary(heard)).toEqual(['1:Honey Lemon×2'])
  })

  it('a send is one round of the cart’s lines; a stale version or an empty cart is refused', async () => {
    const code = codes[2]!
    await change(code, newId(), [add('Pineapple Bun with Butter', 1), add('Honey Lemon', 2)])
    const view = await read(code)
    const stale = await send(a, code, { ...view, version: view.version - 1 })
    expect(stale.body).toMatchObject({ success: false, errCode: 'TABLE.CART_CHANGED' })
    expect(stale.body.errMsg).toContain('changed')

    const sent = await send(a, code, view)
    expect(sent.body, sent.text).toMatchObject({
      success: true,
      data: { order: { orderType: 3, tableRound: { roundNo: 1 } }, cart: { lines: [] } },
    })
    const { order, cart, session } = sent.body.data
    expect(order.lines.map((line: { productName1: string; number: number }) => line.number)).toEqual([1, 2])
    expect(cart.generation).not.toBe(view.generation)
    expect(cart.sent).toEqual({ generation: view.generation, orderId: order.id })
    expect(session.rounds).toHaveLength(1)

    // The same send again (its answer was lost): the same round.
    const again = await send(a, code, view)
    expect(again.body.data.order.id).toBe(order.id)
    const empty = await send(a, code, cart)
    expect(empty.body).toMatchObject({ success: false, errCode: 'TABLE.CART_EMPTY' })
    // Sending needs a member, like any order.
    const guest = await call(t.app, '/api/order/tableCart/send', {
      json: { qrCode: code, generation: cart.generation, version: cart.version, expectedPrice: '1.00' },
    })
    expect(guest.status).toBe(401)
  })

  it('20 phones sending one shared cart at the same moment make one round, and all are told it', async () => {
    const code = codes[3]!
    await change(code, newId(), [add('Honey Lemon', 1)])
    const view = await read(code)
    const senders = [a, ...(await Promise.all(Array.from({ length: 3 }, () => registerMember(t))))]
    const quoted = await as(t, a.token, '/api/order/tableCart/send', {
      json: { qrCode: code, generation: view.generation, version: view.version, expectedPrice: '99999.99' },
    })
    const json = {
      qrCode: code,
      generation: view.generation,
      version: view.version,
      expectedPrice: quoted.body.data.price,
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        as(t, senders[index % senders.length]!.token, '/api/order/tableCart/send', { json }),
      ),
    )
    for (const answer of answers) expect(answer.body.success, answer.text).toBe(true)
    const ids = new Set(answers.map((answer) => answer.body.data.order.id))
    expect(ids.size).toBe(1)
    const [sessionId] = answers.map((answer) => answer.body.data.order.tableRound.sessionId)
    const rounds = await t.db.select().from(orders).where(eq(orders.tableSessionId, sessionId))
    expect(rounds).toHaveLength(1)
  })

  it('an add retried after its round was sent, or after the staff closed the table, adds nothing', async () => {
    const code = codes[1]!
    const phone = newId()
    const bun = add('Pineapple Bun with Butter', 1)
    await change(code, phone, [bun])
    const sent = await send(a, code, await read(code))
    expect(sent.body.success, sent.text).toBe(true)
    // The phone's add again, and a quantity (their answers were lost before the round went): the
    // line went with the round, so the next cart stays empty and unchanged.
    const retried = await change(code, phone, [bun, { kind: 'set', lineId: bun.lineId, number: 3 }])
    expect(retried.body.data).toMatchObject({ lines: [], version: sent.body.data.cart.version })

    const lemon = add('Honey Lemon', 2)
    await change(code, phone, [lemon])
    const closed = await call(t.app, '/api/staff/tables/close', {
      json: { brandId: t.brandId, restaurantId: centralId, qrCode: code },
      headers: { Authorization: `Bearer ${STAFF_TOKEN}` },
    })
    expect(closed.body.data.closed).toBe(true)
    // The closed table's line does not come back into the next party's cart.
    expect((await change(code, phone, [lemon])).body.data.lines).toEqual([])
  })

  it('the code is what lets a phone in: another table’s code reads its own cart; a bad code nothing', async () => {
    await change(codes[0]!, newId(), [add('Honey Lemon', 1)])
    const other = await read(codes[2]!)
    expect(other.lines.some((line) => line.line.productName1 === 'Honey Lemon')).toBe(false)
    const bad = await call(t.app, '/api/order/tableCart', {
      method: 'GET',
      query: { qrCode: 'ffffffffffffffffffffffffffffffff' },
    })
    expect(bad.body).toMatchObject({ success: false, errCode: 'TABLE.CODE_INVALID' })
    const malformed = await change(codes[0]!, 'short', [])
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ errCode: 'VALIDATION', field: 'guestKey' })
  })

  it('the staff closing the table empties its cart; a round then sent to its session is refused', async () => {
    const code = codes[1]!
    await change(code, newId(), [add('Pineapple Bun with Butter', 1)])
    const sentView = await read(code)
    const first = await send(a, code, sentView)
    expect(first.body.success, first.text).toBe(true)
    const sessionId = first.body.data.session.id as number
    await change(code, newId(), [add('Honey Lemon', 1)])
    // A phone taps Send with this cart while the staff close the table (its answer comes after).
    const shown = await read(code)
    const closed = await call(t.app, '/api/staff/tables/close', {
      json: { brandId: t.brandId, restaurantId: centralId, qrCode: code },
      headers: { Authorization: `Bearer ${STAFF_TOKEN}` },
    })
    expect(closed.body.data).toMatchObject({ closed: true, sessionId })
    expect(await read(code)).toMatchObject({ lines: [], guests: [] })
    const late = await send(a, code, shown, { sessionId })
    expect(late.body).toMatchObject({ success: false, errCode: 'TABLE.SESSION_CLOSED' })
    // A phone that never learnt the session's id hears the same: the close emptied its cart.
    const unnamed = await send(a, code, shown)
    expect(unnamed.body).toMatchObject({ success: false, errCode: 'TABLE.SESSION_CLOSED' })
    // The round sent before the close still answers a retry of its send.
    const retried = await send(a, code, sentView, { sessionId })
    expect(retried.body.data?.order.id).toBe(first.body.data.order.id)
  })
})
