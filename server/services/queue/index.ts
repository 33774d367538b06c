import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { queueRoutes } from './routes'

/** Every call under /api/queue/ (issue 40; ./routes.ts, docs/api.md "Queue"). */
export function queueService(deps: ServiceDeps) {
  return new Hono<AppEnv>().route('/', queueRoutes(deps.member))
}
