import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, ShopDatabase } from '../../src/db/database'
import {
  dueOrders,
  mintSubmissionKey,
  nextOrderDueAt,
  orderRetryDelayMs,
  readPendingOrder,
  writePendingOrder,
} from '../../src/db/orderOutbox'
import { cartKey } from '../../src/db/recordKeys'
import { businessDay } from '../../src/domain/businessDay'
import { ADD_ORDER_PATH, replayPendingOrders, sendPendingOrder } from '../../src/sync/orderSync'
import { type LocalApi, startLocalApi, unusedApiBase } from './helpers/localApi'
import { cartLine } from './helpers/menuFixtures'
import { resetDatabase } from './helpers/resetDatabase'

let api: LocalApi

beforeAll(async () => {
  api = await startLocalApi()
})
afterAll(() => api.close())
beforeEach(async () => {
  await resetDatabase()
  api.seen.length = 0
  api.handler = () => ({ json: { success: true, code: 1, data: { id: 41, orderId: 41 } } })
  vi.stubEnv('VITE_API_BASE', api.base)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const scope = { restaurantId: 7, menuType: 7 }
const day = businessDay(Date.now())
const key = cartKey(scope, day)
const remarkKey = 'app_remark:7:menu:7' as const
const lines = [cartLine(11, { restaurantId: 7, number: 2 })]

/** A cart and its remark on the device, as the menu left them. */
async function storeCart() {
  await db.carts.put({ key, restaurantId: 7, scope: 'menu:7', businessDay: day, lines, updatedAt: 1 })
  await db.appData.put({ key: remarkKey, businessDay: day, value: 'No ice' })
}

/** An order of the cart above, written to the outbox; `mark` changes where it comes from (a group order). */
function newOrder(mark: Partial<Parameters<typeof writePendingOrder>[0]> = {}) {
  return writePendingOrder({
    memberId: 5,
    cartKey: key,
    remarkKey,
    ...mark,
    payload: {
      brandId: 1,
      restaurantId: 7,
      orderType: 7,
      menuType: 7,
      lines,
      timeSlot: { type: 0 },
      persons: 1,
      remark: 'No ice',
      payType: 1,
      expectedPrice: '76.00',
      businessDay: day,
    },
  })
}

/** The submission keys of the addOrder2 requests the server saw. */
function sentKeys(): string[] {
  return api.seen
    .filter((request) => request.path === `/api/${ADD_ORDER_PATH}`)
    .map((request) => (JSON.parse(request.body) as { submissionKey: string }).submissionKey)
}

describe('order outbox', () => {
  it('mints submission keys of random text, an id slice and the time, each one new', () => {
    const first = mintSubmissionKey(1_764_000_000_000)
    expect(first).toMatch(/^[A-Za-z0-9]{10}-[0-9a-f]{8}-1764000000000$/)
    expect(mintSubmissionKey(1_764_000_000_000)).not.toBe(first)
  })

  it('writes the order with its key before any send, and a second tap answers the same order', async () => {
    await storeCart()
    const written = await newOrder()
    expect(api.seen).toHaveLength(0)
    expect(await readPendingOrder(written.submissionKey)).toMatchObject({
      state: 'sending',
      attempts: 0,
      payload: { submissionKey: written.submissionKey, expectedPrice: '76.00' },
    })
    const again = await newOrder()
    expect(again.submissionKey).toBe(written.submissionKey)
    expect(await db.orderOutbox.count()).toBe(1)
  })

  it('keeps a waiting order across a reload (a new database connection)', async () => {
    const written = await newOrder()
    db.close()
    const reloaded = new ShopDatabase()
    expect(await reloaded.orderOutbox.get(written.submissionKey)).toMatchObject({ state: 'sending' })
    reloaded.close()
    await db.open()
  })

  it('clears the cart and its remark only when the server confirms the order', async () => {
    await storeCart()
    const written = await newOrder()
    expect(await sendPendingOrder(written.submissionKey)).toBe('placed')
    expect(sentKeys()).toEqual([written.submissionKey])
    expect(await readPendingOrder(written.submissionKey)).toMatchObject({ state: 'placed', orderId: 41 })
    expect(await db.carts.get(key)).toBeUndefined()
    expect(await db.appData.get(remarkKey)).toBeUndefined()
  })

  it('without an answer keeps the order and the cart, and sends it again with the same key', async () => {
    await storeCart()
    const written = await newOrder()
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const before = Date.now()
    expect(await sendPendingOrder(written.submissionKey)).toBe('unanswered')
    const waiting = await readPendingOrder(written.submissionKey)
    expect(waiting).toMatchObject({ state: 'sending', attempts: 1, lastError: 'offline' })
    expect(waiting!.nextAttemptAt).toBeGreaterThanOrEqual(before + orderRetryDelayMs(1))
    expect(await db.carts.get(key)).toBeDefined()
    // Not due yet: a replay leaves it; back online (back-off ignored) it goes with the same key.
    vi.stubEnv('VITE_API_BASE', api.base)
    expect(await replayPendingOrders()).toEqual({ placed: 0, refused: 0, unanswered: 0 })
    expect(await nextOrderDueAt()).toBe(waiting!.nextAttemptAt)
    expect(await replayPendingOrders({ includeBackedOff: true })).toMatchObject({ placed: 1 })
    expect(sentKeys()).toEqual([written.submissionKey])
    expect(await db.carts.get(key)).toBeUndefined()
  })

  it('treats a server error as no answer and resends the same key until the order is confirmed', async () => {
    await storeCart()
    const written = await newOrder()
    let calls = 0
    api.handler = () => {
      calls += 1
      return calls === 1
        ? { status: 502, text: '<html>Bad gateway</html>' }
        : { json: { success: true, code: 1, data: { id: 41, orderId: 41 } } }
    }
    expect(await sendPendingOrder(written.submissionKey)).toBe('unanswered')
    expect(await readPendingOrder(written.submissionKey)).toMatchObject({ state: 'sending', attempts: 1 })
    expect(await sendPendingOrder(written.submissionKey)).toBe('placed')
    expect(sentKeys()).toEqual([written.submissionKey, written.submissionKey])
  })

  it('keeps the refusal and the cart when the server refuses the order (price changed)', async () => {
    await storeCart()
    const written = await newOrder()
    const fresh = { price: '68.40', total: '76.00' }
    api.handler = () => ({
      json: {
        success: false,
        code: 0,
        errCode: 'ORDER.PRICE_CHANGED',
        errMsg: 'The price changed',
        data: fresh,
      },
    })
    expect(await sendPendingOrder(written.submissionKey)).toBe('refused')
    expect(await readPendingOrder(written.submissionKey)).toMatchObject({
      state: 'refused',
      refusal: { errCode: 'ORDER.PRICE_CHANGED', errMsg: 'The price changed', data: fresh },
    })
    expect(await db.carts.get(key)).toBeDefined()
    // A refused order is not sent again by the replay.
    expect(await dueOrders(Number.POSITIVE_INFINITY)).toEqual([])
    expect(await replayPendingOrders({ includeBackedOff: true })).toMatchObject({ placed: 0, refused: 0 })
    expect(sentKeys()).toHaveLength(1)
  })

  it('sends one request when the screen and a sync trigger send the same order at once', async () => {
    const written = await newOrder()
    const [first, second] = await Promise.all([
      sendPendingOrder(written.submissionKey),
      replayPendingOrders({ includeBackedOff: true }),
    ])
    expect(first).toBe('placed')
    expect(second.placed + second.unanswered + second.refused).toBeLessThanOrEqual(1)
    expect(sentKeys()).toEqual([written.submissionKey])
  })

  it('forgets settled orders after a day, never one still waiting for an answer', async () => {
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const waiting = await newOrder()
    const settled = { ...waiting, submissionKey: mintSubmissionKey(), cartKey: 'cart:other' }
    await db.orderOutbox.put({
      ...settled,
      payload: { ...settled.payload, submissionKey: settled.submissionKey },
      state: 'refused',
      refusal: { errCode: 'ORDER.SHOP_CLOSED', errMsg: 'Shop closed' },
    })
    const dayLater = Date.now() + 24 * 60 * 60_000 + 1
    await replayPendingOrders({ now: () => dayLater, includeBackedOff: true })
    expect(await readPendingOrder(settled.submissionKey)).toBeUndefined()
    expect(await readPendingOrder(waiting.submissionKey)).toMatchObject({ state: 'sending' })
  })

  it('backs off 2 s doubling up to a minute', () => {
    expect([1, 2, 3, 6, 7, 20].map(orderRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 60_000, 60_000, 60_000])
  })

  it('sends a group order’s record to its place call until answered, then settles it', async () => {
    const code = 'a'.repeat(32)
    const inviteKey = cartKey({ restaurantId: 7, menuType: 7, invite: code }, day)
    const written = await newOrder({
      cartKey: inviteKey,
      remarkKey: `app_remark:7:invite:${code}`,
      invite: { code, version: 9 },
    })
    // No answer at first: it stays sending, as an addOrder2 order does.
    api.handler = () => ({ status: 503, json: { success: false } })
    expect(await sendPendingOrder(written.submissionKey)).toBe('unanswered')
    // The server answers the group order's place with the order and the group order.
    api.handler = () => ({ json: { success: true, code: 1, data: { order: { orderId: 77 }, invite: {} } } })
    expect(await sendPendingOrder(written.submissionKey)).toBe('placed')
    expect(await readPendingOrder(written.submissionKey)).toMatchObject({ state: 'placed', orderId: 77 })
    const places = api.seen.filter((request) => request.path === '/api/order/invite/place')
    expect(places).toHaveLength(2)
    expect(JSON.parse(places[1]!.body)).toEqual({
      code,
      version: 9,
      timeSlot: { type: 0 },
      persons: 1,
      remark: 'No ice',
      payType: 1,
      expectedPrice: '76.00',
      businessDay: day,
    })
    expect(sentKeys()).toEqual([])
  })
})
