import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import type { ServiceDeps } from '../deps'
import { counterRoutes } from './counterRoutes'
import { favoriteRoutes } from './favoriteRoutes'
import { memberRoutes } from './memberRoutes'
import { menuRoutes } from './menuRoutes'
import { payTypeRoutes } from './payTypes'
import { restaurantRoutes } from './routes'
import { scanRoutes } from './scanRoutes'
import { shopRoutes } from './shopRoutes'

/**
 * Every call under /api/restaurant/: brands (./routes.ts), member levels (./memberRoutes.ts),
 * shops (./shopRoutes.ts), menus, limit checks and shopRedis (./menuRoutes.ts), payment methods
 * (./payTypes.ts), a table's session (./scanRoutes.ts), what a counter code opens (./counterRoutes.ts), a member's favourites (./favoriteRoutes.ts).
 */
export function restaurantService(deps: ServiceDeps) {
  return new Hono<AppEnv>()
    .route('/', restaurantRoutes(deps.db))
    .route('/', memberRoutes(deps.member))
    .route('/', shopRoutes(deps.restaurant))
    .route('/', menuRoutes(deps.restaurant))
    .route('/', payTypeRoutes(deps.db))
    .route('/', scanRoutes(deps.db))
    .route('/', counterRoutes(deps.restaurant))
    .route('/', favoriteRoutes(deps.member))
}
