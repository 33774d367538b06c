import { Hono } from 'hono'
import { PayOrderParams } from '../../../src/domain/payApi'
import type { AppEnv } from '../../http/context'
import { notFoundEnvelope, ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireMember } from '../member/auth'
import type { PayDeps } from './deps'
import { callbackError } from './payErrors'
import { applyPaymentEvent, cancelPay, orderPayStatus } from './payments'

/**
 * /api/pay/… (SPEC §7 "Pay" and "Order service", docs/api.md "Pay service"): what the pay-waiting
 * overlay calls — the order's payment status and its cancel, the member's own orders only — and
 * the provider's notification (no token: its signature is its credential).
 */
export function payRoutes(deps: PayDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.post('/findOrderPayStatus', auth, async (c) => {
    const { orderId } = await readPostParams(c, PayOrderParams)
    return ok(c, await orderPayStatus(deps, c.get('member').id, orderId))
  })

  routes.post('/paymentCancelPay', auth, async (c) => {
    const { orderId } = await readPostParams(c, PayOrderParams)
    return ok(c, await cancelPay(deps, c.get('member').id, orderId))
  })

  // The sandbox's notifications; a real provider gets its own path (README "Payment providers").
  routes.post('/callback/sandbox', async (c) => {
    if (deps.provider.name !== 'sandbox') return notFoundEnvelope(c)
    const verdict = deps.provider.verifyCallback(c.req.raw.headers, await c.req.text())
    if (!verdict.ok) throw callbackError(verdict.refusal)
    return ok(c, await applyPaymentEvent(deps, verdict.event))
  })

  return routes
}
