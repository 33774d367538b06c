import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { counterOrderRoutes } from './counterRoutes'
import { discountRuleRoutes } from './discountRules'
import { orderEventRoutes } from './eventsRoute'
import { inviteOrderRoutes } from './inviteRoutes'
import { orderRoutes } from './routes'
import { tableOrderRoutes } from './tableRoutes'

/** Every call under /api/order/: placing, reading and cancelling a member's orders (./routes.ts), and their live events (./eventsRoute.ts). */
export function orderService(deps: ServiceDeps) {
  return new Hono<AppEnv>()
    .route(
      '/',
      orderRoutes({
        db: deps.db,
        now: deps.member.now,
        events: deps.orderEvents,
        payments: deps.orderPayments,
      }),
    )
    .route('/', discountRuleRoutes(deps.db, deps.member.now))
    .route('/', tableOrderRoutes({ db: deps.db, now: deps.member.now }))
    .route('/', inviteOrderRoutes({ db: deps.db, now: deps.member.now }))
    .route('/', counterOrderRoutes({ db: deps.db, now: deps.member.now }))
    .route(
      '/',
      orderEventRoutes({
        db: deps.db,
        now: deps.member.now,
        events: deps.orderEvents,
        heartbeatMs: deps.orderEventHeartbeatMs,
        trustProxy: deps.member.trustProxy,
      }),
    )
}
