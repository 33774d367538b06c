import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { OrderPayments } from '../order/deps'
import type { PayDeps } from './deps'
import { afterOrderCancelled, confirmPay } from './payments'
import { payRoutes } from './routes'

/** Every call under /api/pay/: payment status, cancel and the provider's notifications (./routes.ts). */
export function payService(deps: PayDeps) {
  return new Hono<AppEnv>().route('/', payRoutes(deps))
}

/** The payments as the order calls see them (the port of ../order/deps.ts), wired in by server/app.ts. */
export function orderPayments(deps: PayDeps): OrderPayments {
  return {
    confirmPay: (memberId, input, handheld, locale) => confirmPay(deps, memberId, input, handheld, locale),
    afterOrderCancelled: (orderId) => afterOrderCancelled(deps, orderId),
  }
}
