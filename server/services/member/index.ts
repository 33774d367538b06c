import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { memberAreaRoutes } from './areaRoutes'
import { couponWalletRoutes } from './couponWalletRoutes'
import { loginRoutes } from './loginRoutes'
import { packageRoutes } from './packageRoutes'
import { pointRoutes } from './pointRoutes'
import { memberRoutes } from './routes'

/**
 * Every call under /api/member/: operation logs (./routes.ts), login, register and logout
 * (./loginRoutes.ts), the member area, addresses, account deletion and upload credentials
 * (./areaRoutes.ts), points (./pointRoutes.ts), the coupon wallet (./couponWalletRoutes.ts), the
 * vouchers and packages (./packageRoutes.ts). The upload itself (POST /uploads) is outside /api:
 * ./uploadRoute.ts.
 */
export function memberService(deps: ServiceDeps) {
  return new Hono<AppEnv>()
    .route('/', memberRoutes(deps.db, deps.logIntake))
    .route('/', loginRoutes(deps.member))
    .route('/', memberAreaRoutes(deps.member))
    .route('/', pointRoutes(deps.member))
    .route('/', couponWalletRoutes(deps.member))
    .route('/', packageRoutes(deps.member))
}
