import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { orderRoutes } from './routes'

/** Every call under /api/order/: placing, reading and cancelling a member's orders (./routes.ts). */
export function orderService(deps: ServiceDeps) {
  return new Hono<AppEnv>().route('/', orderRoutes({ db: deps.db, now: deps.member.now }))
}
