import type { ApiClient } from '../../api/client'
import { tableCartApi } from './tableCartApi'
import { TableCartStore } from './tableCartStore'

type Held = { store: TableCartStore; users: number }
/** The stores of each app's tab by table code: one per table however many screens show it. */
const storesByApp = new WeakMap<ApiClient, Map<string, Held>>()

/**
 * The table's store for a screen that shows its cart (./useTableCart.ts): made and started for the
 * first, stopped once the last has released it. Loaded with the store, only at a table.
 */
export function holdTableCart(api: ApiClient, qrCode: string) {
  const stores = storesByApp.get(api) ?? new Map<string, Held>()
  storesByApp.set(api, stores)
  let held = stores.get(qrCode)
  if (!held) {
    held = { store: new TableCartStore(api, qrCode), users: 0 }
    void held.store.start()
    stores.set(qrCode, held)
  }
  const mine = held
  mine.users += 1
  let released = false
  const release = () => {
    if (released) return
    released = true
    mine.users -= 1
    if (mine.users > 0) return
    if (stores.get(qrCode) === mine) stores.delete(qrCode)
    mine.store.stop()
  }
  return { store: mine.store, cartApi: tableCartApi, release }
}
