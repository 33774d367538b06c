import { eq } from 'drizzle-orm'
import pino from 'pino'
import type { Database } from '../../server/db/open'
import { payments } from '../../server/db/schema'
import { SandboxPaymentProvider } from '../../server/providers/payment/sandbox'
import { signBody } from '../../server/providers/payment/signature'
import { LocalOrderEventBus, type OrderEvent } from '../../server/services/order/events'
import type { PayDeps } from '../../server/services/pay/deps'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { type Backend, type CallResult, call, demoIds, startTestApp } from './harness'
import { as, type MemberTestApp, TestClock } from './memberHelpers'
import { loadMenu, menuIds } from './menuHelpers'
import { cartLine, type Member, pickupOrder, plainFoods, quote, registerMember } from './orderHelpers'

/**
 * Helpers of the payment tests: the real app with a sandbox provider whose secret the tests know
 * and whose callbacks go into the app (app.request) — or are lost, when `deliver` is off — and
 * the pay calls as the PWA makes them.
 */

/** The staff API's token in these tests. */
export const STAFF_TOKEN = 'pay-test-staff-token-0123456789'
const SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef'
/** A phone's X-Device-Info as the PWA sends it (src/domain/device.ts deviceInfoHeader). */
export const PHONE = { 'x-device-info': 'iOS 17.4; Safari 17.4; iPhone' }

/** The in-process bus, keeping every change published (whoever listens). */
class RecordingBus extends LocalOrderEventBus {
  readonly published: OrderEvent[] = []
  override async publish(event: OrderEvent): Promise<void> {
    this.published.push(event)
    await super.publish(event)
  }
}

export type PayTestApp = MemberTestApp & {
  sandbox: SandboxPaymentProvider
  pay: PayDeps
  ids: Awaited<ReturnType<typeof menuIds>>
  pickup: ShopMenu
  /** Whether the sandbox's callbacks reach the app (a lost callback when false). */
  deliver: { on: boolean }
  /** Order events published, in order. */
  published: OrderEvent[]
}

export async function startPayApp(backend: Backend): Promise<PayTestApp> {
  const clock = new TestClock()
  const deliver = { on: true }
  const logger = pino({ level: 'silent' })
  const events = new RecordingBus(logger)
  let appRef: { request: (input: Request) => Response | Promise<Response> } | null = null
  let sandbox: SandboxPaymentProvider | null = null
  const makeSandbox = (db: Database) => {
    sandbox = new SandboxPaymentProvider({
      db,
      secret: SANDBOX_SECRET,
      logger,
      now: clock.now,
      callbackOrigin: 'http://localhost',
      fetch: async (input, init) => {
        if (!deliver.on) throw new TypeError('fetch failed: the callback is lost')
        return appRef!.request(new Request(input, init))
      },
      refundSeconds: 5,
    })
    return { provider: sandbox }
  }
  const t = await startTestApp(backend, {
    member: { now: clock.now, trustProxy: 1 },
    payments: makeSandbox,
    orderEvents: events,
    staffToken: STAFF_TOKEN,
  })
  appRef = t.app
  const { demoId, harbourId } = await demoIds(t.app)
  const ids = await menuIds(t.app)
  const pickup = await loadMenu(t.app, ids.centralId, 7)
  const pay: PayDeps = { db: t.db, now: clock.now, events, provider: sandbox!, logger }
  return Object.assign(t, {
    clock,
    brandId: demoId,
    harbourId,
    sandbox: sandbox!,
    pay,
    ids,
    pickup,
    deliver,
    published: events.published,
  })
}

/** The pay app and a member registered on it: what the payment tests start with. */
export async function startPayMember(backend: Backend): Promise<{ t: PayTestApp; member: Member }> {
  const t = await startPayApp(backend)
  return { t, member: await registerMember(t) }
}

/** Places a pick-up order at Central paid with `payType` (2 units of the first plain food). */
export async function placeOnline(
  t: PayTestApp,
  member: Member,
  payType = 40,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const payload = pickupOrder(t, t.ids.centralId, [cartLine(plainFoods(t.pickup)[0]!, t.ids.centralId, 2)], {
    payType,
  })
  const price = await quote(t, member, payload)
  return as(t, member.token, '/api/order/addOrder2', { json: { ...payload, expectedPrice: price }, headers })
}

export const confirmPay = (t: PayTestApp, member: Member, orderId: number, payType = 40, headers = {}) =>
  as(t, member.token, '/api/order/confirmPay', { json: { orderId, payType }, headers })
export const payStatus = (t: PayTestApp, member: Member, orderId: number) =>
  as(t, member.token, '/api/pay/findOrderPayStatus', { json: { orderId } })
export const cancelPay = (t: PayTestApp, member: Member, orderId: number) =>
  as(t, member.token, '/api/pay/paymentCancelPay', { json: { orderId } })
export const orderOf = async (t: PayTestApp, member: Member, orderId: number) =>
  (await as(t, member.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId } })).body.data

/** Presses a button of the hosted page the redirect names: answers the 303 (or the page). */
export const press = (t: PayTestApp, redirectUrl: string, choice: 'pay' | 'fail' | 'cancel') =>
  call(t.app, redirectUrl, { method: 'POST', form: { choice } })

/** The payment rows of an order, oldest first. */
export const paymentsOf = (t: PayTestApp, orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)

/** A sandbox notification signed with `secret` at `at`, as headers and body. */
export function signedCallback(
  body: Record<string, unknown>,
  at: Date,
  secret = SANDBOX_SECRET,
): { headers: Record<string, string>; body: string } {
  const text = JSON.stringify(body)
  const timestamp = Math.floor(at.getTime() / 1000)
  return {
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(timestamp),
      'x-sandbox-signature': signBody(secret, timestamp, text),
    },
    body: text,
  }
}

export const sendCallback = (t: PayTestApp, signed: { headers: Record<string, string>; body: string }) =>
  call(t.app, '/api/pay/callback/sandbox', { method: 'POST', headers: signed.headers, body: signed.body })

/**
 * Pays the order's new attempt on the sandbox page with the callback lost (the provider has it
 * paid, the server not yet): the payment row and the callback's body, to sign and send.
 */
export async function paidWithCallbackLost(t: PayTestApp, member: Member, orderId: number) {
  const { redirectUrl } = (await confirmPay(t, member, orderId)).body.data
  t.deliver.on = false
  try {
    await press(t, redirectUrl, 'pay')
  } finally {
    t.deliver.on = true
  }
  const [payment] = await paymentsOf(t, orderId)
  const body = {
    event: 'payment',
    ref: payment!.providerRef,
    orderId,
    amount: payment!.amount,
    status: 'paid',
  }
  return { payment: payment!, body }
}
