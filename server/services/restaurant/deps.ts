import type { Database } from '../../db/open'
import type { ShopValueStore } from './shopValues'

/** What the restaurant and menu calls need: the database, the clock and the shopRedis store. */
export type RestaurantDeps = {
  db: Database
  now: () => Date
  shopValues: ShopValueStore
}
