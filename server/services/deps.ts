import type { Database } from '../db/open'
import type { Geocoder } from '../providers/geocoderPolicy'
import type { MovableClock } from '../providers/movableClock'
import type { LogIntakeDeps } from './logIntake'
import type { MemberDeps } from './member/deps'
import type { OrderPayments } from './order/deps'
import type { OrderEventBus } from './order/events'
import type { PayDeps } from './pay/deps'
import type { RestaurantDeps } from './restaurant/deps'

/**
 * What the services take, built once by server/app.ts: each `server/services/<service>/index.ts`
 * picks the parts its calls need (a call placed under another service's URL still uses the member
 * or restaurant deps it always did).
 */
export type ServiceDeps = {
  db: Database
  /** Member calls: providers, clock, upload settings, SMS and login limits. */
  member: MemberDeps
  /** The two log calls' shared allowances (system and member). */
  logIntake: LogIntakeDeps
  /** Restaurant and menu calls: clock and shopRedis store. */
  restaurant: RestaurantDeps
  /** Whether /api/dev/logs is mounted (never in production). */
  devLogs: boolean
  /** The browser tests' clock, moved by POST /api/dev/clock (NODE_ENV=test only). */
  devClock?: MovableClock
  /** Where order changes are published (server/services/order/events.ts). */
  orderEvents: OrderEventBus
  /** SSE heartbeat of /api/order/events (ms); 25 s when absent. */
  orderEventHeartbeatMs?: number
  /** STAFF_TOKEN; the staff calls answer 404 without it. */
  staffToken?: string
  /** GEOCODER_URL's provider, cached and paced; without it the geocoding calls answer no address, no suggestions. */
  geocoder?: Geocoder
  /** The payment provider and what the payment calls need (server/services/pay). */
  pay: PayDeps
  /** The same payments as the order calls see them (./order/deps.ts), so that order never imports pay. */
  orderPayments: OrderPayments
}
