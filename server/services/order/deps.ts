import type { Database } from '../../db/open'

/** What the order calls need: the database and the clock. */
export type OrderDeps = {
  db: Database
  now: () => Date
}
