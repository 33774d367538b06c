import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/open'
import { orders } from '../../server/db/schema'
import { createAppServer } from '../../server/http/clientErrors'
import { LocalOrderEventBus, type OrderEventBus } from '../../server/services/order/events'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { type Backend, type CallResult, call, demoIds, openTestDatabase } from './harness'
import { type Member, type MemberTestApp, TestClock } from './memberHelpers'
import { loadMenu, menuIds } from './menuHelpers'
import {
  addAddress,
  cartLine,
  deliveryOrder,
  giveCoupon,
  pickupOrder,
  placeAtQuote,
  plainFoods,
  registerMember,
  stockPlainFood,
} from './orderHelpers'

/** Helpers of the staff, event and sweep tests: the app with a staff token and an event bus of the test's choice. */

/** The staff token of these tests (24+ printable characters, as STAFF_TOKEN must be). */
export const STAFF_TOKEN = 'staff-test-token-0123456789abcdef'

export type StaffTestApp = MemberTestApp & {
  events: OrderEventBus
  centralId: number
  pickup: ShopMenu
  delivery: ShopMenu
}

export type StaffAppOptions = {
  /** The event bus; an in-process one when absent. */
  events?: OrderEventBus
  /** STAFF_TOKEN; STAFF_TOKEN above when absent, none (staff API off) when null. */
  staffToken?: string | null
  heartbeatMs?: number
  /** Another instance over the same database (and clock), e.g. to test fan-out through Redis. */
  sameDatabaseAs?: StaffTestApp
}

/** The real app over a migrated, seeded database (or another instance's), with the staff API on. */
export async function startStaffApp(backend: Backend, options: StaffAppOptions = {}): Promise<StaffTestApp> {
  const shared = options.sameDatabaseAs
  const database = shared ? null : await openTestDatabase(backend, { seeded: true })
  const db: Database = shared?.db ?? database!.db
  const scratch = await mkdtemp(join(tmpdir(), 'shop-staff-'))
  const logger = pino({ level: 'silent' })
  const clock = shared?.clock ?? new TestClock()
  const events = options.events ?? new LocalOrderEventBus(logger)
  const app = createApp({
    db,
    logger,
    staticDir: join(scratch, 'dist'),
    uploadsDir: join(scratch, 'uploads'),
    devTools: true,
    uploadSecret: randomBytes(32).toString('base64url'),
    now: clock.now,
    trustProxy: 1,
    orderEvents: events,
    orderEventHeartbeatMs: options.heartbeatMs,
    staffToken: options.staffToken === null ? undefined : (options.staffToken ?? STAFF_TOKEN),
  })
  const close = async () => {
    await events.close()
    if (database) await database.close()
    await rm(scratch, { recursive: true, force: true })
  }
  const { demoId, harbourId } = await demoIds(app)
  const base = {
    app,
    db,
    logLines: [],
    uploadsDir: join(scratch, 'uploads'),
    closeDatabase: close,
    close,
    clock,
    brandId: demoId,
    harbourId,
  }
  const { centralId } = await menuIds(app)
  const [pickup, delivery] = await Promise.all([loadMenu(app, centralId, 7), loadMenu(app, centralId, 1)])
  return { ...base, events, centralId, pickup, delivery }
}

/** Calls the staff API with the token (or another Authorization, or none). */
export function staff(
  t: StaffTestApp,
  path: string,
  json?: Record<string, unknown>,
  authorization: string | null = `Bearer ${STAFF_TOKEN}`,
): Promise<CallResult> {
  const headers: Record<string, string> = authorization === null ? {} : { authorization }
  return json === undefined
    ? call(t.app, `/api/staff/${path}`, { headers })
    : call(t.app, `/api/staff/${path}`, { json, headers })
}

/** A placed pick-up order of the member (stock does not count for pick-up), a coupon when asked. */
export async function placePickup(t: StaffTestApp, member: Member, options: { coupon?: boolean } = {}) {
  const memberCouponId = options.coupon
    ? await giveCoupon(t, member.memberId, t.brandId, 'WELCOME20')
    : undefined
  const lines = [
    cartLine(plainFoods(t.pickup)[0]!, t.centralId, 10),
    cartLine(plainFoods(t.pickup)[1]!, t.centralId, 3),
  ]
  const res = await placeAtQuote(
    t,
    member,
    pickupOrder(t, t.centralId, lines, memberCouponId ? { memberCouponId } : {}),
  )
  if (!res.body?.success) throw new Error(`order not placed: ${res.text}`)
  return { orderId: res.body.data.id as number, memberCouponId }
}

/**
 * A placed delivery order of the member (stock counts for order type 1 only, SPEC §5): 3 units of
 * a stocked food (stock set to 50) besides enough for the order minimum, a coupon when asked.
 */
export async function placeStockedDelivery(
  t: StaffTestApp,
  member: Member,
  options: { coupon?: boolean } = {},
) {
  const stockedId = await stockPlainFood(t, t.delivery, 1, 50)
  const addressId = await addAddress(t, member)
  const memberCouponId = options.coupon
    ? await giveCoupon(t, member.memberId, t.brandId, 'WELCOME20')
    : undefined
  const lines = [
    cartLine(plainFoods(t.delivery)[0]!, t.centralId, 10),
    cartLine(plainFoods(t.delivery)[1]!, t.centralId, 3),
  ]
  const payload = deliveryOrder(t, t.centralId, lines, addressId, memberCouponId ? { memberCouponId } : {})
  const res = await placeAtQuote(t, member, payload)
  if (!res.body?.success) throw new Error(`delivery order not placed: ${res.text}`)
  return { orderId: res.body.data.id as number, stockedId, memberCouponId }
}

/** A placed delivery order (type 1) of the member, above the demo order minimum. */
export async function placeDelivery(t: StaffTestApp, member: Member): Promise<number> {
  const addressId = await addAddress(t, member)
  const lines = [cartLine(plainFoods(t.delivery)[0]!, t.centralId, 10)]
  const res = await placeAtQuote(t, member, deliveryOrder(t, t.centralId, lines, addressId))
  if (!res.body?.success) throw new Error(`delivery order not placed: ${res.text}`)
  return res.body.data.id as number
}

/**
 * Makes the order an online one (orderPayType 2, Google Pay/card 1021), as the payments issue will
 * place them: unpaid (status 0) or paid (status 1, waiting for confirmation). No online payment
 * exists yet, so tests write it directly.
 */
export async function makeOnline(db: Database, orderId: number, paid: boolean): Promise<void> {
  await db
    .update(orders)
    .set({ orderPayType: 2, payType: 1021, status: paid ? 1 : 0 })
    .where(eq(orders.id, orderId))
}

/** Serves the app on a free local port (a real listening server); answers its base URL and a stop function. */
export async function listen(t: StaffTestApp): Promise<{ base: string; stop: () => Promise<void> }> {
  const server: Server = createAppServer(t.app.fetch)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export { type Member, registerMember }
