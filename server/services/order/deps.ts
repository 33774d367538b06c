import type { Database } from '../../db/open'
import type { PayDeps } from '../pay/deps'
import type { OrderEventBus } from './events'

/** What the order calls need: the database, the clock, where order changes are published, the payments. */
export type OrderDeps = {
  db: Database
  now: () => Date
  events: OrderEventBus
  pay: PayDeps
}
