import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { systemRoutes } from './routes'
import { smsRoutes } from './smsRoutes'

/**
 * Every call under /api/system/: settings, countries, carousel and error reports (./routes.ts),
 * SMS codes (./smsRoutes.ts).
 */
export function systemService(deps: ServiceDeps) {
  return new Hono<AppEnv>()
    .route('/', systemRoutes(deps.db, deps.logIntake))
    .route('/', smsRoutes(deps.member))
}
