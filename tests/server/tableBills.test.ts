import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments, tableBills } from '../../server/db/schema'
import { sweepPayments } from '../../server/services/pay/reconcile'
import type { ShopMenu } from '../../src/domain/contract/menu'
import type { TableSessionView } from '../../src/domain/contract/table'
import type { CartLine } from '../../src/domain/menu/types'
import { BACKENDS, type CallResult, call } from './harness'
import { as } from './memberHelpers'
import { loadMenu, menuFoods, tableCodes } from './menuHelpers'
import { cartLine, type Member, newKey, registerMember } from './orderHelpers'
import { orderOf, type PayTestApp, press, STAFF_TOKEN, startPayApp } from './payHelpers'

/**
 * A table's bill (issue 37 item 2): the rounds' stored prices summed into one bill, paid online for
 * the whole session through the pay service (one payment however many phones pay at once, a later
 * round left due, the callback marking the covered rounds paid, a cancelled payment leaving the bill
 * payable) or at the counter by the staff; the table's code is what lets a phone read or pay it.
 */

const CARD = 40

describe.each(BACKENDS)('table bills on $name', (backend) => {
  let t: PayTestApp
  let centralId: number
  let scan: ShopMenu
  let a: Member
  let b: Member
  let codes: string[]

  beforeAll(async () => {
    t = await startPayApp(backend)
    centralId = t.ids.centralId
    scan = await loadMenu(t.app, centralId, 4)
    ;[a, b] = await Promise.all([registerMember(t), registerMember(t)])
    codes = await tableCodes(t.db, centralId)
  })
  afterAll(() => t.close())

  const food = (name: string) => menuFoods(scan).find((candidate) => candidate.foodName1 === name)!
  const line = (name: string, units: number): CartLine => cartLine(food(name), centralId, units)
  const staff = (path: string, json: Record<string, unknown>) =>
    call(t.app, `/api/staff/${path}`, { json, headers: { Authorization: `Bearer ${STAFF_TOKEN}` } })
  const session = async (qrCode: string, id: number): Promise<TableSessionView> =>
    (await call(t.app, '/api/restaurant/scan/getScanById', { query: { qrCode, id } })).body.data
  const payBill = (member: Member, qrCode: string, sessionId: number, payType = CARD) =>
    as(t, member.token, '/api/pay/tableBill/pay', { json: { qrCode, sessionId, payType } })

  /** Sends a round at the server's price (quoted by a refused send): its call result. */
  async function sendRound(member: Member, qrCode: string, lines: CartLine[], sessionId?: number) {
    const path =
      sessionId === undefined ? '/api/order/qrcode/addTableOrder' : '/api/order/scan/additionalOrder'
    const body = { qrCode, lines, submissionKey: newKey(), ...(sessionId ? { sessionId } : {}) }
    const quoted = await as(t, member.token, path, { json: { ...body, expectedPrice: '99999.99' } })
    expect(quoted.body?.errCode).toBe('ORDER.PRICE_CHANGED')
    const sent: CallResult = await as(t, member.token, path, {
      json: { ...body, submissionKey: newKey(), expectedPrice: quoted.body.data.price },
    })
    expect(sent.body.success, sent.text).toBe(true)
    return sent.body.data as {
      order: { id: number; priceResult: { price: string } }
      session: TableSessionView
    }
  }

  /** A table with two rounds, by two members: the session's id and the rounds' orders. */
  async function twoRounds(qrCode: string) {
    const first = await sendRound(a, qrCode, [line('Pineapple Bun with Butter', 2)])
    const sessionId = first.session.id
    const second = await sendRound(b, qrCode, [line('Honey Lemon', 1)], sessionId)
    return { sessionId, first: first.order, second: second.order }
  }

  it('the bill is the sum of the rounds’ stored price results, all of it due', async () => {
    const { sessionId, first, second } = await twoRounds(codes[0]!)
    const view = await session(codes[0]!, sessionId)
    const sum = (Number(first.priceResult.price) + Number(second.priceResult.price)).toFixed(2)
    expect(view.total).toBe(sum)
    expect(view.bill).toMatchObject({ paid: '0.00', due: sum, paying: null })
    expect(view.bill.priceResult.price).toBe(sum)
    expect(view.rounds.map((round) => round.priceResult.price)).toEqual([
      first.priceResult.price,
      second.priceResult.price,
    ])
    expect(view.rounds.every((round) => round.payment === null)).toBe(true)
  })

  it('phones paying at once start one payment; a later round stays due; the callback pays the rest', async () => {
    const code = codes[1]!
    const { sessionId, first, second } = await twoRounds(code)
    const covered = (Number(first.priceResult.price) + Number(second.priceResult.price)).toFixed(2)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => payBill(index % 2 ? a : b, code, sessionId)),
    )
    for (const answer of answers) expect(answer.body.success, answer.text).toBe(true)
    expect(new Set(answers.map((answer) => answer.body.data.paymentId)).size).toBe(1)
    const { paymentId, redirectUrl, amount } = answers[0]!.body.data
    expect(amount).toBe(covered)
    expect(await t.db.select().from(tableBills)).toHaveLength(1)

    // Another method while it is under way: wait for it.
    const other = await payBill(a, code, sessionId, 1021)
    expect(other.body).toMatchObject({ success: false, errCode: 'TABLE.BILL_IN_PROGRESS' })

    const late = await sendRound(a, code, [line('Honey Lemon', 2)], sessionId)
    const during = await session(code, sessionId)
    expect(during.bill).toMatchObject({
      due: late.order.priceResult.price,
      paying: { amount: covered, payType: CARD, status: 1 },
    })

    await press(t, redirectUrl, 'pay')
    const after = await session(code, sessionId)
    expect(after.bill).toMatchObject({ paid: covered, due: late.order.priceResult.price, paying: null })
    expect(after.rounds.map((round) => round.payment?.status ?? null)).toEqual([2, 2, null])
    expect(after.rounds[1]!.payment).toMatchObject({ amount: covered, payType: CARD })
    // The order screens read each covered round paid, and leave its kitchen status alone.
    const round2 = await orderOf(t, b, second.id)
    expect(round2).toMatchObject({ status: 0, payment: { status: 2, amount: covered } })
    expect(round2.payment.paidAt).not.toBeNull()
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(row!.status).toBe(2)

    // What remains is paid by a new payment of its own.
    const rest = await payBill(b, code, sessionId)
    expect(rest.body.data.amount).toBe(late.order.priceResult.price)
    expect(rest.body.data.paymentId).not.toBe(paymentId)
    await press(t, rest.body.data.redirectUrl, 'pay')
    const settled = await session(code, sessionId)
    expect(settled.bill.due).toBe('0.00')
    const again = await payBill(a, code, sessionId)
    expect(again.body).toMatchObject({ success: false, errCode: 'pay.0002', errMsg: 'Paid' })
  })

  it('a cancelled or failed payment leaves the bill due and payable again; the rounds stand', async () => {
    const code = codes[2]!
    const { sessionId, first } = await twoRounds(code)
    const started = await payBill(a, code, sessionId)
    await press(t, started.body.data.redirectUrl, 'cancel')
    const cancelled = await session(code, sessionId)
    expect(cancelled.bill).toMatchObject({ paid: '0.00', due: cancelled.total, paying: null })
    expect(cancelled.rounds.map((round) => [round.status, round.payment?.status])).toEqual([
      [0, 5],
      [0, 5],
    ])
    expect((await orderOf(t, a, first.id)).status).toBe(0)

    const retried = await payBill(b, code, sessionId)
    expect(retried.body.data.paymentId).not.toBe(started.body.data.paymentId)
    await press(t, retried.body.data.redirectUrl, 'fail')
    expect((await session(code, sessionId)).bill.due).toBe(cancelled.total)
    const third = await payBill(b, code, sessionId)
    await press(t, third.body.data.redirectUrl, 'pay')
    expect((await session(code, sessionId)).bill).toMatchObject({ due: '0.00', paid: cancelled.total })
  })

  it('the sweep settles a bill whose callback was lost, though the kitchen moved its rounds on', async () => {
    const code = codes[4]!
    const { sessionId, first, second } = await twoRounds(code)
    const started = await payBill(a, code, sessionId)
    // The kitchen confirms a round while its bill is being paid: the payment stays open.
    await staff('orders/confirm', { orderId: first.id })
    t.deliver.on = false
    try {
      expect((await press(t, started.body.data.redirectUrl, 'pay')).status).toBe(303)
    } finally {
      t.deliver.on = true
    }
    expect((await session(code, sessionId)).bill.paying).not.toBeNull()
    t.clock.advance(6 * 60_000)
    await sweepPayments(t.pay, 5)
    const settled = await session(code, sessionId)
    expect(settled.bill.paying).toBeNull()
    expect(settled.rounds.map((round) => [round.status, round.payment?.status])).toEqual([
      [8, 2],
      [0, 2],
    ])
    // A round the merchant cancels afterwards does not refund the table's payment.
    await staff('orders/cancel', { orderId: second.id })
    await sweepPayments(t.pay, 5)
    const [row] = await t.db.select().from(payments).where(eq(payments.id, started.body.data.paymentId))
    expect(row).toMatchObject({ status: 2, refundProgress: null })
  })

  it('another table’s code can neither read nor pay the session', async () => {
    const { sessionId } = await twoRounds(codes[3]!)
    const read = await call(t.app, '/api/restaurant/scan/getScanById', {
      query: { qrCode: codes[0]!, id: sessionId },
    })
    expect(read.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'id' })
    const paid = await payBill(a, codes[0]!, sessionId)
    expect(paid.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'sessionId' })
    const guest = await call(t.app, '/api/pay/tableBill/pay', {
      json: { qrCode: codes[3]!, sessionId, payType: CARD },
    })
    expect(guest.status).toBe(401)
  })

  it('the staff take the bill at the counter; the table reads it paid, also once closed', async () => {
    const code = codes[3]!
    const scope = { brandId: t.brandId, restaurantId: centralId, qrCode: code }
    const open = (await call(t.app, '/api/order/qrcode/scanTableQrcodeNew', { json: { qrCode: code } })).body
      .data.session as TableSessionView
    // While a payment is under way online, the counter waits for it.
    const online = await payBill(a, code, open.id)
    expect((await staff('tables/paid', scope)).body).toMatchObject({ errCode: 'TABLE.BILL_IN_PROGRESS' })
    await press(t, online.body.data.redirectUrl, 'cancel')

    const paid = await staff('tables/paid', scope)
    expect(paid.body).toMatchObject({ success: true, data: { sessionId: open.id, amount: open.total } })
    expect(paid.body.data.rounds).toHaveLength(2)
    const view = await session(code, open.id)
    expect(view.bill).toMatchObject({ due: '0.00', paid: open.total })
    expect(view.rounds.every((round) => round.payment?.status === 2 && round.payment.payType === 1)).toBe(
      true,
    )
    expect((await staff('tables/paid', scope)).body).toMatchObject({ errCode: 'pay.0002' })
    const list = await call(t.app, '/api/staff/tables', {
      query: { brandId: t.brandId, restaurantId: centralId },
      headers: { Authorization: `Bearer ${STAFF_TOKEN}` },
    })
    const table = list.body.data.find((row: { qrCode: string }) => row.qrCode === code)
    expect(table.session).toMatchObject({ paid: open.total, due: '0.00' })

    await staff('tables/close', scope)
    const closed = await session(code, open.id)
    expect(closed).toMatchObject({ status: 2, bill: { due: '0.00', paid: open.total } })
    expect(closed.rounds).toHaveLength(2)
  })
})
