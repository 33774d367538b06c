import type { Database } from '../../db/open'
import type { OrderEventBus } from './events'

/** What the order calls need: the database, the clock and where order changes are published. */
export type OrderDeps = {
  db: Database
  now: () => Date
  events: OrderEventBus
}
