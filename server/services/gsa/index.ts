import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { geocodeRoutes } from './geocodeRoutes'
import { gsaRoutes } from './routes'

/** Every call under /api/gsa/: delivery fee and estimated time (./routes.ts), geocoding (./geocodeRoutes.ts). */
export function gsaService(deps: ServiceDeps) {
  const base = { db: deps.db, now: deps.member.now }
  return new Hono<AppEnv>()
    .route('/', gsaRoutes(base))
    .route('/', geocodeRoutes({ ...base, geocoder: deps.geocoder }))
}
