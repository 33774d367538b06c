import { Hono } from 'hono'
import {
  PayOrderParams,
  PayTokenParams,
  PayTypeListParams,
  ProviderPayParams,
} from '../../../src/domain/contract/pay'
import { BrandIdParams } from '../../../src/domain/contract/system'
import { TableBillPayParams } from '../../../src/domain/contract/table'
import { requireMember } from '../../http/auth'
import type { AppContext, AppEnv } from '../../http/context'
import { handheldOf } from '../../http/device'
import { notFoundEnvelope, ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams, type Schema } from '../../http/input'
import { brandPayOpen, restaurantPayOpen } from '../restaurant/payTypes'
import type { PayDeps } from './deps'
import { callbackError } from './payErrors'
import { applyPaymentEvent, cancelPay, orderPayStatus } from './payments'
import { PAY_CALLS, type PayCall, type PayCallKind } from './providerCalls'
import { cardTokenFacts, issueCardToken, payWithCall } from './providerPay'
import { payTableBill } from './tableBillPay'

/**
 * /api/pay/… (SPEC §7 "Pay" and "Order service", docs/api.md "Pay service"): SPEC's pay calls,
 * one route per row of ./providerCalls.ts answered by its kind — the member's own orders only
 * unless the row is public — and the provider's notification (no token: its signature is its
 * credential).
 */

/** A call's parameters: the query string of a GET, the body (over the query string) of a POST. */
const paramsOf = <TSchema extends Schema>(c: AppContext, call: PayCall, schema: TSchema) =>
  call.method === 'GET' ? parseInput(schema, queryOf(c)) : readPostParams(c, schema)

type Answer = (deps: PayDeps, c: AppContext, call: PayCall) => Promise<unknown>

const memberId = (c: AppContext) => c.get('member').id

const ANSWERS: Record<PayCallKind, Answer> = {
  create: async (deps, c, call) =>
    payWithCall(
      deps,
      call,
      memberId(c),
      await paramsOf(c, call, ProviderPayParams),
      handheldOf(c),
      c.get('locale'),
    ),
  query: async (deps, c, call) =>
    orderPayStatus(deps, memberId(c), (await paramsOf(c, call, PayOrderParams)).orderId),
  cancel: async (deps, c, call) =>
    cancelPay(deps, memberId(c), (await paramsOf(c, call, PayOrderParams)).orderId),
  restaurantOpen: async (deps, c, call) => {
    const { restaurantId, brandId } = await paramsOf(c, call, PayTypeListParams)
    return restaurantPayOpen(deps.db, restaurantId, brandId)
  },
  brandOpen: async (deps, c, call) => brandPayOpen(deps.db, (await paramsOf(c, call, BrandIdParams)).brandId),
  googlePayInfo: async (deps) => deps.provider.googlePayInfo(),
  cardToken: async (deps, c, call) =>
    issueCardToken(deps, memberId(c), (await paramsOf(c, call, PayOrderParams)).orderId),
  cardTokenFacts: async (deps, c, call) =>
    cardTokenFacts(deps, memberId(c), (await paramsOf(c, call, PayTokenParams)).token),
}

export function payRoutes(deps: PayDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  for (const [path, entry] of Object.entries(PAY_CALLS)) {
    const call: PayCall = entry
    const answer = async (c: AppContext) => ok(c, await ANSWERS[call.kind](deps, c, call))
    if (call.public) routes.on(call.method, path, answer)
    else routes.on(call.method, path, auth, answer)
  }

  // A table's bill, paid online for the whole session (the table's code is the capability).
  routes.post('/tableBill/pay', auth, async (c) => {
    const input = await readPostParams(c, TableBillPayParams)
    return ok(c, await payTableBill(deps, memberId(c), input, handheldOf(c), c.get('locale')))
  })

  // The sandbox's notifications; a real provider gets its own path (docs/payments.md).
  routes.post('/callback/sandbox', async (c) => {
    if (deps.provider.name !== 'sandbox') return notFoundEnvelope(c)
    const verdict = deps.provider.verifyCallback(c.req.raw.headers, await c.req.text())
    if (!verdict.ok) throw callbackError(verdict.refusal)
    return ok(c, await applyPaymentEvent(deps, verdict.event))
  })

  return routes
}
