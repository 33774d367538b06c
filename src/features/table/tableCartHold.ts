import type { ApiClient } from '../../api/client'
import { inviteChannel } from '../invite/inviteChannel'
import { tableChannel } from './sharedCartChannel'
import { tableCartApi } from './tableCartApi'
import { TableCartStore } from './tableCartStore'

type Held = { store: TableCartStore; users: number; ready: Promise<void> }
/** The stores of each app's tab by kind and code: one per cart however many screens show it. */
const storesByApp = new WeakMap<ApiClient, Map<string, Held>>()

/**
 * The store of a shared cart for a screen that shows it (./useSharedCart.ts): made and started for
 * the first, stopped once the last has released it. Loaded with the store, only for a shared cart.
 */
export function holdTableCart(api: ApiClient, kind: 'table' | 'invite', code: string) {
  const stores = storesByApp.get(api) ?? new Map<string, Held>()
  storesByApp.set(api, stores)
  const key = `${kind}:${code}`
  let held = stores.get(key)
  if (!held) {
    const channel = kind === 'table' ? tableChannel(code) : inviteChannel(code)
    const store = new TableCartStore(api, channel)
    held = { store, users: 0, ready: store.start() }
    stores.set(key, held)
  }
  const mine = held
  mine.users += 1
  let released = false
  const release = () => {
    if (released) return
    released = true
    mine.users -= 1
    if (mine.users > 0) return
    if (stores.get(key) === mine) stores.delete(key)
    mine.store.stop()
  }
  /** `ready` once the store has read what the device kept: its changes from then on are kept too. */
  return { store: mine.store, cartApi: tableCartApi, release, ready: mine.ready }
}
