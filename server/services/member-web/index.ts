import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { couponCentreRoutes } from './couponCentreRoutes'
import { couponRoutes } from './couponRoutes'
import { memberRoutes } from './memberRoutes'
import { memberWebRoutes } from './routes'
import { stampRoutes } from './stampRoutes'

/**
 * Every call under /api/member-web/: brand resources (./routes.ts), joinBrand and addresses
 * (./memberRoutes.ts), the checkout's coupons (./couponRoutes.ts), the coupon centre and gift links
 * (./couponCentreRoutes.ts), the member's stamp cards (./stampRoutes.ts).
 */
export function memberWebService(deps: ServiceDeps) {
  return new Hono<AppEnv>()
    .route('/', memberWebRoutes(deps.db))
    .route('/', memberRoutes(deps.member))
    .route('/', couponRoutes(deps.member))
    .route('/', couponCentreRoutes(deps.member))
    .route('/', stampRoutes(deps.member))
}
