import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { memberRoutes } from './memberRoutes'
import { memberWebRoutes } from './routes'

/** Every call under /api/member-web/: brand resources (./routes.ts), joinBrand and addresses (./memberRoutes.ts). */
export function memberWebService(deps: ServiceDeps) {
  return new Hono<AppEnv>().route('/', memberWebRoutes(deps.db)).route('/', memberRoutes(deps.member))
}
