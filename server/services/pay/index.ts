import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { PayDeps } from './deps'
import { payRoutes } from './routes'

/** Every call under /api/pay/: payment status, cancel and the provider's notifications (./routes.ts). */
export function payService(deps: PayDeps) {
  return new Hono<AppEnv>().route('/', payRoutes(deps))
}
