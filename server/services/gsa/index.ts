import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { gsaRoutes } from './routes'

/** Every call under /api/gsa/: delivery fee and estimated time (./routes.ts). */
export function gsaService(deps: ServiceDeps) {
  return new Hono<AppEnv>().route('/', gsaRoutes({ db: deps.db, now: deps.member.now }))
}
