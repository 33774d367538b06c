import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { staffRoutes } from './routes'

/**
 * Every call under /api/staff/ (./routes.ts, docs/api.md "Staff API"): the merchant's side of
 * orders behind STAFF_TOKEN; without the token every call answers 404 NOT_FOUND (server/http/auth.ts).
 */
export function staffService(deps: ServiceDeps) {
  return new Hono<AppEnv>().route(
    '/',
    staffRoutes({
      db: deps.db,
      now: deps.member.now,
      events: deps.orderEvents,
      token: deps.staffToken,
      payments: deps.orderPayments,
    }),
  )
}
